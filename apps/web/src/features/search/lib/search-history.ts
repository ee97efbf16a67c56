/**
 * The words this browser searched, newest first, kept on the device only (a phone's search
 * page offers them again). Storage may be off (private mode): then there is simply no history.
 */
const KEY = 'shangan_search_history';
const MAX_WORDS = 10;

export function readSearchHistory(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((word): word is string => typeof word === 'string').slice(0, MAX_WORDS)
      : [];
  } catch {
    return [];
  }
}

function write(words: string[]): void {
  try {
    if (words.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(words));
  } catch {
    // No storage: nothing is remembered, nothing breaks.
  }
}

/** Puts a word first (once) and returns the new history. */
export function rememberSearch(word: string): string[] {
  const words = [word, ...readSearchHistory().filter((item) => item !== word)].slice(0, MAX_WORDS);
  write(words);
  return words;
}

export function clearSearchHistory(): void {
  write([]);
}
