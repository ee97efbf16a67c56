import type { Insertable, Selectable } from 'kysely';
import type { Db, PsyBandTable, PsyScaleTable } from '../../db/database.ts';

/** The scales and their rules: options, sub-scales, items and bands. Written by the seed only. */

export type ScaleRow = Selectable<PsyScaleTable>;
export type BandRow = Selectable<PsyBandTable>;

export const ONLINE = 'online';
export const OFFLINE = 'offline';

export async function insertScale(db: Db, values: Insertable<PsyScaleTable>): Promise<number> {
  const row = await db
    .insertInto('psy_scale')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertOption(
  db: Db,
  values: { scale_id: number; label: string; score: number; sort_order: number },
): Promise<number> {
  const row = await db
    .insertInto('psy_option')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertSubscale(
  db: Db,
  values: { scale_id: number; name: string; description: string; sort_order: number },
): Promise<number> {
  const row = await db
    .insertInto('psy_subscale')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertItem(
  db: Db,
  values: {
    scale_id: number;
    subscale_id: number;
    stem: string;
    is_reverse: number;
    sort_order: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('psy_item')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertBand(db: Db, values: Insertable<PsyBandTable>): Promise<number> {
  const row = await db
    .insertInto('psy_band')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Online scales in their order, a page of them, and how many there are. */
export async function findOnlineScalePage(
  db: Db,
  page: number,
  size: number,
): Promise<{ rows: ScaleRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('psy_scale')
      .selectAll()
      .where('status', '=', ONLINE)
      .orderBy('sort_order')
      .orderBy('id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('psy_scale')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', ONLINE)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findScale(db: Db, id: number): Promise<ScaleRow | undefined> {
  return db.selectFrom('psy_scale').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findScaleByCode(db: Db, code: string): Promise<ScaleRow | undefined> {
  return db.selectFrom('psy_scale').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function findScaleNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('psy_scale')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export function findOptions(db: Db, scaleId: number) {
  return db
    .selectFrom('psy_option')
    .select(['id', 'label', 'score'])
    .where('scale_id', '=', scaleId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findSubscales(db: Db, scaleId: number) {
  return db
    .selectFrom('psy_subscale')
    .select(['id', 'name', 'description'])
    .where('scale_id', '=', scaleId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** The items in the order asked. */
export function findItems(db: Db, scaleId: number) {
  return db
    .selectFrom('psy_item')
    .select(['id', 'subscale_id', 'stem', 'is_reverse', 'sort_order'])
    .where('scale_id', '=', scaleId)
    .orderBy('sort_order')
    .execute();
}

export function findBands(db: Db, scaleId: number): Promise<BandRow[]> {
  return db
    .selectFrom('psy_band')
    .selectAll()
    .where('scale_id', '=', scaleId)
    .orderBy('min_score')
    .execute();
}

export async function findBandsByIds(db: Db, ids: number[]): Promise<Map<number, BandRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('psy_band')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Per scale: how many items, and the lowest and highest option score (the score's range). */
export async function findScaleSizes(
  db: Db,
  scaleIds: number[],
): Promise<Map<number, { items: number; low: number; high: number }>> {
  if (scaleIds.length === 0) return new Map();
  const ids = [...new Set(scaleIds)];
  const [items, options] = await Promise.all([
    db
      .selectFrom('psy_item')
      .select(['scale_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('scale_id', 'in', ids)
      .groupBy('scale_id')
      .execute(),
    db
      .selectFrom('psy_option')
      .select([
        'scale_id',
        (eb) => eb.fn.min<number>('score').as('low'),
        (eb) => eb.fn.max<number>('score').as('high'),
      ])
      .where('scale_id', 'in', ids)
      .groupBy('scale_id')
      .execute(),
  ]);
  const counts = new Map(items.map((row) => [row.scale_id, Number(row.n)]));
  return new Map(
    options.map((row) => [
      row.scale_id,
      { items: counts.get(row.scale_id) ?? 0, low: Number(row.low), high: Number(row.high) },
    ]),
  );
}
