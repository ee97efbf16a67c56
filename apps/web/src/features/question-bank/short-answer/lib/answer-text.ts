import { READONLY_ANSWER_MAX_CHARS } from '@shangan/shared';

/**
 * Characters as a learner counts them: one per code point, so an emoji or a rare CJK
 * character outside the BMP counts once, not twice as String.length would.
 */
export function countChars(text: string): number {
  let count = 0;
  for (const char of text) if (char !== '\r') count += 1;
  return count;
}

export interface WordCount {
  count: number;
  limit: number | null;
  /** Over the suggested length: the counter turns red with the warning. */
  over: boolean;
  label: string;
  warning: string | null;
}

/** The live counter under the answer box: 'n/N字', red with a warning once n > N. */
export function wordCount(text: string, wordsNum: number | null | undefined): WordCount {
  const count = countChars(text);
  const limit = wordsNum && wordsNum > 0 ? wordsNum : null;
  const over = limit !== null && count > limit;
  return {
    count,
    limit,
    over,
    label: limit === null ? `${count}字` : `${count}/${limit}字`,
    warning: over ? `您的字数已达到${limit}字` : null,
  };
}

/** The read-only answer: at most 400 characters, then an ellipsis. */
export function answerSummary(text: string, max = READONLY_ANSWER_MAX_CHARS): string {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}
