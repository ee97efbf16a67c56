import {
  ApiCode,
  ConsoleVipMsg,
  VIP_PACKAGE_DESCRIPTION_MAX,
  VIP_PACKAGE_INTRO_MAX,
  VIP_PACKAGE_NAME_MAX,
} from '@shangan/shared';
import type { ConsoleVipPackage, ConsoleVipProduct } from '@shangan/shared/contracts/console/vip';
import type { Selectable, Transaction } from 'kysely';
import type { Database, Db, VipPackageTable } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';
import { fenToYuan, yuanToFen } from '../../lib/money.ts';
import { charCount } from '../../lib/plain-text.ts';
import { recordAudit } from '../audit/public.ts';

/**
 * The console's VIP packages (finance). The product list learners see reads these rows on every
 * request, so a change shows at once; orders already made keep their amounts.
 */
type PackageRow = Selectable<VipPackageTable>;
type Trx = Transaction<Database>;

const bad = (message: string) => new ApiError(ApiCode.BAD_REQUEST, message);

function packageView(row: PackageRow, sold: number): ConsoleVipPackage {
  return {
    id: row.id,
    productId: row.product_id,
    name: row.name,
    days: row.days,
    price: fenToYuan(row.price),
    discountPrice: row.discount_amount === null ? '' : fenToYuan(row.discount_amount),
    showOriginPrice: row.show_origin_price === 1,
    isActivity: row.is_activity === 1,
    intro: row.intro,
    description: row.description,
    level: row.level,
    onSale: row.on_sale === 1,
    sold,
  };
}

async function soldCounts(db: Db, packageIds?: number[]): Promise<Map<number, number>> {
  let query = db
    .selectFrom('vip_order')
    .select(['package_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'paid')
    .groupBy('package_id');
  if (packageIds) query = query.where('package_id', 'in', packageIds);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.package_id, Number(row.n)]));
}

export async function listConsoleVipPackages(db: Db): Promise<{ products: ConsoleVipProduct[] }> {
  const now = new Date().toISOString();
  const [products, benefits, packages, sold, members] = await Promise.all([
    db.selectFrom('vip_product').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('vip_benefit').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('vip_package').selectAll().orderBy('sort_order').orderBy('id').execute(),
    soldCounts(db),
    db
      .selectFrom('app_user')
      .select(['weight', (eb) => eb.fn.countAll<number>().as('n')])
      .where('weight', '>', 0)
      .where('expiration_time', '>', now)
      .groupBy('weight')
      .execute(),
  ]);
  return {
    products: products.map((product) => ({
      id: product.id,
      name: product.name,
      weight: product.weight,
      benefits: benefits.filter((b) => b.product_id === product.id).map((b) => b.name),
      members: Number(members.find((row) => row.weight === product.weight)?.n ?? 0),
      packages: packages
        .filter((pkg) => pkg.product_id === product.id)
        .map((pkg) => packageView(pkg, sold.get(pkg.id) ?? 0)),
    })),
  };
}

export interface PackageInput {
  id: number | null;
  productId: number;
  name: string;
  days: number;
  price: string;
  discountPrice: string;
  showOriginPrice: boolean;
  isActivity: boolean;
  intro: string;
  description: string;
  onSale: boolean;
}

function packageColumns(input: PackageInput) {
  const name = input.name.trim();
  if (!name) throw bad(ConsoleVipMsg.nameRequired);
  if (charCount(name) > VIP_PACKAGE_NAME_MAX) throw bad(ConsoleVipMsg.nameTooLong);
  const price = yuanToFen(input.price);
  if (price <= 0) throw bad(ConsoleVipMsg.priceInvalid);
  const discount = input.discountPrice ? yuanToFen(input.discountPrice) : null;
  if (discount !== null && (discount <= 0 || discount >= price)) {
    throw bad(ConsoleVipMsg.discountInvalid);
  }
  const intro = input.intro.trim();
  if (charCount(intro) > VIP_PACKAGE_INTRO_MAX) throw bad(ConsoleVipMsg.introTooLong);
  const description = input.description.trim();
  if (charCount(description) > VIP_PACKAGE_DESCRIPTION_MAX) {
    throw bad(ConsoleVipMsg.descriptionTooLong);
  }
  return {
    name,
    days: input.days,
    price,
    discount_amount: discount,
    show_origin_price: input.showOriginPrice ? 1 : 0,
    is_activity: input.isActivity ? 1 : 0,
    intro,
    description,
    on_sale: input.onSale ? 1 : 0,
  };
}

/**
 * A tier's packages ranked by their days (the shortest first): their level, which decides that
 * a change of package goes only to a longer one, and their showing order. Renumbered after every
 * save, so a new package slots in where its length puts it.
 */
async function rankByDays(trx: Trx, productId: number): Promise<void> {
  const rows = await trx
    .selectFrom('vip_package')
    .select(['id', 'days', 'level', 'sort_order'])
    .where('product_id', '=', productId)
    .orderBy('days')
    .orderBy('id')
    .execute();
  for (const [index, row] of rows.entries()) {
    if (row.level === index + 1 && row.sort_order === index) continue;
    await trx
      .updateTable('vip_package')
      .set({ level: index + 1, sort_order: index })
      .where('id', '=', row.id)
      .execute();
  }
}

function findPackage(db: Db | Trx, id: number) {
  return db.selectFrom('vip_package').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function saveConsoleVipPackage(
  db: Db,
  actorId: number,
  input: PackageInput,
): Promise<ConsoleVipPackage> {
  const columns = packageColumns(input);
  const id = await db.transaction().execute(async (trx) => {
    const product = await trx
      .selectFrom('vip_product')
      .select('id')
      .where('id', '=', input.productId)
      .executeTakeFirst();
    if (!product) throw bad(ConsoleVipMsg.productNotFound);
    const before = input.id === null ? undefined : await findPackage(trx, input.id);
    if (input.id !== null && !before) {
      throw new ApiError(ApiCode.NOT_FOUND, ConsoleVipMsg.packageNotFound);
    }
    // Members of a tier hold its packages: moving one to another tier would change theirs.
    if (before && before.product_id !== input.productId) throw bad(ConsoleVipMsg.productLocked);
    let id: number;
    if (before) {
      await trx.updateTable('vip_package').set(columns).where('id', '=', before.id).execute();
      id = before.id;
    } else {
      const row = await trx
        .insertInto('vip_package')
        .values({
          ...columns,
          product_id: input.productId,
          level: 0,
          sort_order: 0,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    await rankByDays(trx, input.productId);
    await recordAudit(trx, {
      actorId,
      action: before ? 'vip_package.update' : 'vip_package.create',
      entity: 'vip_package',
      entityId: id,
      before: before ?? null,
      after: (await findPackage(trx, id))!,
    });
    return id;
  });
  const [row, sold] = await Promise.all([findPackage(db, id), soldCounts(db, [id])]);
  return packageView(row!, sold.get(id) ?? 0);
}
