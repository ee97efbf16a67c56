import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';

/**
 * Input that schemas cannot describe but databases refuse, refused here once for every route
 * instead of surfacing as a database error in whichever query meets it first:
 * - PostgreSQL text cannot hold U+0000 at all;
 * - the validator coerces the text "Infinity" or "1e400" in a query or path to a number that
 *   skips minimum and maximum (and JSON's 1e400 parses to Infinity too); numbers past 2^53
 *   are refused with them.
 */
export const INVALID_CHARACTER = '请求内容包含无效字符';
export const NUMBER_OUT_OF_RANGE = '请求参数超出范围';

function someLeaf(value: unknown, test: (leaf: unknown) => boolean, depth = 0): boolean {
  if (test(value)) return true;
  // Deeper than any schema of ours: the schema itself refuses such a body.
  if (depth > 64 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) {
    return false;
  }
  if (Array.isArray(value)) return value.some((item) => someLeaf(item, test, depth + 1));
  return Object.entries(value).some(([key, item]) => test(key) || someLeaf(item, test, depth + 1));
}

const isNul = (leaf: unknown) => typeof leaf === 'string' && leaf.includes('\u0000');
// No value of ours comes near 2^53; beyond it a number loses digits, and 1e308 passes as an
// "integer" that no database column takes.
const isOutOfRange = (leaf: unknown) =>
  typeof leaf === 'number' && !(Math.abs(leaf) <= Number.MAX_SAFE_INTEGER);
const anyOf = (request: FastifyRequest, test: (leaf: unknown) => boolean) =>
  someLeaf(request.params, test) || someLeaf(request.query, test) || someLeaf(request.body, test);

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (anyOf(request, isNul)) throw new ApiError(ApiCode.BAD_REQUEST, INVALID_CHARACTER);
    });
    // After validation, when coercion has made numbers of the query and path.
    app.addHook('preHandler', async (request) => {
      if (anyOf(request, isOutOfRange))
        throw new ApiError(ApiCode.BAD_REQUEST, NUMBER_OUT_OF_RANGE);
    });
  },
  { name: 'input-guards' },
);

/**
 * Errors the router raises before any hook or error handler runs (a path parameter longer
 * than the router takes, a malformed percent-escape): answered in the same envelope.
 */
export function frameworkErrorReply(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const msg = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? '请求地址过长' : '请求地址无效';
  void reply.status(status).send({ code: status, msg, data: null });
}
