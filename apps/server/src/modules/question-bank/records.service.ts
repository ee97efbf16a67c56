import type { QuestionBankContext } from './context.ts';
import {
  countAnswered,
  countPracticeTotals,
  findExercisePage,
  type ExerciseRow,
} from './exercise.repository.ts';
import { findEmbargoedQuestionIds } from './contest-embargo.ts';
import { elapsedSeconds, exerciseKind, exerciseStatus, leafIdsOf } from './exercise-state.ts';
import { expireOverdueAttempts } from './exercise.service.ts';
import type { ExerciseLogItem } from '@shangan/shared/contracts/question-bank';

/** Practice records (做题记录) and the learner's totals. */
export async function exerciseLogItem(
  ctx: QuestionBankContext,
  row: ExerciseRow,
  embargoed?: Set<number>,
): Promise<ExerciseLogItem> {
  const submitted = row.status === 'submitted';
  // A contest's score waits for its end (report.service.ts, resultsWithheld).
  const held = embargoed ?? (submitted ? await findEmbargoedQuestionIds(ctx.db) : new Set());
  const scored = submitted && !leafIdsOf(row).some((id) => held.has(id));
  const correct = scored ? (row.correct_count ?? 0) : null;
  return {
    exerciseId: row.id,
    kind: exerciseKind(row),
    title: row.title,
    status: exerciseStatus(row),
    subjectId: row.subject_id,
    paperId: row.paper_id,
    catalogueId: row.catalogue_id,
    questionCount: row.question_count,
    answeredCount: submitted ? (row.answered_count ?? 0) : await countAnswered(ctx.db, row.id),
    correctCount: correct,
    score: scored ? (row.score_tenths ?? 0) / 10 : null,
    totalScore: row.total_score_tenths / 10,
    accuracy:
      correct === null || row.question_count === 0
        ? null
        : Math.round((correct * 1000) / row.question_count) / 10,
    elapsedSeconds: elapsedSeconds(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    submittedAt: row.submitted_at,
  };
}

export async function exerciseLog(
  ctx: QuestionBankContext,
  userId: number,
  filter: { page: number; size: number; kind?: string; status?: 'submitted' | 'open' },
): Promise<{ list: ExerciseLogItem[]; total: number }> {
  await expireOverdueAttempts(ctx, userId);
  const { rows, total } = await findExercisePage(ctx.db, userId, filter);
  const list = [];
  const embargoed = await findEmbargoedQuestionIds(ctx.db);
  for (const row of rows) list.push(await exerciseLogItem(ctx, row, embargoed));
  return { list, total };
}

export async function exerciseTotals(ctx: QuestionBankContext, userId: number) {
  await expireOverdueAttempts(ctx, userId);
  // A mock contest's questions under embargo count once it is over: before, three accounts
  // answering each question differently would read its key off these totals.
  const embargoed = [...(await findEmbargoedQuestionIds(ctx.db))];
  const { exercises, questions, errors, favorites, today } = await countPracticeTotals(
    ctx.db,
    userId,
    startOfShanghaiDay(),
    embargoed,
  );
  const attempts = Number(questions.attempts ?? 0);
  const correct = Number(questions.correct ?? 0);
  return {
    exerciseCount: Number(exercises.n),
    totalSeconds: Number(exercises.seconds ?? 0),
    doneCount: Number(questions.done),
    answerCount: attempts,
    correctCount: correct,
    accuracy: attempts > 0 ? Math.round((correct * 1000) / attempts) / 10 : 0,
    errorCount: Number(errors.n),
    favoriteCount: Number(favorites.n),
    todayCount: Number(today.n),
  };
}

/** Midnight in Asia/Shanghai (UTC+8, no daylight saving) as a UTC ISO string. */
function startOfShanghaiDay(now = Date.now()): string {
  const offset = 8 * 3600_000;
  const day = Math.floor((now + offset) / 86_400_000) * 86_400_000;
  return new Date(day - offset).toISOString();
}
