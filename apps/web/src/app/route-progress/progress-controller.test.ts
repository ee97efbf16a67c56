import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressController } from './progress-controller';
import type { ProgressController } from './progress-controller';

let controller: ProgressController;

beforeEach(() => {
  vi.useFakeTimers();
  controller = createProgressController({ throttleMs: 200, finishMs: 400 });
});

afterEach(() => {
  controller.dispose();
  vi.useRealTimers();
});

describe('route progress throttle', () => {
  it('never shows for navigations shorter than 200 ms', () => {
    const listener = vi.fn();
    controller.subscribe(listener);
    controller.setBusy(true);
    vi.advanceTimersByTime(199);
    controller.setBusy(false);
    vi.advanceTimersByTime(1_000);
    expect(controller.getPhase()).toBe('idle');
    expect(listener).not.toHaveBeenCalled();
  });

  it('runs after 200 ms, finishes when the navigation ends, then hides', () => {
    controller.setBusy(true);
    vi.advanceTimersByTime(200);
    expect(controller.getPhase()).toBe('running');
    controller.setBusy(true); // still busy: no restart
    vi.advanceTimersByTime(3_000);
    expect(controller.getPhase()).toBe('running');
    controller.setBusy(false);
    expect(controller.getPhase()).toBe('finishing');
    vi.advanceTimersByTime(400);
    expect(controller.getPhase()).toBe('idle');
  });

  it('resumes at once when a new navigation starts while the bar fades', () => {
    controller.setBusy(true);
    vi.advanceTimersByTime(250);
    controller.setBusy(false);
    vi.advanceTimersByTime(100);
    controller.setBusy(true);
    expect(controller.getPhase()).toBe('running');
    vi.advanceTimersByTime(1_000);
    expect(controller.getPhase()).toBe('running');
  });
});
