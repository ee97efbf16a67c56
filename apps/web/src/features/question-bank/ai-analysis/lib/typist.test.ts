import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTypist, type TypistState } from './typist';

describe('typist', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const states: TypistState[] = [];
    const typist = createTypist({ msPerChar: 10, onChange: (state) => states.push(state) });
    const last = () => states.at(-1)!;
    return { typist, states, last };
  }

  it('reveals one character per 10 ms', () => {
    const { typist, last } = setup();
    typist.push('考点解析');
    expect(last()).toEqual({ shown: '', typing: true });
    vi.advanceTimersByTime(10);
    expect(last().shown).toBe('考');
    vi.advanceTimersByTime(20);
    expect(last().shown).toBe('考点解');
    vi.advanceTimersByTime(100);
    expect(last().shown).toBe('考点解析');
  });

  it('never runs ahead of the stream and never skips a character', () => {
    const { typist, states, last } = setup();
    typist.push('ab');
    vi.advanceTimersByTime(50);
    expect(last()).toEqual({ shown: 'ab', typing: true });
    // A long wait for the next piece is not banked: it still types at 10 ms per character.
    vi.advanceTimersByTime(1_000);
    typist.push('cde');
    vi.advanceTimersByTime(10);
    expect(last().shown).toBe('abc');
    typist.finish();
    expect(last().typing).toBe(true);
    vi.advanceTimersByTime(20);
    expect(last()).toEqual({ shown: 'abcde', typing: false });
    // Every state is a prefix of the next: in order, nothing skipped.
    const shown = states.map((state) => state.shown);
    shown.forEach((text, i) => expect((shown[i + 1] ?? 'abcde').startsWith(text)).toBe(true));
  });

  it('catches up when the timer fires late, still in order', () => {
    let clock = 0;
    const states: TypistState[] = [];
    const typist = createTypist({
      msPerChar: 10,
      onChange: (state) => states.push(state),
      now: () => clock,
    });
    typist.push('一二三四五六');
    clock = 45; // the tab was busy: the first tick comes 45 ms late
    vi.advanceTimersByTime(10);
    expect(states.at(-1)!.shown).toBe('一二三四');
  });

  it('does not drift when every tick fires a little late', () => {
    let clock = 0;
    const states: TypistState[] = [];
    const typist = createTypist({
      msPerChar: 10,
      onChange: (state) => states.push(state),
      now: () => clock,
    });
    typist.push('x'.repeat(100));
    // Each timer fires 3 ms late: 13 ms per tick, yet 10 ms per character overall.
    for (let tick = 0; tick < 50; tick++) {
      clock += 13;
      vi.advanceTimersByTime(10);
    }
    expect(states.at(-1)!.shown.length).toBe(Math.floor((50 * 13) / 10));
  });

  it('keeps surrogate pairs whole', () => {
    const { typist, states } = setup();
    typist.push('𠮷好');
    vi.advanceTimersByTime(10);
    expect(states.at(-1)!.shown).toBe('𠮷');
  });

  it('shows everything at once for a known explanation, and stops cleanly', () => {
    const { typist, last } = setup();
    typist.push('abc');
    typist.showAll('全文');
    expect(last()).toEqual({ shown: '全文', typing: false });
    vi.advanceTimersByTime(100);
    expect(last()).toEqual({ shown: '全文', typing: false });
    expect(vi.getTimerCount()).toBe(0);
  });
});
