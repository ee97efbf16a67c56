/**
 * What people write in the room (messages, the announcement) and the names it shows, as plain
 * text that reads as it is: nothing invisible that could make it read differently from what it
 * holds, and nothing that would break the JSON of the others who receive it.
 */

// Line breaks and tabs become spaces (a chat line is one line).
const LINE_BREAKS = /[\t\n\r\v\f\u2028\u2029]/g;
// Control and format characters go: the direction overrides, embeddings, isolates and marks
// (U+202A–E, U+2066–9, U+200E/F, U+061C), zero-width spaces and word joiners, soft hyphens,
// annotation marks; and the Hangul fillers, letters that draw nothing (a name or a message made
// of them would look empty). The zero-width joiner and non-joiner stay (emoji sequences and some
// scripts need them), and so do the tag characters of a subdivision flag (🏴 + tags + cancel tag),
// which are also the only place tag characters may appear: elsewhere they hide text.
const FLAG = '\\u{1F3F4}[\\u{E0020}-\\u{E007E}]+\\u{E007F}';
const HIDDEN = '[\\p{Cc}\\p{Cf}\\u115F\\u1160\\u3164\\uFFA0]';
const INVISIBLES = new RegExp(`(${FLAG})|(?![\\u200C\\u200D])${HIDDEN}`, 'gu');
const INVISIBLES_BUT_NEWLINE = new RegExp(`(${FLAG})|(?![\\n\\u200C\\u200D])${HIDDEN}`, 'gu');
// Half of a surrogate pair alone is no character; stored as is it would break the JSON of others.
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATES, '\uFFFD');
}

function dropInvisibles(text: string, pattern: RegExp): string {
  return text.replace(pattern, (_match, flag: string | undefined) => flag ?? '');
}

/** A chat message (or a name shown beside one) as it is kept: one line of plain text, trimmed. */
export function cleanMessage(raw: string): string {
  return dropInvisibles(wellFormed(raw).replace(LINE_BREAKS, ' '), INVISIBLES).trim();
}

/** An announcement as it is kept: plain text whose own line breaks stay. */
export function cleanAnnouncement(raw: string): string {
  const text = wellFormed(raw)
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\v\f]/g, ' ')
    .replace(/[\u2028\u2029]/g, '\n');
  return dropInvisibles(text, INVISIBLES_BUT_NEWLINE).trim();
}

/** Characters as people count them (an emoji is one), not UTF-16 units. */
export function lengthOf(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}
