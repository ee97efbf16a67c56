import { escapeHtml } from '@shangan/shared';

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
