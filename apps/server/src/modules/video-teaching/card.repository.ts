import type { Insertable, Selectable } from 'kysely';
import type { Db, VtExperienceCardTable } from '../../db/database.ts';

export type CardRow = Selectable<VtExperienceCardTable>;
export type CardStatus = 'usable' | 'used' | 'expired';

/** What a card is at a moment: spent, run out, or still good. */
export function statusOf(card: Pick<CardRow, 'used_at' | 'expires_at'>, now: string): CardStatus {
  if (card.used_at !== null) return 'used';
  return card.expires_at <= now ? 'expired' : 'usable';
}

function ofStatus(db: Db, userId: number, status: CardStatus | undefined, now: string) {
  let query = db.selectFrom('vt_experience_card').where('user_id', '=', userId);
  if (status === 'used') query = query.where('used_at', 'is not', null);
  if (status === 'usable') query = query.where('used_at', 'is', null).where('expires_at', '>', now);
  if (status === 'expired')
    query = query.where('used_at', 'is', null).where('expires_at', '<=', now);
  return query;
}

/** Usable cards, the one that runs out first first: that is the card an unlock spends. */
export function findUsableCards(db: Db, userId: number, now: string): Promise<CardRow[]> {
  return ofStatus(db, userId, 'usable', now)
    .selectAll()
    .orderBy('expires_at')
    .orderBy('id')
    .execute();
}

export async function countCards(
  db: Db,
  userId: number,
  now: string,
): Promise<Record<CardStatus, number>> {
  const rows = await db
    .selectFrom('vt_experience_card')
    .select(['used_at', 'expires_at'])
    .where('user_id', '=', userId)
    .execute();
  const counts: Record<CardStatus, number> = { usable: 0, used: 0, expired: 0 };
  for (const row of rows) counts[statusOf(row, now)] += 1;
  return counts;
}

/** A page of cards: usable (soonest to expire first), then used (latest first), then expired. */
export async function findCardPage(
  db: Db,
  userId: number,
  status: CardStatus | undefined,
  now: string,
  page: number,
  pageSize: number,
): Promise<{ rows: CardRow[]; total: number }> {
  const rows = await ofStatus(db, userId, status, now).selectAll().execute();
  const rank: Record<CardStatus, number> = { usable: 0, used: 1, expired: 2 };
  rows.sort((a, b) => {
    const byStatus = rank[statusOf(a, now)] - rank[statusOf(b, now)];
    if (byStatus !== 0) return byStatus;
    if (a.used_at !== null && b.used_at !== null && a.used_at !== b.used_at) {
      return a.used_at < b.used_at ? 1 : -1;
    }
    if (a.expires_at !== b.expires_at) return a.expires_at < b.expires_at ? -1 : 1;
    return a.id - b.id;
  });
  return { rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length };
}

export function findCard(db: Db, id: number): Promise<CardRow | undefined> {
  return db.selectFrom('vt_experience_card').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Spends a card if it is still unused and unexpired at `now`; false when another request spent
 * it first or it ran out. The condition is the guard: of two updates of one card one wins.
 */
export async function spendCard(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('vt_experience_card')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertCards(
  db: Db,
  cards: Array<Insertable<VtExperienceCardTable>>,
): Promise<void> {
  if (cards.length > 0) await db.insertInto('vt_experience_card').values(cards).execute();
}
