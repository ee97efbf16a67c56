/**
 * The grader types plain text; the note is stored as rich text. Each line becomes a paragraph
 * and every character is escaped, so what the grader typed is exactly what the learner reads.
 */
export function noteToHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A score the server will take: 0 ≤ score ≤ max, in steps of 0.5. */
export function validScore(score: number | null | undefined, max: number): string | null {
  if (score === null || score === undefined || !Number.isFinite(score)) return '请输入有效的分数';
  if (score < 0 || Math.round(score * 2) !== score * 2) return '请输入有效的分数';
  if (score > max) return `得分不能超过本题满分${max}分`;
  return null;
}
