import { Type, type Static, type TSchema } from 'typebox';
import { endpoint } from '../contract.ts';
import { PageOf } from '../common.ts';
import { Id } from '../question-bank.ts';
import { LectureItem, TAG } from './lectures.ts';

/**
 * Experience cards (体验卡) of video teaching: each card unlocks one lecture for good, once, and
 * only before it expires. An unlock is recorded once per learner and lecture; unlocking a lecture
 * already unlocked spends nothing. VIP members watch every lecture without a card.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** usable: may still unlock a lecture; used: spent on one; expired: never used in time. */
export const CARD_STATUSES = ['usable', 'used', 'expired'] as const;
export const CardStatus = Type.Unsafe<(typeof CARD_STATUSES)[number]>({
  type: 'string',
  enum: [...CARD_STATUSES],
});
export type CardStatus = Static<typeof CardStatus>;

export const ExperienceCard = Type.Object({
  id: Type.Integer(),
  /** e.g. 名师讲题体验卡 */
  name: Type.String(),
  /** Where it came from, e.g. 新人礼包 */
  source: Type.String(),
  status: CardStatus,
  grantedAt: Type.String(),
  expiresAt: Type.String(),
  usedAt: Nullable(Type.String()),
  /** The lecture a used card unlocked. */
  lecture: Nullable(Type.Object({ id: Type.Integer(), title: Type.String() })),
});
export type ExperienceCard = Static<typeof ExperienceCard>;

/** How many cards the person may still use, and when the first of them runs out. */
export const GetExperienceNum = endpoint({
  method: 'GET',
  path: '/videoTeaching/getQuestionExperienceNum',
  tag: TAG,
  summary: '可用的讲题体验卡数量（及最近的过期时间）',
  data: Type.Object({
    experienceNum: Type.Integer(),
    /** Expiry of the usable card that runs out first. */
    nextExpiresAt: Nullable(Type.String()),
    /** A VIP member watches every lecture without a card. */
    isVip: Type.Boolean(),
  }),
});

/** The person's cards, usable ones first (soonest to expire first), then used and expired. */
export const ListExperienceCards = endpoint({
  method: 'GET',
  path: '/videoTeaching/experienceCardList',
  tag: TAG,
  summary: '我的讲题体验卡（可用、已使用、已过期）',
  querystring: Type.Object({
    status: Type.Optional(
      Type.Unsafe<CardStatus>({
        type: 'string',
        enum: [...CARD_STATUSES],
        errorMessage: '体验卡状态不正确',
      }),
    ),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, errorMessage: '页码不正确' })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 50, errorMessage: '每页条数应为1-50' }),
    ),
  }),
  data: Type.Object({
    ...PageOf(ExperienceCard).properties,
    counts: Type.Object({ usable: Type.Integer(), used: Type.Integer(), expired: Type.Integer() }),
  }),
});

/**
 * Unlocks a lecture with a card: the one named, or the usable card that expires first. A lecture
 * already unlocked answers as it is and spends nothing (`newlyUnlocked` false).
 */
export const UnlockLecture = endpoint({
  method: 'POST',
  path: '/videoTeaching/unlock',
  tag: TAG,
  summary: '使用体验卡解锁讲题',
  body: Type.Object({
    lectureId: Id('讲题编号不正确'),
    cardId: Type.Optional(Id('体验卡编号不正确')),
  }),
  data: Type.Object({
    lecture: LectureItem,
    /** The card that paid for the unlock (now or before). */
    card: ExperienceCard,
    newlyUnlocked: Type.Boolean(),
    /** Usable cards left. */
    experienceNum: Type.Integer(),
  }),
});
