/**
 * Starts an app on a server-drawn page when the reader first reaches for it, and not before:
 * on a cheap phone, evaluating React and the router blocks the page for most of a second,
 * which reading does not need. Links work without the app, so a tap on one is left to the
 * browser; a tap on anything else (a button, a field) is held, and pressed again once the app
 * has started, so it is not lost; so is Enter in a field. A shortcut key outside a field waits
 * for the page's listener instead (held-shortcut-key.ts).
 */
import { dropHeldShortcutKey, holdShortcutKey, isReplayedShortcutKey } from './held-shortcut-key';

/** Signs that the reader is about to use the page: a touch, a key, a focus, a pointer over it. */
const WAKE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'pointerover'] as const;

/** What a click is held for: controls whose behaviour the app gives them. */
const CONTROL = 'button, [role="button"], [role="tab"], input, select, textarea, label, summary';

/** Where typing goes into the page itself (a field), rather than to the page's shortcuts. */
function isEditable(element: Element): boolean {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLElement && element.isContentEditable)
  );
}

/**
 * The keys that are held: Enter in a field (a search box) sends what was typed, which the
 * app's handler does (the letters typed before it stay in the field and are taken over with
 * it); outside a field, a letter, a digit or a left or right arrow is a shortcut of the app's
 * (a practice screen's A–D and ← →), which the browser does nothing with. Other keys (Tab,
 * Space, Page Down, the up and down arrows) keep their own meaning.
 */
function isHeldKey(event: KeyboardEvent, element: Element): boolean {
  if (event.isComposing) return false;
  if (isEditable(element)) return event.key === 'Enter' && element instanceof HTMLInputElement;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return (
    /^[\p{L}\p{N}]$/u.test(event.key) || event.key === 'ArrowLeft' || event.key === 'ArrowRight'
  );
}

/** Returns what stops waiting (the listeners go; a start under way goes on). */
export function wakeOnInteraction(target: Document, start: () => Promise<unknown>): () => void {
  /** What the reader asked for before the app could answer, to be asked again once it can. */
  let held: { element: Element; again: () => Event } | null = null;
  let started = false;

  const onClick = (event: Event) => {
    const element = event.target instanceof Element ? event.target : null;
    if (!element || element.closest('a[href]') || !element.closest(CONTROL)) return;
    event.preventDefault();
    event.stopPropagation();
    // The element itself, not the control around it: its handler may sit on any element on
    // the way up (antd-mobile's back arrow listens on a child of its role="button").
    held = { element, again: () => new MouseEvent('click', { bubbles: true, cancelable: true }) };
    dropHeldShortcutKey();
    wake();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const element = event.target instanceof Element ? event.target : null;
    if (!element || isReplayedShortcutKey(event) || !isHeldKey(event, element)) return;
    event.preventDefault();
    event.stopPropagation();
    const { key, code, keyCode, shiftKey } = event;
    const init = { key, code, keyCode, shiftKey, bubbles: true, cancelable: true };
    if (isEditable(element)) {
      held = { element, again: () => new KeyboardEvent('keydown', init) };
      dropHeldShortcutKey();
    } else {
      held = null;
      holdShortcutKey(element, init);
    }
    wake();
  };

  const stopHolding = () => {
    target.removeEventListener('click', onClick, true);
    target.removeEventListener('keydown', onKeyDown, true);
  };

  function wake() {
    if (started) return;
    started = true;
    for (const name of WAKE_EVENTS) target.removeEventListener(name, wake, true);
    void start()
      .then(() => {
        stopHolding();
        // A held shortcut key is for what the reader wanted then, not after their next move.
        for (const name of ['pointerdown', 'keydown'] as const) {
          target.addEventListener(name, dropNewerThanHeldKey, { capture: true, once: true });
        }
        const asked = held;
        held = null;
        // React replays an event on a part it is still hydrating once that part is ready.
        if (asked?.element.isConnected) asked.element.dispatchEvent(asked.again());
      })
      .catch((error: unknown) => {
        stopHolding();
        console.error('The app did not start', error);
      });
  }

  function dropNewerThanHeldKey(event: Event) {
    if (!isReplayedShortcutKey(event)) dropHeldShortcutKey();
  }

  for (const name of WAKE_EVENTS) {
    target.addEventListener(name, wake, { capture: true, passive: true });
  }
  target.addEventListener('click', onClick, true);
  target.addEventListener('keydown', onKeyDown, true);
  return () => {
    for (const name of WAKE_EVENTS) target.removeEventListener(name, wake, true);
    stopHolding();
  };
}
