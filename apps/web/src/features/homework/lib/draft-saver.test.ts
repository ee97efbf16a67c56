import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftSaver, type SaveBody, type SaveReply, type SaveStatus } from './draft-saver';

function setup(startRev = 3) {
  const sent: SaveBody[] = [];
  const exits: SaveBody[] = [];
  const statuses: SaveStatus['state'][] = [];
  const kept: number[] = [];
  let released = 0;
  const replies: Array<(reply: SaveReply | Error) => void> = [];
  let text = 'a';
  const saver = createDraftSaver({
    startRev,
    snapshot: () => [{ itemId: 1, text }],
    send: (body) => {
      sent.push(body);
      return new Promise<SaveReply>((resolve, reject) =>
        replies.push((reply) => (reply instanceof Error ? reject(reply) : resolve(reply))),
      );
    },
    sendOnExit: (body) => exits.push(body),
    keep: (rev) => kept.push(rev),
    release: () => (released += 1),
    onStatus: (status) => statuses.push(status.state),
  });
  return {
    saver,
    sent,
    exits,
    statuses,
    kept,
    released: () => released,
    type: (value: string) => {
      text = value;
      saver.changed();
    },
    answer: async (reply: SaveReply | Error) => {
      replies.shift()?.(reply);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

const ok = (rev: number): SaveReply => ({ rev, savedAt: '2026-03-01T06:05:09.000Z', stale: false });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the homework autosave', () => {
  it('saves a second after the last change, with a rev one above the last', async () => {
    const t = setup(3);
    t.type('ab');
    await vi.advanceTimersByTimeAsync(500);
    t.type('abc');
    await vi.advanceTimersByTimeAsync(999);
    expect(t.sent).toEqual([]);
    // Every change is kept in the browser at once, with the rev given so far.
    expect(t.kept).toEqual([3, 3]);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.sent).toEqual([{ answers: [{ itemId: 1, text: 'abc' }], rev: 4 }]);
    await t.answer(ok(4));
    expect(t.statuses).toEqual(['saving', 'saved']);
    expect(t.released()).toBe(1);
    expect(t.saver.dirty()).toBe(false);
  });

  it('keeps a failed change waiting and sends it again with a higher rev', async () => {
    const t = setup(0);
    t.type('x');
    await vi.advanceTimersByTimeAsync(1000);
    await t.answer(new Error('network'));
    expect(t.statuses).toEqual(['saving', 'error']);
    expect(t.saver.dirty()).toBe(true);
    expect(t.released()).toBe(0);
    const retried = t.saver.flush();
    await vi.advanceTimersByTimeAsync(0);
    await t.answer(ok(2));
    expect(await retried).toBe(true);
    expect(t.sent.map((body) => body.rev)).toEqual([1, 2]);
    expect(t.released()).toBe(1);
  });

  it('does not forget a change typed while a save is on its way', async () => {
    const t = setup(0);
    t.type('one');
    await vi.advanceTimersByTimeAsync(1000);
    t.type('two');
    await t.answer(ok(1));
    // The kept copy stays: 'two' is not on the server yet.
    expect(t.released()).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.sent.at(-1)).toEqual({ answers: [{ itemId: 1, text: 'two' }], rev: 2 });
  });

  it('sends what waits with a higher rev when the page goes away', async () => {
    const t = setup(5);
    t.type('last words');
    t.saver.exit();
    expect(t.exits).toEqual([{ answers: [{ itemId: 1, text: 'last words' }], rev: 6 }]);
    expect(t.kept.at(-1)).toBe(6);
    // Nothing waiting: nothing sent.
    const quiet = setup(5);
    quiet.saver.exit();
    expect(quiet.exits).toEqual([]);
  });

  it('takes a stale answer caused by its own later save as saved', async () => {
    const t = setup(2);
    t.type('x');
    await vi.advanceTimersByTimeAsync(1000);
    // While rev 3 is on its way the page is hidden: rev 4 goes out and lands first.
    t.saver.exit();
    await t.answer({ rev: 4, savedAt: 'x', stale: true });
    expect(t.sent).toHaveLength(1);
    expect(t.statuses.at(-1)).toBe('saved');
  });

  it('saves again above a newer draft stored elsewhere', async () => {
    const t = setup(2);
    t.type('mine');
    await vi.advanceTimersByTimeAsync(1000);
    await t.answer({ rev: 9, savedAt: 'x', stale: true });
    expect(t.sent.at(-1)?.rev).toBe(10);
    await t.answer(ok(10));
    expect(t.statuses.at(-1)).toBe('saved');
  });

  it('saves nothing more once held or handed in', async () => {
    const t = setup(0);
    t.type('x');
    t.saver.hold();
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.sent).toEqual([]);
    expect(t.saver.nextRev()).toBe(1);
    t.saver.done();
    t.saver.close();
    t.saver.exit();
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.sent).toEqual([]);
    expect(t.exits).toEqual([]);
    expect(t.released()).toBe(1);
  });

  it('saves what waits, quietly, when the card closes', async () => {
    const t = setup(0);
    t.type('x');
    t.saver.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.sent).toHaveLength(1);
    await t.answer(ok(1));
    expect(t.statuses).toEqual([]);
    expect(t.released()).toBe(1);
  });
});
