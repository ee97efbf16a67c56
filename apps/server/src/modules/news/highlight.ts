import { escapeHtml } from '@shangan/shared';

/**
 * Search-result highlighting: the text is HTML-escaped and each searched word wrapped in <em>,
 * so the result can be rendered as HTML without letting article text become markup.
 */
function matcher(words: string[]): RegExp | null {
  const unique = [...new Set(words.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (unique.length === 0) return null;
  const pattern = unique.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return new RegExp(pattern, 'giu');
}

export function highlight(text: string, words: string[]): string {
  const re = matcher(words);
  if (!re) return escapeHtml(text);
  let out = '';
  let last = 0;
  for (const match of text.matchAll(re)) {
    out += escapeHtml(text.slice(last, match.index));
    out += `<em>${escapeHtml(match[0])}</em>`;
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/** About `length` characters of the text around the first match, with ellipses where cut. */
export function snippet(text: string, words: string[], length = 110): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const re = matcher(words);
  const first = re ? flat.search(re) : -1;
  const start = first > 30 ? first - 30 : 0;
  const piece = flat.slice(start, start + length);
  return `${start > 0 ? '…' : ''}${piece}${start + length < flat.length ? '…' : ''}`;
}
