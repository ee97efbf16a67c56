import { ANSWER_AUTOSAVE_DELAY_MS } from '@shangan/shared';
import type { AnswerInput } from '../types';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

export interface SaveStatus {
  state: SaveState;
  /** When the server last stored the draft (ISO). */
  savedAt: string | null;
  /** What the last failed save threw. */
  error?: unknown;
}

export interface SaveBody {
  answers: AnswerInput[];
  rev: number;
}

export interface SaveReply {
  rev: number;
  savedAt: string;
  stale: boolean;
}

export interface DraftSaverOptions {
  /** The highest `rev` known: the server's draft's, or a kept copy's if higher. */
  startRev: number;
  /** The answers to send now (the whole card, so any later save carries every change). */
  snapshot: () => AnswerInput[];
  send: (body: SaveBody) => Promise<SaveReply>;
  /** The last save as the page goes away (a keepalive request, never answered). */
  sendOnExit: (body: SaveBody) => void;
  /** A change waits for its save: keep a copy of the answers with the `rev` given so far. */
  keep: (rev: number) => void;
  /** Every change has been stored: the kept copy can go. */
  release: () => void;
  /** The save line's state (not called once the card is held or closed). */
  onStatus: (status: SaveStatus) => void;
  /** The server stored a save (called even while closing). */
  onStored?: (savedAt: string, rev: number) => void;
  /** Another page or device had stored a newer draft; this page's answers were saved over it. */
  onOverwrote?: () => void;
  delayMs?: number;
}

export interface DraftSaver {
  /** A change: saved after a second of quiet (ANSWER_AUTOSAVE_DELAY_MS). */
  changed: () => void;
  /** Saves what is waiting now; resolves false when the save failed. */
  flush: () => Promise<boolean>;
  /** The page is going away: what is waiting is sent with a request that outlives it. */
  exit: () => void;
  /** Changes not yet acknowledged by the server. */
  dirty: () => boolean;
  /** The `rev` for a save made elsewhere (the hand-in), above every one given so far. */
  nextRev: () => number;
  /** Resolves when no save is on its way. */
  idle: () => Promise<boolean>;
  /** No saves for now (the hand-in is on its way, or the card closed). */
  hold: () => void;
  /** Saves again (the hand-in failed): what waits is saved after the usual quiet. */
  resume: () => void;
  /** The card closes inside the app: what waits is saved now, quietly, and nothing after. */
  close: () => void;
  /** Handed in: everything is on the server, nothing more is saved. */
  done: () => void;
}

/**
 * The answer card's autosave, without React so its timing is testable with fake timers. Each
 * save carries a `rev` one higher than the last; the server keeps a save only when its `rev` is
 * not lower than the stored one (stale otherwise), so of saves that arrive out of order — the
 * page's own against its keepalive save on page hide — the newest wins. Saves run one at a time;
 * a failed one leaves the change waiting for the next change, 重试, or the page-hide save.
 */
export function createDraftSaver(options: DraftSaverOptions): DraftSaver {
  const delayMs = options.delayMs ?? ANSWER_AUTOSAVE_DELAY_MS;
  let rev = options.startRev;
  // Changes are counted; `stored` is the count the server is known to hold.
  let changes = 0;
  let stored = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<boolean> = Promise.resolve(true);
  let stopped = false;
  let savedAt: string | null = null;

  let closing = false;

  const run = async (): Promise<boolean> => {
    if ((stopped && !closing) || changes === stored) return true;
    const upTo = changes;
    if (!stopped) options.onStatus({ state: 'saving', savedAt });
    try {
      rev += 1;
      let reply = await options.send({ answers: options.snapshot(), rev });
      if (reply.stale && reply.rev > rev) {
        // Not one of ours: another tab or device saved since. This page's answers are what the
        // learner is looking at, so they are saved again above it (and the learner told).
        rev = reply.rev + 1;
        options.keep(rev);
        reply = await options.send({ answers: options.snapshot(), rev });
        options.onOverwrote?.();
      }
      // Stale against one of ours (the keepalive save): that one was sent later, with more.
      stored = Math.max(stored, upTo);
      savedAt = reply.savedAt;
      if (stored === changes) options.release();
      options.onStored?.(reply.savedAt, Math.max(rev, reply.rev));
      if (!stopped) options.onStatus({ state: 'saved', savedAt });
      return true;
    } catch (error) {
      if (!stopped) options.onStatus({ state: 'error', savedAt, error });
      return false;
    }
  };

  const flush = () => {
    clearTimeout(timer);
    queue = queue.then(run);
    return queue;
  };

  return {
    changed() {
      changes += 1;
      options.keep(rev);
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    exit() {
      if (stopped || changes === stored) return;
      clearTimeout(timer);
      rev += 1;
      options.keep(rev);
      options.sendOnExit({ answers: options.snapshot(), rev });
    },
    dirty: () => changes !== stored,
    nextRev: () => {
      rev += 1;
      return rev;
    },
    idle: () => queue,
    hold() {
      stopped = true;
      clearTimeout(timer);
    },
    done() {
      stopped = true;
      clearTimeout(timer);
      stored = changes;
      options.release();
    },
    close() {
      stopped = true;
      clearTimeout(timer);
      if (changes === stored) return;
      closing = true;
      queue = queue.then(run).finally(() => {
        closing = false;
      });
    },
    resume() {
      stopped = false;
      closing = false;
      clearTimeout(timer);
      if (changes !== stored) timer = setTimeout(() => void flush(), delayMs);
    },
  };
}
