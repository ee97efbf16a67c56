import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isoNow } from '../../lib/time.ts';
import { call, newPhoneUser } from '../../../test/client.ts';
import { seedShop } from './seed.ts';

/** Helpers shared by the shop's tests: catalogue, people with sessions, calls as a client. */
export async function seedCatalogue(app: FastifyInstance): Promise<void> {
  await app.db.transaction().execute((trx) => seedShop(trx, isoNow()));
}

export { call, confirmLocal, type Envelope } from '../../../test/client.ts';

export const newUser = (app: FastifyInstance) =>
  newPhoneUser(app, { phonePrefix: '137', userName: 'shop', nickName: '买家' });

export async function bookByTitle(app: FastifyInstance, title: string) {
  return app.db
    .selectFrom('shop_goods')
    .selectAll()
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
}

/** A book of its own for a test, with the stock it needs. */
export async function newBook(
  app: FastifyInstance,
  values: { price?: number; stock?: number; title?: string } = {},
) {
  const now = isoNow();
  return app.db
    .insertInto('shop_goods')
    .values({
      kind: 'book',
      title: values.title ?? `测试图书${crypto.randomInt(1e6)}`,
      price: values.price ?? 5000,
      stock: values.stock ?? 100,
      needs_shipping: 1,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const BEIJING = {
  name: '张三',
  phone: '13912345678',
  provinceCode: '11',
  cityCode: '1101',
  districtCode: '110108',
  detail: '学院路30号',
  postcode: '100083',
};

export async function newAddress(app: FastifyInstance, token: string) {
  const res = await call<{ id: number }>(app, 'POST', '/pc/newaddress', { token, body: BEIJING });
  if (res.code !== 200) throw new Error(res.msg);
  return res.data.id;
}

/** Hands the person a coupon of a new template. */
export async function giveCoupon(
  app: FastifyInstance,
  userId: number,
  rule: {
    amount: number;
    minSpend?: number;
    scope?: 'all' | 'kind' | 'goods';
    scopeKind?: string;
    goodsIds?: number[];
    from?: string;
    until?: string;
  },
) {
  const now = isoNow();
  const template = await app.db
    .insertInto('shop_coupon_template')
    .values({
      name: `测试券${rule.amount}`,
      amount: rule.amount,
      min_spend: rule.minSpend ?? 0,
      scope: rule.scope ?? 'all',
      scope_kind: rule.scopeKind ?? null,
      valid_days: 30,
      valid_from: null,
      valid_until: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const goodsId of rule.goodsIds ?? []) {
    await app.db
      .insertInto('shop_coupon_goods')
      .values({ template_id: template.id, goods_id: goodsId })
      .execute();
  }
  const coupon = await app.db
    .insertInto('shop_user_coupon')
    .values({
      user_id: userId,
      template_id: template.id,
      status: 'available',
      valid_from: rule.from ?? new Date(Date.now() - 60_000).toISOString(),
      valid_until: rule.until ?? new Date(Date.now() + 86_400_000).toISOString(),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return coupon.id;
}

export interface CreatedView {
  id: number;
  orderNum: string;
  payAmount: string;
  goodsAmount: string;
  freight: string;
  discount: string;
  url: string;
}

/** Everything a refused request must leave untouched, to compare before and after. */
export async function shopSnapshot(app: FastifyInstance) {
  const count = async (
    table: 'shop_order' | 'shop_address' | 'shop_order_line' | 'shop_order_event',
  ) =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const stock = await app.db
    .selectFrom('shop_goods')
    .select(['id', 'stock', 'sales'])
    .orderBy('id')
    .execute();
  const coupons = await app.db
    .selectFrom('shop_user_coupon')
    .select(['id', 'status', 'order_id'])
    .orderBy('id')
    .execute();
  return {
    orders: await count('shop_order'),
    lines: await count('shop_order_line'),
    events: await count('shop_order_event'),
    addresses: await count('shop_address'),
    stock,
    coupons,
  };
}
