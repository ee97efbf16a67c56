import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { seedVip } from './seed.ts';
import { isoNow } from '../../lib/time.ts';
import { openSession } from '../../../test/learners.ts';

/** Helpers shared by the VIP tests: catalogue, people with sessions, calls as a client. */
export async function seedCatalogue(app: FastifyInstance): Promise<void> {
  await app.db.transaction().execute((trx) => seedVip(trx, isoNow()));
}

let userSeq = 0;
export async function newUser(app: FastifyInstance): Promise<{ id: number; token: string }> {
  const n = ++userSeq;
  const now = isoNow();
  const phone = `139${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(5, '0')}`;
  const user = await app.db
    .insertInto('app_user')
    .values({
      uuid: crypto.randomUUID(),
      phone,
      user_name: `vip${phone}`,
      nick_name: `学员${n}`,
      invite_code: crypto.randomBytes(6).toString('hex'),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await openSession(app.db, user.id);
  return { id: user.id, token };
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; query?: Record<string, string>; body?: Record<string, unknown> } = {},
): Promise<Envelope<T> & { status: number }> {
  const res = await app.inject({
    method,
    url: `/api/v1${url}`,
    // Each call from its own address, so per-IP rate limits never cross tests.
    remoteAddress: `10.9.${crypto.randomInt(0, 250)}.${crypto.randomInt(1, 250)}`,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.query ? { query: options.query } : {}),
    ...(options.body ? { payload: options.body } : {}),
  });
  return { status: res.statusCode, ...(res.json() as Envelope<T>) };
}

export interface PackageView {
  id: number;
  name: string;
  price: string;
  discountAmount: string | null;
  validUntil: string;
  isBuy: boolean;
  reason: string | null;
  daysRemaining: number;
  priceDifference: string;
  payAmount: string;
  orderType: number;
  isCurrent: boolean;
  days: number;
}
export interface GroupView {
  id: number;
  name: string;
  weight: number;
  isCurrent: boolean;
  benefit: Array<{ icon: string; name: string }>;
  product: PackageView[];
}
export interface CreatedView {
  id: number;
  orderNum: string;
  payAmount: string;
  deduction: string;
  product: string;
  url: string;
}

export async function products(app: FastifyInstance, type: 1 | 2 | 3, token?: string) {
  const res = await call<GroupView[]>(app, 'GET', '/pc/getvipproduct', {
    query: { type: String(type) },
    ...(token ? { token } : {}),
  });
  if (res.code !== 200) throw new Error(res.msg);
  return res.data;
}

export function findPackage(groups: GroupView[], tier: string, name: string): PackageView {
  const pkg = groups.find((g) => g.name === tier)?.product.find((p) => p.name === name);
  if (!pkg) throw new Error(`no package ${tier} ${name}`);
  return pkg;
}

/** Creates an order and pays it through the local gateway's confirm page, as a phone would. */
export async function buy(
  app: FastifyInstance,
  token: string,
  type: number,
  packageId: number,
  extra: Record<string, unknown> = {},
): Promise<CreatedView> {
  const created = await call<CreatedView>(app, 'POST', '/pc/vipOrders/create', {
    token,
    body: { type, vipProductId: packageId, ...extra },
  });
  if (created.code !== 200) throw new Error(created.msg);
  await confirmLocal(app, created.data.url);
  return created.data;
}

export async function confirmLocal(app: FastifyInstance, url: string) {
  const { pathname, searchParams } = new URL(url);
  const orderNum = pathname.split('/').at(-1)!;
  return call<{ state: number }>(app, 'POST', `/pay/local/${orderNum}/confirm`, {
    body: { t: searchParams.get('t') ?? '' },
  });
}

export async function userRow(app: FastifyInstance, id: number) {
  return app.db
    .selectFrom('app_user')
    .select(['weight', 'vip', 'icon', 'expiration_time'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
