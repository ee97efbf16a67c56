import { sql, type Selectable } from 'kysely';
import type { AiExplanationTable } from '../../db/database.ts';
import type { Db } from '../question-bank/public.ts';

export type ExplanationRow = Selectable<AiExplanationTable>;

// Consent.

export async function hasConsent(db: Db, userId: number, type = 1): Promise<boolean> {
  const row = await db
    .selectFrom('ai_notice_consent')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordConsent(db: Db, userId: number, type: number, now: string) {
  await db
    .insertInto('ai_notice_consent')
    .values({ user_id: userId, type, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'type']).doNothing())
    .execute();
}

// Quota.

export async function usedOn(db: Db, userId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('ai_quota_day')
    .select('used')
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.used ?? 0;
}

export async function hasGrant(db: Db, userId: number, questionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('ai_grant')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts the grant unless one exists; true when this call inserted it. */
export async function insertGrant(
  db: Db,
  grant: { userId: number; questionId: number; day: string | null; now: string },
): Promise<boolean> {
  const rows = await db
    .insertInto('ai_grant')
    .values({
      user_id: grant.userId,
      question_id: grant.questionId,
      day: grant.day,
      created_at: grant.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'question_id']).doNothing())
    .returning('user_id')
    .execute();
  return rows.length > 0;
}

