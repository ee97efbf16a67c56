import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { ApiCode, Msg } from '@shangan/shared';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { ApiError } from '../../lib/api-error.ts';

/** Envelope code and HTTP status of "the database is out of reach, try again shortly". */
const SERVICE_UNAVAILABLE = 503;
/** Seconds: a PostgreSQL restart or a failover usually takes about this long. */
const RETRY_AFTER_SECONDS = 5;

/**
 * One place that turns every thrown error into the `{code, msg, data}` envelope. Client
 * mistakes keep their message; server faults are logged in full and answered with a generic
 * Chinese sentence, so no stack or SQL ever reaches a browser. A database that is out of reach
 * (restarting, refusing connections) is answered with 503 and "try again", not the generic 500.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      if (error instanceof ApiError) {
        return reply
          .status(error.httpStatus)
          .send({ code: error.code, msg: error.message, data: null });
      }
      if (error.validation) {
        // The message was already made Chinese by the schema error formatter (app.ts).
        return reply
          .status(400)
          .send({ code: ApiCode.BAD_REQUEST, msg: error.message, data: null });
      }
      // Values a schema let through but the database cannot take (an integer beyond its
      // column, a character its encoding lacks) are the request's fault, not the server's.
      const databaseRefusal = DATABASE_INPUT_ERRORS[(error as { code?: string }).code ?? ''];
      if (databaseRefusal) {
        request.log.info({ err: error }, 'database refused a request value');
        return reply
          .status(400)
          .send({ code: ApiCode.BAD_REQUEST, msg: databaseRefusal, data: null });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .status(SERVICE_UNAVAILABLE)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ code: SERVICE_UNAVAILABLE, msg: Msg.serviceUnavailable, data: null });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply
          .status(500)
          .send({ code: ApiCode.SERVER_ERROR, msg: Msg.serverError, data: null });
      }
      // Framework-level client errors (bad JSON, body too large, wrong content type…).
      request.log.info({ err: error }, 'client error');
      return reply
        .status(status)
        .send({ code: status, msg: clientErrorMessage(error), data: null });
    });
  },
  { name: 'error-handling' },
);

/** PostgreSQL error codes (SQLSTATE) that mean a value sent was out of what a column holds. */
const DATABASE_INPUT_ERRORS: Record<string, string> = {
  '22003': '请求参数超出范围',
  '22P02': '请求参数格式不正确',
  '22021': '请求内容包含无效字符',
  '22P05': '请求内容包含无效字符',
};

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return '请求体不是有效的 JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return '请求内容过大';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '不支持的请求内容类型';
    default:
      return '请求有误';
  }
}
