/** A review's text as the server counts it: trimmed, then 5–300 characters. */
export const REVIEW_MIN_LENGTH = 5;
export const REVIEW_MAX_LENGTH = 300;

/** What is wrong with a review's text, in the server's words, or null. */
export function reviewContentError(content: string): string | null {
  const length = content.trim().length;
  if (length === 0) return '请填写评价内容';
  if (length < REVIEW_MIN_LENGTH || length > REVIEW_MAX_LENGTH) return '评价内容应为5-300个字';
  return null;
}

/**
 * What is wrong with a review before it is sent (1–5 stars, the text's rule), or null. The
 * server checks again.
 */
export function reviewInputError(rating: number, content: string): string | null {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return '请选择评分';
  return reviewContentError(content);
}
