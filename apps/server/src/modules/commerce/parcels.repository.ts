import type { Selectable } from 'kysely';
import type { Db, ShopParcelTrackTable } from '../../db/database.ts';

export type ParcelRow = Selectable<ShopParcelTrackTable>;

export function findParcel(db: Db, company: string, trackingNumber: string) {
  return db
    .selectFrom('shop_parcel_track')
    .selectAll()
    .where('company', '=', company)
    .where('tracking_number', '=', trackingNumber)
    .executeTakeFirst();
}

/** The first query of a parcel claims its row; answers false when another request did first. */
export async function claimNewParcel(
  db: Db,
  company: string,
  trackingNumber: string,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .insertInto('shop_parcel_track')
    .values({
      company,
      tracking_number: trackingNumber,
      state: null,
      traces: '[]',
      queried_at: nowIso,
      updated_at: nowIso,
    })
    .onConflict((oc) => oc.columns(['company', 'tracking_number']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Claims the next upstream query of a cached parcel: only the request that moves queried_at
 * from the value it read gets to ask the carrier.
 */
export async function claimRefresh(
  db: Db,
  id: number,
  seenQueriedAt: string,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('shop_parcel_track')
    .set({ queried_at: nowIso })
    .where('id', '=', id)
    .where('queried_at', '=', seenQueriedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function storeTrack(
  db: Db,
  company: string,
  trackingNumber: string,
  state: number | null,
  traces: string,
  nowIso: string,
) {
  await db
    .updateTable('shop_parcel_track')
    .set({ state, traces, updated_at: nowIso })
    .where('company', '=', company)
    .where('tracking_number', '=', trackingNumber)
    .execute();
}
