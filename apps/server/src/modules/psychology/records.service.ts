import { ApiCode } from '@shangan/shared';
import type { RecordSummary } from '@shangan/shared/contracts/psychology';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { CHECK_GONE } from './checks.service.ts';
import { submitLockKey, type PsychologyContext } from './context.ts';
import {
  findRecentSameRecord,
  findRecord,
  findRecordAnswers,
  findRecordByToken,
  findRecordPage,
  findRecordScores,
  insertRecord,
  insertRecordAnswers,
  insertRecordScores,
} from './record.repository.ts';
import { buildReport } from './report.ts';
import { checkInfo, checkQuestions, loadScale } from './rules.ts';
import {
  findBandsByIds,
  findScale,
  findScaleNames,
  findScaleSizes,
  ONLINE,
} from './scale.repository.ts';
import { AnswerRefused, scoreAnswers } from './scoring.ts';

export const RECORD_NOT_FOUND = '测评记录不存在';
export const TOKEN_USED_ELSEWHERE = '该提交凭证已用于另一份测评，请刷新页面后重新提交';

/**
 * Without a client token, the same answers to the same scale within this long are taken as one
 * submission sent twice (a double click, a retry after a lost answer), not as a second taking.
 */
export const REPEAT_WINDOW_MS = 60_000;

/**
 * POST psychologicalCheck/submitAnswer: scores the answers by the scale's rules and records them
 * with the scores, in one transaction. A learner's submissions are serialized (an advisory lock
 * on PostgreSQL; SQLite writes one at a time), so a repeated submission — the same client token,
 * or without one the same answers within the window — finds the record the first one made and
 * answers it (`repeated`) instead of making another; the unique (learner, token) key stands
 * behind that. A refused submission writes nothing.
 */
export async function submitCheck(
  ctx: PsychologyContext,
  userId: number,
  body: {
    checkId: number;
    answers: Array<{ questionId: number; optionId: number }>;
    submitToken?: string;
  },
): Promise<{ recordId: number; repeated: boolean }> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, submitLockKey(userId));
    const scale = await findScale(trx, body.checkId);
    if (!scale || scale.status !== ONLINE) throw new ApiError(ApiCode.NOT_FOUND, CHECK_GONE);
    const loaded = await loadScale(trx, scale);
    let scored;
    try {
      scored = scoreAnswers(scale.id, loaded.rules, body.answers);
    } catch (error) {
      if (error instanceof AnswerRefused) throw new ApiError(ApiCode.BAD_REQUEST, error.message);
      throw error;
    }

    const now = new Date();
    const earlier = body.submitToken
      ? await findRecordByToken(trx, userId, body.submitToken)
      : await findRecentSameRecord(
          trx,
          userId,
          scale.id,
          scored.digest,
          new Date(now.getTime() - REPEAT_WINDOW_MS).toISOString(),
        );
    if (earlier) {
      if (earlier.scale_id !== scale.id) {
        throw new ApiError(ApiCode.BAD_REQUEST, TOKEN_USED_ELSEWHERE);
      }
      return { recordId: earlier.id, repeated: true };
    }

    const recordId = await insertRecord(trx, {
      user_id: userId,
      scale_id: scale.id,
      submit_token: body.submitToken ?? null,
      answers_digest: scored.digest,
      total_score: scored.total,
      band_id: scored.bandId,
      created_at: now.toISOString(),
    });
    await insertRecordAnswers(trx, recordId, scored.answers);
    await insertRecordScores(trx, recordId, scored.subscales);
    return { recordId, repeated: false };
  });
}

/** POST psychologicalCheck/recordPage: my records, latest first. */
export async function listRecords(
  ctx: PsychologyContext,
  userId: number,
  query: { page?: number; size?: number; checkId?: number },
): Promise<{ list: RecordSummary[]; total: number }> {
  const { rows, total } = await findRecordPage(
    ctx.db,
    userId,
    query.checkId,
    query.page ?? 1,
    query.size ?? 10,
  );
  const scaleIds = rows.map((row) => row.scale_id);
  const [names, sizes, bands] = await Promise.all([
    findScaleNames(ctx.db, scaleIds),
    findScaleSizes(ctx.db, scaleIds),
    findBandsByIds(
      ctx.db,
      rows.map((row) => row.band_id),
    ),
  ]);
  return {
    total,
    list: rows.map((row) => {
      const size = sizes.get(row.scale_id)!;
      const band = bands.get(row.band_id)!;
      return {
        id: row.id,
        checkId: row.scale_id,
        checkName: names.get(row.scale_id) ?? '',
        total: row.total_score,
        minScore: size.low * size.items,
        maxScore: size.high * size.items,
        band: { level: band.level, name: band.name },
        createdAt: row.created_at,
      };
    }),
  };
}

/**
 * GET psychologicalCheck/questionListByExerciseId: one of my records — the items with my answers
 * and the report. Someone else's record is answered as one that does not exist. A scale taken
 * offline still opens its records.
 */
export async function getRecord(ctx: PsychologyContext, userId: number, recordId: number) {
  const record = await findRecord(ctx.db, recordId);
  if (!record || record.user_id !== userId) {
    throw new ApiError(ApiCode.NOT_FOUND, RECORD_NOT_FOUND);
  }
  const scale = await findScale(ctx.db, record.scale_id);
  if (!scale) throw new ApiError(ApiCode.NOT_FOUND, RECORD_NOT_FOUND);
  const [loaded, answers, scores] = await Promise.all([
    loadScale(ctx.db, scale),
    findRecordAnswers(ctx.db, record.id),
    findRecordScores(ctx.db, record.id),
  ]);
  const mine = new Map(answers.map((answer) => [answer.item_id, answer.option_id]));
  return {
    record: { id: record.id, createdAt: record.created_at },
    check: checkInfo(loaded),
    questions: checkQuestions(loaded).map((question) => ({
      ...question,
      myOptionId: mine.get(question.id) ?? 0,
    })),
    report: buildReport(loaded, record, scores),
  };
}
