/**
 * A page's shortcut key (a practice screen's A–D, ← →) pressed on a drawn page before its app
 * started. The page listens for such keys from an effect, which runs once React has hydrated
 * that part of the page: often well after the app has started, as React hydrates a page part
 * by part. Played the moment the app starts, the key would reach no one; it waits here for the
 * page's listener instead (listenForShortcutKeys), and is dropped once the reader does
 * something newer.
 */

interface HeldKey {
  element: Element;
  init: KeyboardEventInit;
}

let waiting: HeldKey | null = null;
const replays = new WeakSet<Event>();

/** Keeps the key for the page's listener (the last key wins). */
export function holdShortcutKey(element: Element, init: KeyboardEventInit): void {
  waiting = { element, init };
}

export function dropHeldShortcutKey(): void {
  waiting = null;
}

/** Whether a key event is one this module played again, not the reader's. */
export function isReplayedShortcutKey(event: Event): boolean {
  return replays.has(event);
}

/**
 * Listens for the page's shortcut keys on the window, starting with the one held from before
 * the app started, if any; returns what stops listening.
 */
export function listenForShortcutKeys(onKey: (event: KeyboardEvent) => void): () => void {
  window.addEventListener('keydown', onKey);
  const held = waiting;
  waiting = null;
  if (held) {
    const event = new KeyboardEvent('keydown', { ...held.init, bubbles: true, cancelable: true });
    replays.add(event);
    (held.element.isConnected ? held.element : document.body).dispatchEvent(event);
  }
  return () => window.removeEventListener('keydown', onKey);
}
