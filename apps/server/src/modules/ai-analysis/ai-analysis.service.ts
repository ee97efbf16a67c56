import type { FastifyInstance } from 'fastify';
import { ApiCode, Msg } from '@shangan/shared';
import type { AnalysisResult, ThumbsUp } from '@shangan/shared/contracts/ai-analysis';
import { ApiError } from '../../lib/api-error.ts';
import { isoNow } from '../../lib/time.ts';
import type { AiProvider } from '../../providers/ai/index.ts';
import { findQuestion } from '../question-bank/public.ts';
import { loadViewer } from '../question-bank/public.ts';
import {
  findDelivery,
  hasConsent,
  hasDeliveryFor,
  hasGrant,
  insertGrant,
  rateOnce,
  recordConsent,
  recordDelivery,
  refundGrant,
  takeQuota,
  usedOn,
  countRating,
} from './ai-analysis.repository.ts';
import { loadExplainSource, mayExplain } from './explain-source.ts';
import type { DeltaListener, ExplanationGenerator } from './explanation-generator.ts';
import { noticeText } from './notice.ts';

export const QUOTA_MESSAGE = Msg.aiQuotaUsedUp;
export const CONSENT_MESSAGE = '请先阅读并同意AI解析免责声明';
export const NOT_REVEALED_MESSAGE = '请先完成作答后再查看AI解析';
export const ALREADY_RATED_MESSAGE = '您已评价过该解析';

/** The quota day: Asia/Shanghai (UTC+8, no daylight saving). */
export function shanghaiDay(at: Date = new Date()): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

export interface AiAnalysis {
  provider: AiProvider;
  generator: ExplanationGenerator;
}

export async function analysisInfo(app: FastifyInstance, userId: number, questionId?: number) {
  const viewer = await loadViewer(app.db, userId);
  const dailyQuota = app.config.ai.freeDailyQuota;
  const remaining = viewer.isVip
    ? null
    : Math.max(0, dailyQuota - (await usedOn(app.db, userId, shanghaiDay())));
  // A question already obtained may be seen again without quota.
  const seenBefore = questionId !== undefined && (await hasGrant(app.db, userId, questionId));
  return {
    canTriggerAi: viewer.isVip || (remaining ?? 0) > 0 || seenBefore,
    hasReadNotice: await hasConsent(app.db, userId),
    noticeContent: { content: noticeText(app.aiAnalysis.provider.name) },
    remaining,
    dailyQuota,
    isVip: viewer.isVip,
  };
}

export async function readNotice(app: FastifyInstance, userId: number, type: number) {
  await recordConsent(app.db, userId, type, isoNow());
}

/** What a request holds once every check passed and the quota (if any) was taken. */
export interface Ticket {
  userId: number;
  questionId: number;
  /** This request inserted the grant (so a failure gives it back); `day` was charged. */
  granted: boolean;
  chargedDay: string | null;
}

/**
 * Every refusal happens here, before any text is generated: a missing question, no consent, a
 * question not handed in (or VIP content without the right), and the quota. The grant and the
 * quota unit are taken in one transaction, so parallel requests cannot overspend.
 */
export async function admit(
  app: FastifyInstance,
  userId: number,
  questionId: number,
): Promise<Ticket> {
  const question = await findQuestion(app.db, questionId);
  if (!question) throw new ApiError(ApiCode.NOT_FOUND, '题目不存在');
  if (!(await hasConsent(app.db, userId))) throw new ApiError(ApiCode.FORBIDDEN, CONSENT_MESSAGE);
  const viewer = await loadViewer(app.db, userId);
  if (!(await mayExplain(app.db, viewer, questionId))) {
    throw new ApiError(ApiCode.FORBIDDEN, NOT_REVEALED_MESSAGE);
  }
  const day = shanghaiDay();
  const quota = app.config.ai.freeDailyQuota;
  return app.db.transaction().execute(async (trx) => {
    const granted = await insertGrant(trx, {
      userId,
      questionId,
      day: viewer.isVip ? null : day,
      now: isoNow(),
    });
    if (!granted || viewer.isVip) return { userId, questionId, granted, chargedDay: null };
    // Throwing rolls the grant back with the transaction.
    if (!(await takeQuota(trx, userId, day, quota))) {
      throw new ApiError(ApiCode.FORBIDDEN, QUOTA_MESSAGE);
    }
    return { userId, questionId, granted, chargedDay: day };
  });
}

/**
 * Generates (or reuses) the explanation and records the delivery; a failure anywhere gives
 * back what `admit` took, unless the learner already holds an explanation of this question
 * (a parallel request delivered one): then the grant is theirs to keep.
 */
export async function fulfil(
  app: FastifyInstance,
  ticket: Ticket,
  onDelta?: DeltaListener,
): Promise<AnalysisResult> {
  try {
    const explanation = await app.aiAnalysis.generator.explain(
      ticket.questionId,
      async () => {
        const question = await findQuestion(app.db, ticket.questionId);
        if (!question) throw new ApiError(ApiCode.NOT_FOUND, '题目不存在');
        return loadExplainSource(app.db, question);
      },
      onDelta,
    );
    const delivery = await app.db.transaction().execute(async (trx) => {
      const now = isoNow();
      // A parallel request's refund may have taken the grant this one relied on.
      await insertGrant(trx, {
        userId: ticket.userId,
        questionId: ticket.questionId,
        day: null,
        now,
      });
      await recordDelivery(trx, explanation.id, ticket.userId, now);
      return findDelivery(trx, explanation.id, ticket.userId);
    });
    // Only rateOnce writes the rating, and only 0 or 1.
    return { ...explanation, thumbsUp: (delivery?.thumbs_up ?? null) as ThumbsUp };
  } catch (error) {
    if (ticket.granted) {
      await app.db.transaction().execute(async (trx) => {
        if (await hasDeliveryFor(trx, ticket.userId, ticket.questionId)) return;
        await refundGrant(trx, ticket.userId, ticket.questionId, ticket.chargedDay);
      });
    }
    throw error;
  }
}

export async function rate(
  app: FastifyInstance,
  userId: number,
  explanationId: number,
  thumbsUp: 0 | 1,
): Promise<void> {
  const now = isoNow();
  await app.db.transaction().execute(async (trx) => {
    if (await rateOnce(trx, explanationId, userId, thumbsUp, now)) {
      await countRating(trx, explanationId, thumbsUp, app.config.ai.regenerateAfterThumbsDown, now);
      return;
    }
    if (await findDelivery(trx, explanationId, userId)) {
      throw new ApiError(ApiCode.BAD_REQUEST, ALREADY_RATED_MESSAGE);
    }
    throw new ApiError(ApiCode.FORBIDDEN, '只能评价您已获得的AI解析');
  });
}
