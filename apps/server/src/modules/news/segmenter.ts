import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

/**
 * Chinese word segmentation for the search index and for queries: jieba words, so
 * two-character words such as 公告 are found, which trigram search misses.
 * Both sides go through `normalizeWords`, so the index and the query always agree on what a
 * word is, whichever engine stores it.
 */
let jieba: Jieba | null = null;

function segmenter(): Jieba {
  // Loading the dictionary takes a moment and some memory: only when the first text needs it.
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

/**
 * Lower-cased words made only of letters and digits. Punctuation, quotes, `*`, `:` and the
 * like never reach the engines, which is what makes user input safe inside FTS5 and tsquery
 * syntax (see search-index.repository.ts).
 */
function normalizeWords(words: string[]): string[] {
  // One pass over the joined text is much cheaper than a regex per word (bulk indexing).
  const text = words
    .join(' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return text ? text.split(' ') : [];
}

/** Words to index: the search mode also emits the shorter words inside long ones (公务员 → 公务). */
export function indexWords(text: string): string[] {
  if (!text) return [];
  return normalizeWords(segmenter().cutForSearch(text, true));
}

/** Space-joined index words, the form both engines store. */
export function indexDocument(text: string): string {
  return indexWords(text).join(' ');
}

/** How many distinct search inputs keep their segmentation; the oldest is dropped past it. */
const QUERY_MEMO_SIZE = 2_000;
const queryMemo = new Map<string, readonly (readonly string[])[]>();

/**
 * A search box input becomes groups of words: one group per space-separated keyword, each
 * group's words in precise mode. Every word of every group must match (AND).
 *
 * Every search request segments its input, also when its results come from the cache, and
 * people type the same few words (the hot list invites it): the answer for an input never
 * changes, so recent ones are kept (frozen, as they are shared).
 */
export function queryGroups(keyword: string): readonly (readonly string[])[] {
  const kept = queryMemo.get(keyword);
  if (kept) return kept;
  const groups = Object.freeze(
    keyword
      .split(/[\s\u3000]+/u)
      .filter(Boolean)
      .map((part) => Object.freeze(normalizeWords(segmenter().cut(part, true))))
      .filter((group) => group.length > 0),
  );
  if (queryMemo.size >= QUERY_MEMO_SIZE) {
    const oldest = queryMemo.keys().next();
    if (!oldest.done) queryMemo.delete(oldest.value);
  }
  queryMemo.set(keyword, groups);
  return groups;
}
