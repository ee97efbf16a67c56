import { QUESTION_TYPE_NAMES } from '@shangan/shared';
import type {
  AnswerValue,
  CardResult,
  Question,
  SubQuestion,
  TypeCode,
  UserAnswer,
} from '../types';

/**
 * The answer a widget holds for each question, in the form the server takes: letters for
 * choices (sorted for multiple choice), one trimmed entry per blank for fill-in, order numbers
 * joined by commas (blanks dropped) for sequencing.
 */
export type AnswerMap = Record<number, AnswerValue>;

export const TYPE_LABELS: Record<TypeCode, string> = QUESTION_TYPE_NAMES;

export type Leaf = (Question | SubQuestion) & { index: number; topIndex: number };

/** Every gradable question in order, numbered 1…n; sub-questions stand in for their material. */
export function leavesOf(questions: Question[]): Leaf[] {
  const leaves: Leaf[] = [];
  questions.forEach((question, topIndex) => {
    if (question.questionTypeCode === 'composite') {
      for (const son of question.sonQuestion)
        leaves.push({ ...son, index: leaves.length + 1, topIndex });
    } else {
      leaves.push({ ...question, index: leaves.length + 1, topIndex });
    }
  });
  return leaves;
}

/** Unanswered questions start empty; fill-in gets one empty entry per blank. */
export function emptyAnswer(question: {
  questionTypeCode: TypeCode;
  answerSize: number;
}): AnswerValue {
  return question.questionTypeCode === 'fill_in'
    ? Array.from({ length: Math.max(question.answerSize, 1) }, () => '')
    : '';
}

export function isAnswered(value: AnswerValue | undefined): boolean {
  if (value === undefined) return false;
  return Array.isArray(value) ? value.some((entry) => entry.trim() !== '') : value.trim() !== '';
}

/** Toggle for single choice: choosing the chosen option again clears it. */
export function toggleSingle(current: string, letter: string): string {
  return current === letter ? '' : letter;
}

/** Add or remove a letter; the result is always sorted alphabetically. */
export function toggleMultiple(current: string, letter: string): string {
  const letters = new Set(current.split('').filter(Boolean));
  if (letters.has(letter)) letters.delete(letter);
  else letters.add(letter);
  return [...letters].sort().join('');
}

export function trimEntries(entries: string[]): string[] {
  return entries.map((entry) => entry.trim());
}

/** Comma-separated order numbers with blank entries dropped. */
export function joinOrder(entries: string[]): string {
  return entries
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .join(',');
}

/** The order numbers of a sequencing answer ('3,1,2' → ['3', '1', '2']). */
export function orderOf(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * Tapping an item of a sequencing question: a number not placed yet goes to the end, a placed
 * one is taken out (the later ones move up).
 */
export function toggleOrder(value: string, item: string): string {
  const order = orderOf(value);
  return joinOrder(
    order.includes(item) ? order.filter((entry) => entry !== item) : [...order, item],
  );
}

/** One number of the answer card. */
export interface CardCell {
  questionId: number;
  index: number;
  topIndex: number;
  /** Practice: answered or not; review: the result. */
  state: 'answered' | 'empty' | CardResult;
}

/** The answer card while practising: every leaf, answered or not. */
export function practiceCells(leaves: Leaf[], answers: AnswerMap): CardCell[] {
  return leaves.map((leaf) => ({
    questionId: leaf.id,
    index: leaf.index,
    topIndex: leaf.topIndex,
    state: isAnswered(answers[leaf.id]) ? 'answered' : 'empty',
  }));
}

/** The widget value of a saved answer. */
export function fromUserAnswer(
  question: { questionTypeCode: TypeCode; answerSize: number },
  saved: UserAnswer | undefined,
): AnswerValue {
  if (!saved) return emptyAnswer(question);
  if (question.questionTypeCode === 'fill_in') {
    const blanks = emptyAnswer(question) as string[];
    return blanks.map((_, index) => saved.answerList[index] ?? '');
  }
  if (question.questionTypeCode === 'sequencing') return saved.answerList.join(',');
  if (question.questionTypeCode === 'short_answer') return saved.answer;
  return saved.answerList.join('');
}

/** How an answer reads in the panel: 'A', 'A、C', '13；34', '3,1,2'. */
export function describeAnswer(
  typeCode: TypeCode,
  value: AnswerValue | string[] | undefined,
): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) {
    return typeCode === 'fill_in'
      ? value.join('；')
      : value.join(typeCode === 'sequencing' ? ',' : '');
  }
  return value;
}

export function formatSeconds(total: number): string {
  const seconds = Math.max(0, Math.floor(total));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${pad(h)}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** 1小时5分 / 3分20秒 / 45秒, for reports and records. */
export function describeDuration(total: number): string {
  const seconds = Math.max(0, Math.floor(total));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h}小时${m}分`;
  if (m > 0) return `${m}分${s}秒`;
  return `${s}秒`;
}
