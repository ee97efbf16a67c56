import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosaver, type SaveState } from './autosaver';

describe('autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(save = vi.fn((_: string) => Promise.resolve())) {
    const states: SaveState[] = [];
    const saver = createAutosaver<string>({ save, onState: (state) => states.push(state) });
    return { saver, save, states };
  }

  it('saves once, 1 s after the last change', async () => {
    const { saver, save, states } = setup();
    saver.schedule('申');
    await vi.advanceTimersByTimeAsync(600);
    saver.schedule('申论');
    await vi.advanceTimersByTimeAsync(999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('申论');
    expect(states).toEqual(['saving', 'saved']);
    expect(saver.unsaved()).toBeNull();
  });

  it('keeps a failed save as unsaved and retries it with the next change', async () => {
    const save = vi
      .fn((_: string) => Promise.resolve())
      .mockRejectedValueOnce(new Error('offline'));
    const { saver, states } = setup(save);
    saver.schedule('一');
    await vi.advanceTimersByTimeAsync(1000);
    expect(states.at(-1)).toBe('error');
    expect(saver.unsaved()).toBe('一');
    saver.schedule('一二');
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenLastCalledWith('一二');
    expect(states.at(-1)).toBe('saved');
    expect(saver.unsaved()).toBeNull();
  });

  it('flush saves at once and never lets an older text land after a newer one', async () => {
    let release!: () => void;
    const save = vi
      .fn((_: string) => Promise.resolve())
      .mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)));
    const { saver } = setup(save);
    const first = saver.flush('旧');
    await vi.advanceTimersByTimeAsync(0);
    const second = saver.flush('新');
    await vi.advanceTimersByTimeAsync(0);
    // The newer save waits for the older one to be acknowledged.
    expect(save).toHaveBeenCalledTimes(1);
    release();
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    expect(save.mock.calls.map((call) => call[0])).toEqual(['旧', '新']);
  });

  it('a change made during a save stays waiting after it', async () => {
    let release!: () => void;
    const save = vi
      .fn((_: string) => Promise.resolve())
      .mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)));
    const { saver } = setup(save);
    const first = saver.flush('甲');
    await vi.advanceTimersByTimeAsync(0);
    saver.schedule('甲乙');
    release();
    await first;
    expect(saver.unsaved()).toBe('甲乙');
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenLastCalledWith('甲乙');
  });
});
