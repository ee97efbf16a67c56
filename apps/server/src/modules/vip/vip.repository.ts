import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  Db,
  VipMembershipTable,
  VipBenefitTable,
  VipOrderTable,
  VipPackageTable,
  VipProductTable,
} from '../../db/database.ts';
import type { MemberState } from './pricing.ts';

export type ProductRow = Selectable<VipProductTable>;
export type PackageRow = Selectable<VipPackageTable>;
export type BenefitRow = Selectable<VipBenefitTable>;
export type OrderRow = Selectable<VipOrderTable>;

export interface ProductGroup {
  product: ProductRow;
  benefits: BenefitRow[];
  packages: PackageRow[];
}

/** Every tier with its benefits and the packages on sale, in display order. */
export async function listProductGroups(db: Db): Promise<ProductGroup[]> {
  const [products, benefits, packages] = await Promise.all([
    db.selectFrom('vip_product').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('vip_benefit').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db
      .selectFrom('vip_package')
      .selectAll()
      .where('on_sale', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  ]);
  return products.map((product) => ({
    product,
    benefits: benefits.filter((b) => b.product_id === product.id),
    packages: packages.filter((p) => p.product_id === product.id),
  }));
}

export async function findPackageOnSale(
  db: Db,
  packageId: number,
): Promise<{ pkg: PackageRow; product: ProductRow } | undefined> {
  const pkg = await db
    .selectFrom('vip_package')
    .selectAll()
    .where('id', '=', packageId)
    .where('on_sale', '=', 1)
    .executeTakeFirst();
  if (!pkg) return undefined;
  const product = await db
    .selectFrom('vip_product')
    .selectAll()
    .where('id', '=', pkg.product_id)
    .executeTakeFirstOrThrow();
  return { pkg, product };
}

export function findProductByWeight(db: Db, weight: number): Promise<ProductRow | undefined> {
  return db.selectFrom('vip_product').selectAll().where('weight', '=', weight).executeTakeFirst();
}

/**
 * The person's membership as pricing sees it. A tier whose expiry has passed counts as none,
 * even before the sweeper has reset the user row.
 */
export async function loadMemberState(db: Db, userId: number, now: Date): Promise<MemberState> {
  const user = await db
    .selectFrom('app_user')
    .select(['weight', 'expiration_time'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const expiresAt = user?.expiration_time ? new Date(user.expiration_time) : null;
  if (!user || user.weight <= 0 || !expiresAt || expiresAt <= now) {
    return { weight: 0, expiresAt: null, current: null };
  }
  const membership = await db
    .selectFrom('vip_membership as m')
    .innerJoin('vip_product as p', 'p.id', 'm.product_id')
    .innerJoin('vip_package as k', 'k.id', 'm.package_id')
    .select(['m.package_id', 'm.package_price', 'm.package_days', 'k.level', 'p.weight'])
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
  const current =
    membership && membership.weight === user.weight
      ? {
          packageId: membership.package_id,
          level: membership.level,
          price: membership.package_price,
          days: membership.package_days,
        }
      : null;
  return { weight: user.weight, expiresAt, current };
}

export function listActiveAdvisers(db: Db) {
  return db
    .selectFrom('course_adviser')
    .select(['id', 'name'])
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findActiveAdviser(db: Db, id: number) {
  return db
    .selectFrom('course_adviser')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
}

export async function adviserNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('course_adviser')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((a) => [a.id, a.name]));
}

export function findCurrentAdviser(db: Db, userId: number) {
  return db
    .selectFrom('user_course_adviser as u')
    .innerJoin('course_adviser as a', 'a.id', 'u.adviser_id')
    .select(['a.id', 'a.name'])
    .where('u.user_id', '=', userId)
    .executeTakeFirst();
}

/** The adviser of the person's latest paid VIP order that named one. */
export function findLastDealCustomer(db: Db, userId: number) {
  return db
    .selectFrom('vip_order as o')
    .innerJoin('course_adviser as a', 'a.id', 'o.deal_customer_id')
    .select(['a.id', 'a.name'])
    .where('o.user_id', '=', userId)
    .where('o.status', '=', 'paid')
    .orderBy('o.paid_at', 'desc')
    .orderBy('o.id', 'desc')
    .executeTakeFirst();
}

export function findOrderById(db: Db, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('vip_order').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOrderByNum(db: Db, orderNum: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('vip_order')
    .selectAll()
    .where('order_num', '=', orderNum)
    .executeTakeFirst();
}

export async function listOrders(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('vip_order')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('vip_order')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The VIP orders the shop's order list shows under one of its tabs. */
export type VipOrderFilter = 'all' | 'unpaid' | 'paid' | 'closed' | 'refund';

function filteredOrders(db: Db, userId: number, filter: VipOrderFilter, nowIso: string) {
  let query = db.selectFrom('vip_order').where('user_id', '=', userId);
  if (filter === 'unpaid') {
    query = query.where('status', '=', 'unpaid').where('expires_at', '>', nowIso);
  } else if (filter === 'closed') {
    // An unpaid order past its time reads as expired before the sweeper marks it.
    query = query.where((eb) =>
      eb.or([
        eb('status', 'in', ['expired', 'closed']),
        eb.and([eb('status', '=', 'unpaid'), eb('expires_at', '<=', nowIso)]),
      ]),
    );
  } else if (filter === 'refund') {
    query = query.where('status', 'in', ['refund', 'refunded']);
  } else if (filter !== 'all') {
    query = query.where('status', '=', filter);
  }
  return query;
}

/** The person's newest `limit` VIP orders under a filter, and how many there are in all. */
export async function listOrdersFiltered(
  db: Db,
  userId: number,
  filter: VipOrderFilter,
  nowIso: string,
  limit: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filteredOrders(db, userId, filter, nowIso)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    filteredOrders(db, userId, filter, nowIso)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Marks unpaid orders past their expiry as expired; answers how many. */
export async function expireUnpaidOrders(db: Db, nowIso: string): Promise<number> {
  const result = await db
    .updateTable('vip_order')
    .set({ status: 'expired', updated_at: nowIso })
    .where('status', '=', 'unpaid')
    .where('expires_at', '<=', nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A lapsed membership stops being VIP: weight 0 is what every page reads as non-member. */
export async function lapseExpiredMemberships(db: Db, nowIso: string): Promise<number> {
  const result = await db
    .updateTable('app_user')
    .set({ weight: 0, vip: '', icon: '', updated_at: nowIso })
    .where('weight', '>', 0)
    .where('expiration_time', 'is not', null)
    .where('expiration_time', '<=', nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function findProductById(db: Db, id: number): Promise<ProductRow | undefined> {
  return db.selectFrom('vip_product').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Moves an order on from the status it was read in; answers false when another settlement
 * changed it first, so a payment is applied once.
 */
export async function settleOrder(
  db: Db,
  order: Pick<OrderRow, 'id' | 'status'>,
  changes: Updateable<VipOrderTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('vip_order')
    .set(changes)
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The membership columns of the user row that every part of the site reads. */
export async function grantMembership(
  db: Db,
  userId: number,
  product: Pick<ProductRow, 'weight' | 'name' | 'icon'>,
  expiresAt: string,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({
      weight: product.weight,
      vip: product.name,
      icon: product.icon,
      expiration_time: expiresAt,
      updated_at: nowIso,
    })
    .where('id', '=', userId)
    .execute();
}

export async function upsertMembership(
  db: Db,
  userId: number,
  membership: Omit<Insertable<VipMembershipTable>, 'user_id'>,
): Promise<void> {
  await db
    .insertInto('vip_membership')
    .values({ user_id: userId, ...membership })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(membership))
    .execute();
}

/** The adviser who closed the sale becomes the learner's course adviser. */
export async function assignAdviser(
  db: Db,
  userId: number,
  adviserId: number,
  nowIso: string,
): Promise<void> {
  await db
    .insertInto('user_course_adviser')
    .values({ user_id: userId, adviser_id: adviserId, updated_at: nowIso })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ adviser_id: adviserId, updated_at: nowIso }),
    )
    .execute();
}

/** Closes the learner's unpaid orders (a new order replaces them); answers their numbers. */
export async function closeUnpaidOrders(db: Db, userId: number, nowIso: string): Promise<string[]> {
  const rows = await db
    .updateTable('vip_order')
    .set({ status: 'closed', updated_at: nowIso })
    .where('user_id', '=', userId)
    .where('status', '=', 'unpaid')
    .returning('order_num')
    .execute();
  return rows.map((row) => row.order_num);
}

export function insertOrder(db: Db, values: Insertable<VipOrderTable>): Promise<OrderRow> {
  return db.insertInto('vip_order').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Closes an order the gateway refused, unless it was paid or closed meanwhile. */
export async function closeOrderIfUnpaid(db: Db, id: number, nowIso: string): Promise<void> {
  await db
    .updateTable('vip_order')
    .set({ status: 'closed', updated_at: nowIso })
    .where('id', '=', id)
    .where('status', '=', 'unpaid')
    .execute();
}

export async function setOrderPayUrl(db: Db, id: number, payUrl: string): Promise<void> {
  await db.updateTable('vip_order').set({ pay_url: payUrl }).where('id', '=', id).execute();
}
