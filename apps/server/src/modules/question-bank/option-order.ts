import { choiceLetters } from './grading.ts';
import { parseOptions } from './question-payload.ts';
import type { QuestionRow } from './question.repository.ts';
import { mulberry32 } from '../../lib/seeded-random.ts';

/**
 * Per-candidate option order. A mock contest may permute the option letters of its single and
 * multiple choice questions per candidate, so neighbours cannot copy letters. The permutation
 * is a pure function of the attempt's seed and the question, so it needs no storage beyond the
 * seed, is the same on every reload, and differs between candidates. Only the screen sees the
 * permuted letters: answers are mapped back to the original letters before they are stored, so
 * grading, the review, the error book and the statistics all read original letters.
 */

/** Types whose options are permuted; 判断题 keeps 对/错 in place. */
const PERMUTED_TYPES = ['single_choose', 'multiple_choose', 'non_directional_choose'];

export function isPermuted(typeCode: string): boolean {
  return PERMUTED_TYPES.includes(typeCode);
}

/** A seeded shuffle (Fisher–Yates) of a copy of the items. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const next = mulberry32(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** order[i] = the original index of the option shown at position i. */
export function optionOrder(seed: number, questionId: number, count: number): number[] {
  const indexes = Array.from({ length: count }, (_, i) => i);
  return seededShuffle(indexes, Math.imul(seed ^ 0x9e3779b9, 31) + questionId);
}

const letter = (index: number) => String.fromCharCode(65 + index);

/** The options as the candidate sees them: original contents under new letters. */
export function displayedOptions(row: QuestionRow, seed: number) {
  const options = parseOptions(row.options);
  if (!isPermuted(row.type_code)) return options;
  return optionOrder(seed, row.id, options.length).map((original, shown) => ({
    optionHead: letter(shown),
    content: options[original]?.content ?? '',
  }));
}

/**
 * A candidate's letters → the original letters. What cannot be read as letters, and letters
 * beyond the options, are left as they are for the grading engine to refuse with its message.
 */
export function toOriginalLetters(
  row: QuestionRow,
  seed: number,
  answer: string | string[],
): string | string[] {
  if (!isPermuted(row.type_code)) return answer;
  const letters = choiceLetters(Array.isArray(answer) ? answer.join('') : answer);
  if (letters === null) return answer;
  const count = parseOptions(row.options).length;
  const order = optionOrder(seed, row.id, count);
  return letters
    .map((shown) => {
      const original = order[shown.charCodeAt(0) - 65];
      return original === undefined ? shown : letter(original);
    })
    .sort()
    .join('');
}

/** Stored original letters → the letters the candidate saw (to show a saved answer again). */
export function toShownLetters(row: QuestionRow, seed: number, stored: string): string {
  if (!isPermuted(row.type_code) || stored === '') return stored;
  const count = parseOptions(row.options).length;
  const order = optionOrder(seed, row.id, count);
  const shownOf = new Map(order.map((original, shown) => [letter(original), letter(shown)]));
  return [...stored]
    .map((original) => shownOf.get(original) ?? original)
    .sort()
    .join('');
}
