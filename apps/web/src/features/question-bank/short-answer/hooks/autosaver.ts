import { ANSWER_AUTOSAVE_DELAY_MS } from '@shangan/shared';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

export interface AutosaverOptions<T> {
  save: (value: T) => Promise<unknown>;
  /** `error` is what the failed save threw (state 'error' only). */
  onState: (state: SaveState, value: T, error?: unknown) => void;
  delayMs?: number;
}

export interface Autosaver<T> {
  /** A change: saved after `delayMs` of quiet (1 s, ANSWER_AUTOSAVE_DELAY_MS). */
  schedule: (value: T) => void;
  /** Saves what is waiting now; resolves false when the save failed. */
  flush: (value?: T) => Promise<boolean>;
  /** What has not reached the server yet (a failed save stays here until the next try). */
  unsaved: () => T | null;
  /** What the last failed save threw (cleared by a successful one). */
  lastError: () => unknown;
  dispose: () => void;
}

/**
 * Debounced saving without React, so its timing is testable with fake timers. Saves run one at
 * a time in order, so an older text can never land after a newer one; a failed save keeps its
 * value as unsaved and is retried by the next change (or the page-hide save).
 */
export function createAutosaver<T>({
  save,
  onState,
  delayMs = ANSWER_AUTOSAVE_DELAY_MS,
}: AutosaverOptions<T>): Autosaver<T> {
  let dirty: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<boolean> = Promise.resolve(true);
  let lastError: unknown = null;

  const saveDirty = async (): Promise<boolean> => {
    if (!dirty) return true;
    const sent = dirty;
    onState('saving', sent.value);
    try {
      await save(sent.value);
      // A change made while this save was on its way is still waiting.
      if (dirty === sent) dirty = null;
      lastError = null;
      onState('saved', sent.value);
      return true;
    } catch (error) {
      lastError = error;
      onState('error', sent.value, error);
      return false;
    }
  };

  const flush = (value?: T) => {
    clearTimeout(timer);
    if (value !== undefined) dirty = { value };
    queue = queue.then(saveDirty);
    return queue;
  };

  return {
    schedule(value) {
      dirty = { value };
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    unsaved: () => dirty?.value ?? null,
    lastError: () => lastError,
    dispose: () => clearTimeout(timer),
  };
}
