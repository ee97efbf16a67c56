/**
 * State of the route-change progress bar, kept outside React so the throttle can be tested
 * with fake timers alone. Quick navigations (under the throttle) never show the bar, which
 * would otherwise flash on every cached page switch (PROGRESS_BAR_THROTTLE_MS, 200 ms).
 */
export type ProgressPhase = 'idle' | 'running' | 'finishing';

export interface ProgressControllerOptions {
  throttleMs: number;
  /** How long the completed bar stays to fade out. */
  finishMs: number;
}

export interface ProgressController {
  setBusy(busy: boolean): void;
  getPhase(): ProgressPhase;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

export function createProgressController({
  throttleMs,
  finishMs,
}: ProgressControllerOptions): ProgressController {
  let phase: ProgressPhase = 'idle';
  let startTimer: ReturnType<typeof setTimeout> | undefined;
  let finishTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const setPhase = (next: ProgressPhase) => {
    if (next === phase) return;
    phase = next;
    for (const listener of listeners) listener();
  };
  const clearTimers = () => {
    clearTimeout(startTimer);
    clearTimeout(finishTimer);
    startTimer = undefined;
    finishTimer = undefined;
  };

  return {
    setBusy(busy) {
      if (busy) {
        if (phase === 'running' || startTimer) return;
        if (phase === 'finishing') {
          // A new navigation while the old bar fades: keep showing progress without a gap.
          clearTimers();
          setPhase('running');
          return;
        }
        startTimer = setTimeout(() => {
          startTimer = undefined;
          setPhase('running');
        }, throttleMs);
        return;
      }
      if (startTimer) {
        clearTimeout(startTimer);
        startTimer = undefined;
      }
      if (phase !== 'running') return;
      setPhase('finishing');
      finishTimer = setTimeout(() => {
        finishTimer = undefined;
        setPhase('idle');
      }, finishMs);
    },
    getPhase: () => phase,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      clearTimers();
      listeners.clear();
    },
  };
}
