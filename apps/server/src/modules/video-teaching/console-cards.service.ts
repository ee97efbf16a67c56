import {
  ApiCode,
  CARD_NAME_MAX,
  CONSOLE_CARD_SOURCE,
  ConsoleCardMsg,
  readPhoneList,
} from '@shangan/shared';
import type { CardBatch } from '@shangan/shared/contracts/console/experience-cards';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';
import { charCount } from '../../lib/plain-text.ts';
import { DAY_MS } from '../../lib/time.ts';
import { userIdsByPhone } from '../accounts/public.ts';
import { recordAudit } from '../audit/public.ts';

/**
 * The console's experience cards: hand-outs to a pasted list of phones, and the hand-outs made.
 * A hand-out is one transaction with its audit row; each card names its batch and its place in
 * it (migration 0038), so a batch sent again gives nobody a card more.
 */

export async function listCardBatches(
  db: Db,
  query: { page?: number | undefined; pageSize?: number | undefined },
): Promise<{ list: CardBatch[]; total: number }> {
  const size = query.pageSize ?? 20;
  const page = query.page ?? 1;
  const base = db.selectFrom('vt_experience_card').where('issue_batch', 'is not', null);
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        'issue_batch',
        eb.fn.max('name').as('name'),
        eb.fn.count<number>('user_id').distinct().as('people'),
        eb.fn.countAll<number>().as('cards'),
        eb.fn.count<number>('used_at').as('used'),
        eb.fn.min('granted_at').as('granted_at'),
        eb.fn.max('expires_at').as('expires_at'),
      ])
      .groupBy('issue_batch')
      .orderBy('granted_at', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base
      .select((eb) => eb.fn.count<number>('issue_batch').distinct().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => ({
      batch: row.issue_batch!,
      name: row.name,
      people: Number(row.people),
      cards: Number(row.cards),
      used: Number(row.used),
      grantedAt: row.granted_at,
      expiresAt: row.expires_at,
    })),
    total: Number(count.n),
  };
}

export async function issueExperienceCards(
  db: Db,
  actorId: number,
  input: { name: string; validDays: number; perPerson: number; phones: string; batch: string },
): Promise<{ issued: number; people: number; alreadyIssued: number; unknownPhones: string[] }> {
  const name = input.name.trim();
  if (!name) throw new ApiError(ApiCode.BAD_REQUEST, ConsoleCardMsg.nameRequired);
  if (charCount(name) > CARD_NAME_MAX) {
    throw new ApiError(ApiCode.BAD_REQUEST, ConsoleCardMsg.nameTooLong);
  }
  const { phones, problem } = readPhoneList(input.phones);
  if (problem) throw new ApiError(ApiCode.BAD_REQUEST, problem);
  const batch = input.batch.toLowerCase();
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const grantedAt = now.toISOString();
    const expiresAt = new Date(now.getTime() + input.validDays * DAY_MS).toISOString();
    const accounts = await userIdsByPhone(trx, phones);
    let issued = 0;
    let people = 0;
    for (const userId of accounts.values()) {
      let mine = 0;
      for (let seq = 1; seq <= input.perPerson; seq++) {
        const inserted = await trx
          .insertInto('vt_experience_card')
          .values({
            user_id: userId,
            name,
            source: CONSOLE_CARD_SOURCE,
            granted_at: grantedAt,
            expires_at: expiresAt,
            issue_batch: batch,
            issue_seq: seq,
          })
          .onConflict((oc) => oc.columns(['issue_batch', 'user_id', 'issue_seq']).doNothing())
          .executeTakeFirst();
        mine += Number(inserted.numInsertedOrUpdatedRows ?? 0);
      }
      issued += mine;
      if (mine > 0) people++;
    }
    const unknownPhones = phones.filter((phone) => !accounts.has(phone));
    if (issued > 0) {
      await recordAudit(trx, {
        actorId,
        action: 'experience_card.issue',
        entity: 'vt_experience_card',
        entityId: batch,
        before: null,
        after: { name, issued, people, validDays: input.validDays, unknown: unknownPhones.length },
      });
    }
    return { issued, people, alreadyIssued: accounts.size - people, unknownPhones };
  });
}
