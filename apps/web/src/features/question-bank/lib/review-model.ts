import type { Review } from '@shangan/shared/contracts/question-bank';
import type { CardResult, Question } from '../types';
import { fromUserAnswer, leavesOf, type AnswerMap, type CardCell, type Leaf } from './answer-model';

export interface ReviewModel {
  leaves: Leaf[];
  /** My answer per question, as the widgets hold it. */
  values: AnswerMap;
  /** The answer card's result per question. */
  results: Record<number, CardResult>;
  /** Right (1), wrong (0) or not graded (null) per question. */
  info: Record<number, { isCorrect: number | null }>;
  /** The top-level questions shown: all, or only those with a leaf not answered right. */
  shown: Question[];
  /** The answer card, coloured by result. */
  cells: CardCell[];
  /** Number of the first leaf of a top-level question. */
  firstNumberOf: (question: Question) => number;
}

/**
 * The review of a handed-in attempt (答案解析): my answers, right and wrong, the answer card,
 * and with `onlyWrong` the questions not answered right (a material question stays while any of
 * its sub-questions was not).
 */
export function reviewModel(review: Review, onlyWrong: boolean): ReviewModel {
  const saved = new Map(review.userAnswers.map((answer) => [answer.questionId, answer]));
  const leaves = leavesOf(review.questions);
  const values: AnswerMap = Object.fromEntries(
    leaves.map((leaf) => [leaf.id, fromUserAnswer(leaf, saved.get(leaf.id))]),
  );
  const results: Record<number, CardResult> = Object.fromEntries(
    review.report.answerCard.map((item) => [item.questionId, item.result]),
  );
  const info = Object.fromEntries(
    leaves.map((leaf) => [leaf.id, { isCorrect: saved.get(leaf.id)?.isCorrect ?? null }]),
  );
  const notRight = (question: Question) =>
    question.questionTypeCode === 'composite'
      ? question.sonQuestion.some((son) => results[son.id] !== 'correct')
      : results[question.id] !== 'correct';
  const shown = onlyWrong ? review.questions.filter(notRight) : review.questions;
  const cells: CardCell[] = leaves.map((leaf) => ({
    questionId: leaf.id,
    index: leaf.index,
    topIndex: leaf.topIndex,
    state: results[leaf.id] ?? 'unanswered',
  }));
  const firstNumberOf = (question: Question) =>
    leaves.find((leaf) => leaf.id === (question.sonQuestion[0]?.id ?? question.id))?.index ?? 1;
  return { leaves, values, results, info, shown, cells, firstNumberOf };
}