/** Takes one unit of the day's quota if one is left; false when it is used up. */
export async function takeQuota(
  db: Db,
  userId: number,
  day: string,
  quota: number,
): Promise<boolean> {
  await db
    .insertInto('ai_quota_day')
    .values({ user_id: userId, day, used: 0 })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .execute();
  const result = await db
    .updateTable('ai_quota_day')
    .set({ used: sql<number>`used + 1` })
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('used', '<', quota)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives back what a failed generation took: the grant and, if it was charged, the unit. */
export async function refundGrant(db: Db, userId: number, questionId: number, day: string | null) {
  await db
    .deleteFrom('ai_grant')
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .execute();
  if (day === null) return;
  await db
    .updateTable('ai_quota_day')
    .set({ used: sql<number>`used - 1` })
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('used', '>', 0)
    .execute();
}

// Explanations.

/** Which writer an explanation belongs to: text is reused only for the same one. */
export interface ExplanationKey {
  questionId: number;
  promptVersion: string;
  provider: string;
  model: string;
}

/** The newest generation of a question's explanation for a prompt version and writer. */
export function latestExplanation(
  db: Db,
  key: ExplanationKey,
  status?: ExplanationRow['status'],
): Promise<ExplanationRow | undefined> {
  let query = db
    .selectFrom('ai_explanation')
    .selectAll()
    .where('question_id', '=', key.questionId)
    .where('prompt_version', '=', key.promptVersion)
    .where('provider', '=', key.provider)
    .where('model', '=', storedModel(key.model));
  if (status) query = query.where('status', '=', status);
  return query.orderBy('generation', 'desc').limit(1).executeTakeFirst();
}

const storedModel = (model: string) => model.slice(0, 64);

/**
 * Claims the right to generate: the unique (question, version, provider, model, generation)
 * key lets exactly one caller, in any server instance, insert the pending row. Null when
 * another holds it.
 */
export async function claimExplanation(
  db: Db,
  claim: ExplanationKey & { generation: number },
  now: string,
): Promise<number | null> {
  const row = await db
    .insertInto('ai_explanation')
    .values({
      question_id: claim.questionId,
      prompt_version: claim.promptVersion,
      generation: claim.generation,
      status: 'pending',
      provider: claim.provider,
      model: storedModel(claim.model),
      claimed_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['question_id', 'prompt_version', 'provider', 'model', 'generation']).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Stores the finished text. Only a claim still pending may complete: one dropped meanwhile
 * (taken for abandoned) must not come back as ready unseen, so that is an error the caller
 * refunds.
 */
export async function completeExplanation(
  db: Db,
  id: number,
  done: {
    analysis: string;
    promptTokens: number;
    completionTokens: number;
    durationMs: number;
  },
  now: string,
) {
  const result = await db
    .updateTable('ai_explanation')
    .set({
      status: 'ready',
      analysis: done.analysis,
      prompt_tokens: done.promptTokens,
      completion_tokens: done.completionTokens,
      duration_ms: done.durationMs,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new Error(`AI claim ${id} is no longer pending`);
}

/**
 * Marks a claim as still being worked on. Only a pending row: one completed or dropped meanwhile
 * stays as it is. False when there was no pending row left to mark.
 */
export async function refreshClaim(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('ai_explanation')
    .set({ claimed_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Drops a pending claim (failed, or abandoned by a crashed instance) so the next try may claim. */
export async function dropPending(db: Db, id: number, claimedAt?: string) {
  let query = db.deleteFrom('ai_explanation').where('id', '=', id).where('status', '=', 'pending');
  if (claimedAt) query = query.where('claimed_at', '=', claimedAt);
  await query.execute();
}

// Deliveries and ratings.

export async function recordDelivery(db: Db, explanationId: number, userId: number, now: string) {
  await db
    .insertInto('ai_explanation_user')
    .values({ explanation_id: explanationId, user_id: userId, delivered_at: now })
    .onConflict((oc) => oc.columns(['explanation_id', 'user_id']).doNothing())
    .execute();
}

/** Whether the user already received some explanation of this question. */
export async function hasDeliveryFor(db: Db, userId: number, questionId: number) {
  const row = await db
    .selectFrom('ai_explanation_user')
    .innerJoin('ai_explanation', 'ai_explanation.id', 'ai_explanation_user.explanation_id')
    .select('ai_explanation_user.user_id')
    .where('ai_explanation_user.user_id', '=', userId)
    .where('ai_explanation.question_id', '=', questionId)
    .executeTakeFirst();
  return row !== undefined;
}

export function findDelivery(db: Db, explanationId: number, userId: number) {
  return db
    .selectFrom('ai_explanation_user')
    .selectAll()
    .where('explanation_id', '=', explanationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Sets the user's rating unless one is set; true when this call set it. */
export async function rateOnce(
  db: Db,
  explanationId: number,
  userId: number,
  thumbsUp: 0 | 1,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('ai_explanation_user')
    .set({ thumbs_up: thumbsUp, rated_at: now })
    .where('explanation_id', '=', explanationId)
    .where('user_id', '=', userId)
    .where('thumbs_up', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Generations of one question, version and writer that thumbs-down may cause, in all. */
export const MAX_GENERATIONS = 3;
/** An explanation younger than this cannot go stale: a burst of downs cannot buy rewrites. */
export const MIN_AGE_BEFORE_STALE_MS = 10 * 60_000;

/**
 * Counts the rating. A ready explanation with enough downs (outnumbering ups) goes stale, so
 * the next request writes it anew, but only when a rewrite could differ and cost is bounded:
 * never for the local writer (it would write the same text), only once the text is at least
 * ten minutes old, and only below the generation cap.
 */
export async function countRating(
  db: Db,
  explanationId: number,
  thumbsUp: 0 | 1,
  staleAfterDowns: number,
  now: string,
) {
  await db
    .updateTable('ai_explanation')
    .set(
      thumbsUp === 1
        ? { thumbs_up_count: sql<number>`thumbs_up_count + 1` }
        : { thumbs_down_count: sql<number>`thumbs_down_count + 1` },
    )
    .where('id', '=', explanationId)
    .execute();
  if (thumbsUp === 1) return;
  const oldEnough = new Date(Date.parse(now) - MIN_AGE_BEFORE_STALE_MS).toISOString();
  await db
    .updateTable('ai_explanation')
    .set({ status: 'stale', updated_at: now })
    .where('id', '=', explanationId)
    .where('status', '=', 'ready')
    .where('provider', '!=', 'local')
    .where('generation', '<', MAX_GENERATIONS)
    .where('created_at', '<=', oldEnough)
    .where('thumbs_down_count', '>=', staleAfterDowns)
    .whereRef('thumbs_down_count', '>', 'thumbs_up_count')
    .execute();
}

/**
 * Explanations written for what questions said before staff changed them are thrown away, with
 * who received and rated them: the next learner to ask gets one of the new text.
 */
export async function forgetExplanations(db: Db, questionIds: number[]): Promise<void> {
  if (questionIds.length === 0) return;
  await db.deleteFrom('ai_explanation').where('question_id', 'in', questionIds).execute();
}
