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

/** The other way, to change a note: one line per paragraph, as the grader typed it. */
export function noteToText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const paragraphs = [...body.querySelectorAll('p')];
  if (paragraphs.length === 0) return (body.textContent ?? '').trim();
  return paragraphs.map((paragraph) => (paragraph.textContent ?? '').trim()).join('\n');
}
