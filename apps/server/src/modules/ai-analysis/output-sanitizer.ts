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

  /** The cap is reached: nothing more will be emitted, so the writer may stop. */
  get full(): boolean {
    return this.emittedChars >= this.max;
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

/**
 * Tags are removed only when they name an HTML element a model might write: maths such as
 * 'A<B且C>D' or 'x<y' is text. Script and style take their content with them.
 */
const TAG_NAMES =
  'a|abbr|article|aside|audio|b|big|blockquote|body|br|button|canvas|caption|center|code|col|' +
  'colgroup|dd|del|details|div|dl|dt|em|embed|font|footer|form|h[1-6]|head|header|hr|html|i|' +
  'iframe|img|input|ins|kbd|label|li|link|main|mark|meta|nav|object|ol|option|p|pre|q|s|' +
  'section|select|small|source|span|strike|strong|style|sub|summary|sup|svg|table|tbody|td|' +
  'textarea|tfoot|th|thead|title|tr|tt|u|ul|var|video|script';
const TAG = new RegExp(`</?(?:${TAG_NAMES})(?:\\s+[^<>]*)?\\s*/?>`, 'gi');
const BLOCK = /<(script|style|iframe)\b[^>]*>.*?<\/\1\s*>/gi;
/** **x**, __x__, ~~x~~ around text; a run such as '____' (a blank to fill in) is not emphasis. */
const EMPHASIS = /(?<![*_~])(\*\*|__|~~)(?=[^\s*_~])(.+?)(?<=[^\s*_~])\1/g;
const OPENER = /(?<![*_~])(\*\*|__|~~)(?=[^\s*_~])/g;

/** Tags, comments and control characters out; Markdown is left for `cleanLine`. */
function stripMarkup(line: string): string {
  return line
    .replace(/\t/g, ' ')
    .replace(CONTROL, '')
    .replace(BLOCK, '')
    .replace(/<!--.*?-->/g, '')
    .replace(TAG, '');
}

/** What stripMarkup left, as plain text. */
function stripMarkdown(text: string): string {
  return text
    .replace(EMPHASIS, '$2')
    .replace(/`/g, '')
    .replace(/^\s*(#+|>+)\s*/, '')
    .replace(/^\s*[*+]\s+/, '- ')
    .trim();
}

/** One complete line as plain text. */
function cleanLine(line: string): string {
  return stripMarkdown(stripMarkup(line));
}

/**
 * The part of an unfinished line whose cleaning can no longer change: everything before an
 * unclosed tag or script block, an emphasis opener not yet closed, a trailing marker that may
 * double (`*`, `_`, `~`), or a line start that may still become a heading or list marker;
 * trailing spaces wait too.
 */
function stablePrefix(partial: string): string {
  let text = partial;
  for (const block of text.matchAll(/<(script|style|iframe)\b/gi)) {
    if (!new RegExp(`</${block[1]}\\s*>`, 'i').test(text.slice(block.index))) {
      text = text.slice(0, block.index);
      break;
    }
  }
  const open = text.lastIndexOf('<');
  if (open >= 0 && text.indexOf('>', open) < 0) text = text.slice(0, open);
  const comment = text.lastIndexOf('<!--');
  if (comment >= 0 && text.indexOf('-->', comment) < 0) text = text.slice(0, comment);
  text = stripMarkup(text).replace(/[*_~`]+$/, '');
  // Pairs already closed are settled; the first opener left may still be closed later.
  const settled = text.replace(EMPHASIS, (pair) => '\0'.repeat(pair.length));
  const opener = settled.search(OPENER);
  if (opener >= 0) text = text.slice(0, opener);
  if (/^\s*([#>*+-]+\s*)?$/.test(text)) return '';
  // cleanLine trims: trailing spaces are dropped now and come back only if text follows.
  return stripMarkdown(text);
}
