/**
 * Model output becomes plain text before it is stored or shown: HTML tags (and script or
 * style contents), Markdown emphasis, headings, quotes and code marks, and control characters
 * go; runs of blank lines become one; the text is capped. It works on a stream: what it emits
 * for a chunk is never taken back, and the pieces joined equal the sanitized whole however the
 * text was cut into chunks (a partial line is held back only where a tag or marker might still
 * be completing).
 */
export const MAX_EXPLANATION_CHARS = 6000;

export class StreamSanitizer {
  private partial = '';
  /** Part of the current line's sanitized text already emitted. */
  private lineEmitted = '';
  private newlinesOwed = 0;
  private emittedChars = 0;
  private readonly max: number;

  constructor(max = MAX_EXPLANATION_CHARS) {
    this.max = max;
  }

  push(chunk: string): string {
    const lines = (this.partial + chunk.replace(/\r/g, '')).split('\n');
    this.partial = lines.pop() ?? '';
    let out = '';
    for (const line of lines) out += this.finishLine(cleanLine(line));
    return out + this.emitLine(stablePrefix(this.partial));
  }

  end(): string {
    const out = this.finishLine(cleanLine(this.partial));
    this.partial = '';
    return out;
  }

  private finishLine(clean: string): string {
    const out = this.emitLine(clean);
    // A line with text ends with one break; each empty line owes one more (capped below).
    this.newlinesOwed = clean === '' ? this.newlinesOwed + 1 : 1;
    this.lineEmitted = '';
    return out;
  }

  private emitLine(clean: string): string {
    // Stability guarantees `clean` starts with what was emitted of this line.
    const fresh = clean.slice(this.lineEmitted.length);
    if (fresh === '') return '';
    let out = '';
    if (this.lineEmitted === '' && this.emittedChars > 0) {
      out += '\n'.repeat(Math.min(this.newlinesOwed, 2));
    }
    out += fresh;
    this.lineEmitted = clean;
    const room = this.max - this.emittedChars;
    if (room <= 0) return '';
    const capped = out.length > room ? out.slice(0, room) : out;
    this.emittedChars += capped.length;
    return capped;
  }
}

export function sanitizeExplanation(text: string, max = MAX_EXPLANATION_CHARS): string {
  const sanitizer = new StreamSanitizer(max);
  return sanitizer.push(text) + sanitizer.end();
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b\u2028\u2029\ufeff]/g;

/** One complete line as plain text. */
function cleanLine(line: string): string {
  return line
    .replace(/\t/g, ' ')
    .replace(CONTROL, '')
    .replace(/<(script|style)\b[^>]*>.*?<\/\1\s*>/gi, '')
    .replace(/<!--.*?-->/g, '')
    .replace(/<\/?[a-zA-Z][^<>]*>/g, '')
    .replace(/\*\*|__|`|~~/g, '')
    .replace(/^\s*(#+|>+)\s*/, '')
    .replace(/^\s*[*+]\s+/, '- ')
    .trim();
}

/**
 * The part of an unfinished line whose cleaning can no longer change: everything before an
 * unclosed tag or script block, a trailing marker that may double (`*`, `_`, `~`), or a line
 * start that may still become a heading or list marker; trailing spaces wait too.
 */
function stablePrefix(partial: string): string {
  let text = partial;
  for (const block of text.matchAll(/<(script|style)\b/gi)) {
    if (!new RegExp(`</${block[1]}\\s*>`, 'i').test(text.slice(block.index))) {
      text = text.slice(0, block.index);
      break;
    }
  }
  const open = text.lastIndexOf('<');
  if (open >= 0 && text.indexOf('>', open) < 0) text = text.slice(0, open);
  const comment = text.lastIndexOf('<!--');
  if (comment >= 0 && text.indexOf('-->', comment) < 0) text = text.slice(0, comment);
  text = text.replace(/[*_~`]+$/, '');
  if (/^\s*([#>*+-]+\s*)?$/.test(text)) return '';
  // cleanLine trims: trailing spaces are dropped now and come back only if text follows.
  return cleanLine(text);
}
