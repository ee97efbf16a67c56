import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForShortcutKeys } from './held-shortcut-key';
import { wakeOnInteraction } from './wake-on-interaction';

// The document outlives this file (the web tests share a page): every wait is stopped, or its
// click listener would hold the clicks of the next file's tests, and only this file's own
// element is removed (a toast's container that another file's test made stays in the body).
const stops: Array<() => void> = [];
function wake(start: () => Promise<unknown>) {
  stops.push(wakeOnInteraction(document, start));
}

let drawn: HTMLElement | null = null;
function draw(html: string) {
  drawn = document.createElement('div');
  drawn.innerHTML = html;
  document.body.append(drawn);
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  drawn?.remove();
  drawn = null;
});

function page() {
  draw(
    '<main><p id="text">正文</p><a id="link" href="#next">下一篇</a>' +
      '<button id="tab" type="button" role="tab"><span id="label">招录职位</span></button></main>',
  );
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { text: byId('text'), link: byId('link'), tab: byId('tab'), label: byId('label') };
}

describe('starting the app of a drawn page on the first interaction', () => {
  it('does not start while the page is only read, and starts once on the first touch', async () => {
    const { text } = page();
    const start = vi.fn(async () => undefined);
    wake(start);
    document.dispatchEvent(new Event('scroll'));
    expect(start).not.toHaveBeenCalled();

    text.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    text.dispatchEvent(new Event('touchstart', { bubbles: true }));
    text.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds a click on a control until the app has started, then presses it again', async () => {
    const { tab, label } = page();
    let started!: () => void;
    const start = vi.fn(() => new Promise<void>((resolve) => (started = resolve)));
    wake(start);
    const pressed = vi.fn();
    tab.addEventListener('click', pressed);
    const onLabel = vi.fn();
    label.addEventListener('click', onLabel);

    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    label.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(pressed).not.toHaveBeenCalled();
    expect(start).toHaveBeenCalledTimes(1);

    started();
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    // Pressed again where it was pressed, on its way up as before.
    expect(onLabel).toHaveBeenCalledTimes(1);
    // Once started, clicks are the app's own.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    tab.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('leaves a click on a link to the browser', () => {
    const { link } = page();
    const start = vi.fn(async () => undefined);
    wake(start);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('holds Enter in a field until the app has started, then sends it again; other keys type', async () => {
    draw('<input id="search" type="search" /><textarea id="note"></textarea>');
    const search = document.getElementById('search') as HTMLInputElement;
    const note = document.getElementById('note') as HTMLTextAreaElement;
    let started!: () => void;
    const start = vi.fn(() => new Promise<void>((resolve) => (started = resolve)));
    wake(start);
    const sent = vi.fn((event: KeyboardEvent) => event.key);
    search.addEventListener('keydown', sent);

    const letter = new KeyboardEvent('keydown', { key: '国', bubbles: true, cancelable: true });
    search.dispatchEvent(letter);
    expect(letter.defaultPrevented).toBe(false);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    search.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    // A new line in a text area is typing, not sending.
    const newLine = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    note.dispatchEvent(newLine);
    expect(newLine.defaultPrevented).toBe(false);
    expect(sent.mock.results.map((result) => result.value)).toEqual(['国']);

    started();
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
    expect(sent.mock.results[1]?.value).toBe('Enter');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("holds a shortcut key pressed outside a field (a practice screen's B) for the page's listener, not Tab or Space", async () => {
    const { text } = page();
    let started!: () => void;
    const start = vi.fn(() => new Promise<void>((resolve) => (started = resolve)));
    wake(start);
    const pressed = vi.fn((event: KeyboardEvent) => event.key);
    window.addEventListener('keydown', pressed);
    let stopListening = () => {};
    try {
      for (const key of ['Tab', ' ']) {
        const own = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
        text.dispatchEvent(own);
        expect(own.defaultPrevented, key).toBe(false);
      }
      const shortcut = new KeyboardEvent('keydown', { key: 'b', bubbles: true, cancelable: true });
      text.dispatchEvent(shortcut);
      expect(shortcut.defaultPrevented).toBe(true);
      expect(pressed.mock.results.map((result) => result.value)).toEqual(['Tab', ' ']);

      // The app has started, but the page part that listens is still being hydrated.
      started();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(pressed).toHaveBeenCalledTimes(2);
      window.removeEventListener('keydown', pressed);
      // Its listener comes, and hears the key first.
      stopListening = listenForShortcutKeys(pressed);
      expect(pressed.mock.results.map((result) => result.value)).toEqual(['Tab', ' ', 'b']);
      // Heard once: a listener added later does not hear it again.
      const later = vi.fn();
      listenForShortcutKeys(later)();
      expect(later).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('keydown', pressed);
      stopListening();
    }
  });

  it('drops a held shortcut key once the reader does something newer', async () => {
    const { text } = page();
    let started!: () => void;
    wake(() => new Promise<void>((resolve) => (started = resolve)));
    text.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', bubbles: true, cancelable: true }));
    started();
    await new Promise((resolve) => setTimeout(resolve, 0));
    text.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const pressed = vi.fn();
    listenForShortcutKeys(pressed)();
    expect(pressed).not.toHaveBeenCalled();
  });
});
