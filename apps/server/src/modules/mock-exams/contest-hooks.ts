import type { ContestEmbargo, HandInListener } from '../question-bank/public.ts';
import { insertSubmittedAnswer } from '../short-answer/public.ts';
import { closedEndCutoff } from './contest-clock.ts';
import { findEmbargoedPaperIds, findEntryOfExercise } from './mock-exam.repository.ts';

/**
 * What this module registers with the question bank at start-up (index.ts).
 *
 * The embargo: a contest's papers are secret from the moment the contest exists until it is
 * closed (closesAt in contest-clock.ts: after the last save the bank can still take): nobody
 * sees their questions outside their own attempt, nor a key, an analysis or a right-and-wrong,
 * whatever they have handed in, since others may still be sitting them.
 */
export const contestEmbargo: ContestEmbargo = {
  embargoedPapers: (db, nowMs) => findEmbargoedPaperIds(db, closedEndCutoff(nowMs)),
};

/**
 * The 申论 stage's hand-in — by the candidate, the clock or the sweep — puts each short answer
 * written in it in the graders' queue, in the hand-in's own transaction. The text only: the
 * practice screen does not check picture addresses against the candidate's own uploads the way
 * the 申论 answer screen does, so none is passed on to graders.
 */
export const essayHandIn: HandInListener = async (trx, exercise, answers, questions) => {
  const entry = await findEntryOfExercise(trx, exercise.id);
  if (!entry || entry.stage !== 'shenlun') return;
  const nowIso = exercise.submitted_at ?? exercise.updated_at;
  for (const answer of answers) {
    if (questions.get(answer.question_id)?.type_code !== 'short_answer') continue;
    if (answer.answer.trim() === '') continue;
    await insertSubmittedAnswer(trx, {
      userId: exercise.user_id,
      questionId: answer.question_id,
      answer: answer.answer,
      urls: [],
      now: nowIso,
    });
  }
};
