/**
 * A person's words as plain text (a visitor's message, a refund's reason): what they typed, minus what only hides or disguises text
 * (control characters, zero-width and direction-override marks), with tidy line breaks. It is
 * never markup: whoever shows it renders it as text, so "分数<60" stays as written.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

export function toPlainText(input: string): string {
  return input
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(INVISIBLE, '')
    .normalize('NFC')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Length as a person counts it: one per character, an emoji included. */
export function charCount(text: string): number {
  return [...text].length;
}
