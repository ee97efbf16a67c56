import type { FastifyInstance } from 'fastify';
import { countAnswered, type ExerciseRow } from './exercise.repository.ts';
import { elapsedSeconds } from './exercise-state.ts';
import { expireOverdueAttempts } from './exercise.service.ts';
import type { ExerciseLogItem } from './question-bank.schemas.ts';

/** Practice records (做题记录) and the learner's totals. */
export async function exerciseLogItem(
  app: FastifyInstance,
  row: ExerciseRow,
): Promise<ExerciseLogItem> {
  const submitted = row.status === 'submitted';
  const correct = submitted ? (row.correct_count ?? 0) : null;
  return {
    exerciseId: row.id,
    kind: row.kind,
    title: row.title,
    status: row.status,
    subjectId: row.subject_id,
    paperId: row.paper_id,
    catalogueId: row.catalogue_id,
    questionCount: row.question_count,
    answeredCount: submitted ? (row.answered_count ?? 0) : await countAnswered(app.db, row.id),
    correctCount: correct,
    score: submitted ? (row.score_tenths ?? 0) / 10 : null,
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
  app: FastifyInstance,
  userId: number,
  filter: { page: number; size: number; kind?: string; status?: 'submitted' | 'open' },
): Promise<{ list: ExerciseLogItem[]; total: number }> {
  await expireOverdueAttempts(app, userId);
  let query = app.db.selectFrom('qb_exercise').where('user_id', '=', userId);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.status === 'submitted') query = query.where('status', '=', 'submitted');
  if (filter.status === 'open') query = query.where('status', '!=', 'submitted');
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const list = [];
  for (const row of rows) list.push(await exerciseLogItem(app, row));
  return { list, total: Number(count.n) };
}

export async function exerciseTotals(app: FastifyInstance, userId: number) {
  await expireOverdueAttempts(app, userId);
  const db = app.db;
  const [exercises, questions, errors, favorites, today] = await Promise.all([
    db
      .selectFrom('qb_exercise')
      .select([
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.sum<number>('elapsed_seconds').as('seconds'),
      ])
      .where('user_id', '=', userId)
      .where('status', '=', 'submitted')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('qb_user_question')
      .select([
        (eb) => eb.fn.countAll<number>().as('done'),
        (eb) => eb.fn.sum<number>('attempts').as('attempts'),
        (eb) => eb.fn.sum<number>('correct_attempts').as('correct'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('qb_error_question')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('qb_favorite')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('qb_answer')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('answer', '!=', '')
      .where('updated_at', '>=', startOfShanghaiDay())
      .executeTakeFirstOrThrow(),
  ]);
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
