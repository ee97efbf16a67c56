import { findEmbargoedQuestionIds } from './contest-embargo.ts';
import { countRankPeers, findAnswers, type ExerciseRow } from './exercise.repository.ts';
import { exerciseKind, leafIdsOf } from './exercise-state.ts';
import { isAutoGraded } from './grading.ts';
import { findCatalogueNames, findQuestionsByIds, type Db } from './question.repository.ts';
import type { CardResult, Report } from '@shangan/shared/contracts/question-bank';

const OTHER_POINT = { id: 0, name: '其他' };

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0;

/**
 * The report of a handed-in attempt: score, accuracy, time, accuracy per knowledge point, the
 * answer card, and the rank among everyone who handed in the same exercise (the same paper or
 * catalogue section; each learner counts once, with their best attempt).
 */
export async function buildReport(db: Db, exercise: ExerciseRow): Promise<Report> {
  const leaves = leafIdsOf(exercise);
  const answers = new Map(
    (await findAnswers(db, exercise.id)).map((row) => [row.question_id, row]),
  );
  const questions = new Map((await findQuestionsByIds(db, leaves)).map((row) => [row.id, row]));
  const pointIds = [...questions.values()]
    .map((row) => row.catalogue_id)
    .filter((id) => id !== null);
  const pointNames = await findCatalogueNames(db, pointIds);

  const points = new Map<number, { id: number; name: string; total: number; correct: number }>();
  const answerCard: Report['answerCard'] = [];
  let wrong = 0;
  let unanswered = 0;
  let ungraded = 0;
  let timeTotal = 0;
  leaves.forEach((questionId, index) => {
    const question = questions.get(questionId);
    const answer = answers.get(questionId);
    const answered = !!answer && (answer.answer !== '' || answer.urls !== '[]');
    let result: CardResult;
    if (!answered) result = 'unanswered';
    else if (!question || !isAutoGraded(question.type_code)) result = 'ungraded';
    else result = answer.is_correct === 1 ? 'correct' : 'wrong';
    if (result === 'wrong') wrong++;
    if (result === 'unanswered') unanswered++;
    if (result === 'ungraded') ungraded++;
    timeTotal += answer?.time_spent_seconds ?? 0;
    answerCard.push({
      questionId,
      parentId: question?.parent_id ?? null,
      index: index + 1,
      result,
      timeSpent: answer?.time_spent_seconds ?? 0,
    });

    const pointId = question?.catalogue_id ?? null;
    const point =
      pointId !== null && pointNames.has(pointId)
        ? { id: pointId, name: pointNames.get(pointId) ?? '' }
        : OTHER_POINT;
    const entry = points.get(point.id) ?? { ...point, total: 0, correct: 0 };
    entry.total++;
    if (result === 'correct') entry.correct++;
    points.set(point.id, entry);
  });

  const correct = exercise.correct_count ?? 0;
  const answeredCount = exercise.answered_count ?? 0;
  const { rank, rankTotal } = await rankOf(db, exercise);
  return {
    exerciseId: exercise.id,
    title: exercise.title,
    kind: exerciseKind(exercise),
    subjectId: exercise.subject_id,
    paperId: exercise.paper_id,
    catalogueId: exercise.catalogue_id,
    score: (exercise.score_tenths ?? 0) / 10,
    totalScore: exercise.total_score_tenths / 10,
    questionCount: exercise.question_count,
    answeredCount,
    correctCount: correct,
    wrongCount: wrong,
    unansweredCount: unanswered,
    ungradedCount: ungraded,
    accuracy: percent(correct, exercise.question_count),
    elapsedSeconds: exercise.elapsed_seconds,
    averageSeconds: answeredCount > 0 ? Math.round(timeTotal / answeredCount) : 0,
    submittedAt: exercise.submitted_at ?? exercise.updated_at,
    rank,
    rankTotal,
    beatPercent: rankTotal > 1 ? percent(rankTotal - rank, rankTotal - 1) : 100,
    knowledgePoints: [...points.values()].map((point) => ({
      ...point,
      accuracy: percent(point.correct, point.total),
    })),
    answerCard,
  };
}

/**
 * Whether the attempt holds questions of a contest not yet over: its score, its report and its
 * right and wrong wait for the end, since others may still be sitting the same questions.
 */
export async function resultsWithheld(
  db: Db,
  exercise: Pick<ExerciseRow, 'question_ids'>,
): Promise<boolean> {
  const embargoed = await findEmbargoedQuestionIds(db);
  if (embargoed.size === 0) return false;
  return leafIdsOf(exercise).some((id) => embargoed.has(id));
}

async function rankOf(db: Db, exercise: ExerciseRow): Promise<{ rank: number; rankTotal: number }> {
  const mine = exercise.rank_value ?? 0;
  const { total, better } = await countRankPeers(db, exercise, mine);
  const rankTotal = Math.max(total, 1);
  return { rank: Math.min(better + 1, rankTotal), rankTotal };
}
