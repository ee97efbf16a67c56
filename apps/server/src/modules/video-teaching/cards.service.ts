import { ApiCode } from '@shangan/shared';
import type { ExperienceCard } from '@shangan/shared/contracts/video-teaching/cards';
import type { LectureItem } from '@shangan/shared/contracts/video-teaching/lectures';
import { ApiError } from '../../lib/api-error.ts';
import { lockKey } from '../../db/locks.ts';
import type { Db } from '../../db/database.ts';
import { loadViewer, type Viewer } from '../question-bank/public.ts';
import { LECTURE_GONE } from './access.ts';
import {
  countCards,
  findCard,
  findCardPage,
  findUsableCards,
  spendCard,
  statusOf,
  type CardRow,
  type CardStatus,
} from './card.repository.ts';
import { unlockLockKey, type VideoTeachingContext } from './context.ts';
import { findLectureTitles, findOnlineLecture } from './lecture.repository.ts';
import { lectureItems } from './lectures.service.ts';
import { findUnlock, findUnlocksByCard, insertUnlock } from './unlock.repository.ts';

/** Cards as the learner reads them, with the lecture a used card paid for. */
async function cardViews(db: Db, rows: CardRow[], now: string): Promise<ExperienceCard[]> {
  const unlocks = await findUnlocksByCard(
    db,
    rows.map((row) => row.id),
  );
  const titles = await findLectureTitles(
    db,
    [...unlocks.values()].map((unlock) => unlock.lecture_id),
  );
  return rows.map((row) => {
    const unlock = unlocks.get(row.id);
    const title = unlock ? titles.get(unlock.lecture_id) : undefined;
    return {
      id: row.id,
      name: row.name,
      source: row.source,
      status: statusOf(row, now),
      grantedAt: row.granted_at,
      expiresAt: row.expires_at,
      usedAt: row.used_at,
      lecture: unlock && title !== undefined ? { id: unlock.lecture_id, title } : null,
    };
  });
}

/** GET videoTeaching/getQuestionExperienceNum. */
export async function experienceNum(
  ctx: VideoTeachingContext,
  viewer: Viewer & { userId: number },
) {
  const usable = await findUsableCards(ctx.db, viewer.userId, new Date().toISOString());
  return {
    experienceNum: usable.length,
    nextExpiresAt: usable[0]?.expires_at ?? null,
    isVip: viewer.isVip,
  };
}

/** GET videoTeaching/experienceCardList. */
export async function experienceCardList(
  ctx: VideoTeachingContext,
  userId: number,
  query: { status?: CardStatus; page?: number; pageSize?: number },
) {
  const now = new Date().toISOString();
  const [{ rows, total }, counts] = await Promise.all([
    findCardPage(ctx.db, userId, query.status, now, query.page ?? 1, query.pageSize ?? 10),
    countCards(ctx.db, userId, now),
  ]);
  return { list: await cardViews(ctx.db, rows, now), total, counts };
}

export const VIP_NEEDS_NO_CARD = 'VIP会员可直接观看全部讲题，无需使用体验卡';
export const NO_CARD = '暂无可用的体验卡';
export const CARDS_EXPIRED = '您的体验卡已过期，暂无可用的体验卡';
export const CARD_NOT_FOUND = '体验卡不存在';
export const CARD_USED = '该体验卡已使用';
export const CARD_EXPIRED = '该体验卡已过期，请选择其他体验卡';

/**
 * POST videoTeaching/unlock: spends one card on a lecture, recorded once. One learner's unlocks
 * are serialized (an advisory lock on PostgreSQL; SQLite writes one at a time), and the card is
 * spent by a conditional update while unused and unexpired, so two unlocks racing for the last
 * card end with one unlock and one refusal; the unique keys (learner and lecture, card) stand
 * behind both. A lecture already unlocked answers as it is and spends nothing; a VIP member,
 * who watches everything, is not allowed to waste a card.
 */
export async function unlockLecture(
  ctx: VideoTeachingContext,
  userId: number,
  input: { lectureId: number; cardId?: number },
): Promise<{
  lecture: LectureItem;
  card: ExperienceCard;
  newlyUnlocked: boolean;
  experienceNum: number;
}> {
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, unlockLockKey(userId));
    const lecture = await findOnlineLecture(trx, input.lectureId);
    if (!lecture) throw new ApiError(ApiCode.NOT_FOUND, LECTURE_GONE);
    const earlier = await findUnlock(trx, userId, lecture.id);
    if (earlier) return { lecture, cardId: earlier.card_id, newlyUnlocked: false };
    if ((await loadViewer(trx, userId)).isVip) {
      throw new ApiError(ApiCode.BAD_REQUEST, VIP_NEEDS_NO_CARD);
    }

    const now = new Date().toISOString();
    let candidates: CardRow[];
    if (input.cardId !== undefined) {
      const card = await findCard(trx, input.cardId);
      if (!card || card.user_id !== userId) throw new ApiError(ApiCode.NOT_FOUND, CARD_NOT_FOUND);
      const status = statusOf(card, now);
      if (status === 'used') throw new ApiError(ApiCode.BAD_REQUEST, CARD_USED);
      if (status === 'expired') throw new ApiError(ApiCode.BAD_REQUEST, CARD_EXPIRED);
      candidates = [card];
    } else {
      candidates = await findUsableCards(trx, userId, now);
      if (candidates.length === 0) {
        const counts = await countCards(trx, userId, now);
        throw new ApiError(ApiCode.BAD_REQUEST, counts.expired > 0 ? CARDS_EXPIRED : NO_CARD);
      }
    }
    for (const card of candidates) {
      if (!(await spendCard(trx, card.id, now))) continue;
      await insertUnlock(trx, {
        user_id: userId,
        lecture_id: lecture.id,
        card_id: card.id,
        created_at: now,
      });
      return { lecture, cardId: card.id, newlyUnlocked: true };
    }
    // Only reachable if the card went between reading and spending it.
    throw new ApiError(ApiCode.BAD_REQUEST, input.cardId !== undefined ? CARD_USED : NO_CARD);
  });

  const now = new Date().toISOString();
  const viewer = await loadViewer(ctx.db, userId);
  const [[lecture], card, counts] = await Promise.all([
    lectureItems(ctx, viewer, [outcome.lecture]),
    findCard(ctx.db, outcome.cardId),
    countCards(ctx.db, userId, now),
  ]);
  const [cardView] = await cardViews(ctx.db, [card!], now);
  return {
    lecture: lecture!,
    card: cardView!,
    newlyUnlocked: outcome.newlyUnlocked,
    experienceNum: counts.usable,
  };
}
