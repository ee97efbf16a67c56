import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { idCardCheckChar } from '@shangan/shared';
import { createLearner } from '../../../test/learners.ts';

/** Helpers of the enlistment tests: people with sessions, calls as a client, valid forms. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; query?: Record<string, string | number>; body?: object } = {},
): Promise<Envelope<T> & { status: number }> {
  const res = await app.inject({
    method,
    url: `/api/v1${url}`,
    // Each call from its own address, so per-IP rate limits never cross tests.
    remoteAddress: `10.9.${crypto.randomInt(0, 250)}.${crypto.randomInt(1, 250)}`,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.query
      ? {
          query: Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])),
        }
      : {}),
    ...(options.body ? { payload: options.body as Record<string, unknown> } : {}),
  });
  return { status: res.statusCode, ...(res.json() as Envelope<T>) };
}

export const newCandidate = (app: FastifyInstance) => createLearner(app.db);

/** A possible ID-card number: a Nanjing district, the birth date given, the right check. */
export function idCardFor(birth = '19990615', serial = String(crypto.randomInt(100, 999))): string {
  const first17 = `320102${birth}${serial}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

/** A form every seeded position accepts: a party member with a doctorate. */
export function form(positionCode: string, changes: Record<string, unknown> = {}) {
  return {
    positionCode,
    name: '李上岸',
    idCard: idCardFor(),
    phone: '13912345678',
    education: 'doctor',
    major: '法学',
    school: '南京大学',
    politicalStatus: 'party_member',
    ...changes,
  };
}

/** Pays through the local gateway's confirm page, as the phone that scanned the QR would. */
export async function confirmLocal(app: FastifyInstance, url: string) {
  const { pathname, searchParams } = new URL(url);
  const orderNum = pathname.split('/').at(-1)!;
  return call<{ state: number }>(app, 'POST', `/pay/local/${orderNum}/confirm`, {
    body: { t: searchParams.get('t') ?? '' },
  });
}

/** Rows a refused request must leave as they were. */
export async function enlistSnapshot(app: FastifyInstance) {
  const rows = await app.db.selectFrom('enlistment').selectAll().orderBy('id').execute();
  const orders = await app.db
    .selectFrom('shop_order')
    .select(['id', 'status'])
    .orderBy('id')
    .execute();
  return { rows, orders };
}
