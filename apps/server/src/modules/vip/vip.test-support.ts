import type { FastifyInstance } from 'fastify';
import { seedVip } from './seed.ts';
import { isoNow } from '../../lib/time.ts';
import { call, confirmLocal, newPhoneUser } from '../../../test/client.ts';

/** Helpers shared by the VIP tests: catalogue, people with sessions, calls as a client. */
export async function seedCatalogue(app: FastifyInstance): Promise<void> {
  await app.db.transaction().execute((trx) => seedVip(trx, isoNow()));
}

export { call, confirmLocal, type Envelope } from '../../../test/client.ts';

export const newUser = (app: FastifyInstance) =>
  newPhoneUser(app, { phonePrefix: '139', userName: 'vip', nickName: '学员' });

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

/**
 * Opens an order for a package as the dialog would: type 1 new purchase, 2 renewal, 3 change,
 * 4 upgrade, the package picked from the list the dialog shows for it (new or member).
 */
export async function orderPackage(
  app: FastifyInstance,
  token: string,
  {
    type = 1,
    tier = 'VIP会员',
    name = '月卡',
    userAgent,
  }: { type?: number; tier?: string; name?: string; userAgent?: string } = {},
): Promise<CreatedView> {
  const groups = await products(app, type === 1 ? 1 : 2, token);
  const created = await call<CreatedView>(app, 'POST', '/pc/vipOrders/create', {
    token,
    body: { type, vipProductId: findPackage(groups, tier, name).id },
    ...(userAgent ? { userAgent } : {}),
  });
  if (created.code !== 200) throw new Error(created.msg);
  return created.data;
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

export async function userRow(app: FastifyInstance, id: number) {
  return app.db
    .selectFrom('app_user')
    .select(['weight', 'vip', 'icon', 'expiration_time'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
