import { parseBlanks, answerList, displayAnswer } from './grading.ts';
import type { AnswerRow, ExerciseRow } from './exercise.repository.ts';
import type {
  ExerciseKind,
  ExerciseState,
  ExerciseStatus,
  UserAnswer,
} from '@shangan/shared/contracts/question-bank';

/**
 * The clock of an attempt lives on the server: finished running spells are banked in
 * elapsed_seconds, and a running spell started at resumed_at. A reload, a closed tab or a
 * restarted server cannot stop or rewind it; only a pause does.
 */
export function elapsedSeconds(exercise: ExerciseRow, now: number = Date.now()): number {
  const running = exercise.resumed_at
    ? Math.max(0, Math.floor((now - Date.parse(exercise.resumed_at)) / 1000))
    : 0;
  return exercise.elapsed_seconds + running;
}

export function remainingSeconds(exercise: ExerciseRow, now: number = Date.now()): number | null {
  if (exercise.time_limit_seconds === null) return null;
  return Math.max(0, exercise.time_limit_seconds - elapsedSeconds(exercise, now));
}

/** Answers are accepted this long after the limit: the last save may be on the wire. */
export const LATE_GRACE_SECONDS = 30;

export function secondsOverLimit(exercise: ExerciseRow, now: number = Date.now()): number {
  if (exercise.time_limit_seconds === null) return Number.NEGATIVE_INFINITY;
  return elapsedSeconds(exercise, now) - exercise.time_limit_seconds;
}

export function leafIdsOf(exercise: Pick<ExerciseRow, 'question_ids'>): number[] {
  const value: unknown = JSON.parse(exercise.question_ids);
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
}

/**
 * An attempt's kind and status as the contract names them. The columns hold nothing else:
 * attempts are created only by exercise-start.ts (one of the four kinds, status 'doing'), and
 * only saving, pausing and handing in (exercise.service.ts, exercise.repository.ts) change the
 * status, to one of the three.
 */
export function exerciseKind(row: Pick<ExerciseRow, 'kind'>): ExerciseKind {
  return row.kind as ExerciseKind;
}

export function exerciseStatus(row: Pick<ExerciseRow, 'status'>): ExerciseStatus {
  return row.status as ExerciseStatus;
}

export function exerciseState(
  exercise: ExerciseRow,
  answeredCount: number,
  now: number = Date.now(),
): ExerciseState {
  return {
    id: exercise.id,
    kind: exerciseKind(exercise),
    title: exercise.title,
    status: exerciseStatus(exercise),
    questionCount: exercise.question_count,
    answeredCount,
    elapsedSeconds: elapsedSeconds(exercise, now),
    timeLimitSeconds: exercise.time_limit_seconds,
    remainingSeconds: remainingSeconds(exercise, now),
    currentIndex: exercise.current_index,
    subjectId: exercise.subject_id,
    catalogueId: exercise.catalogue_id,
    paperId: exercise.paper_id,
    createdAt: exercise.created_at,
    updatedAt: exercise.updated_at,
    submittedAt: exercise.submitted_at,
  };
}

/** The learner's own answers; correctness only once the attempt is handed in. */
export function userAnswerPayload(
  row: AnswerRow,
  typeCode: string,
  withResult: boolean,
): UserAnswer {
  const urls = parseBlanks(row.urls) ?? [];
  // A learner's blank may hold '|', which in a key separates alternatives: read it as it is.
  const blanks = typeCode === 'fill_in' ? (parseBlanks(row.answer) ?? []) : null;
  return {
    questionId: row.question_id,
    answer: blanks ? blanks.join('；') : displayAnswer(typeCode, row.answer),
    answerList: blanks ?? (row.answer === '' ? [] : answerList(typeCode, row.answer)),
    url: urls,
    timeSpent: row.time_spent_seconds,
    ...(withResult ? { isCorrect: row.is_correct } : {}),
  };
}
