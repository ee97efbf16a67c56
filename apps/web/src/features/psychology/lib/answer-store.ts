/**
 * A taking in progress, kept in sessionStorage until it is handed in: the answers so far, the
 * item on screen and the taking's submit token. A reload (or a login that reloads the page)
 * therefore loses nothing, and the token stays the same however many times the learner presses
 * 提交, so the server makes one record. Per tab, like the session itself; per person, so a
 * shared computer never shows one learner's answers to the next.
 */
export interface Taking {
  token: string;
  /** Option id by question id. */
  answers: Record<string, number>;
  /** Index of the item on screen. */
  current: number;
}

const PREFIX = 'psyTaking';

const keyOf = (userId: number, checkId: number) => `${PREFIX}:${userId}:${checkId}`;

/** A submit token: letters, digits, '-' and '_' only, as the server accepts it. */
export function newSubmitToken(): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  return `psy-${random}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
}

function isTaking(value: unknown): value is Taking {
  if (typeof value !== 'object' || value === null) return false;
  const taking = value as Partial<Taking>;
  return (
    typeof taking.token === 'string' &&
    /^[A-Za-z0-9_-]{8,64}$/.test(taking.token) &&
    typeof taking.current === 'number' &&
    typeof taking.answers === 'object' &&
    taking.answers !== null &&
    Object.values(taking.answers).every((id) => Number.isInteger(id))
  );
}

/** The saved taking, or a fresh one. */
export function loadTaking(userId: number, checkId: number): Taking {
  try {
    const text = sessionStorage.getItem(keyOf(userId, checkId));
    const saved: unknown = text ? JSON.parse(text) : null;
    if (isTaking(saved)) return saved;
  } catch {
    /* storage unavailable or spoilt: start afresh */
  }
  return { token: newSubmitToken(), answers: {}, current: 0 };
}

export function saveTaking(userId: number, checkId: number, taking: Taking): void {
  try {
    sessionStorage.setItem(keyOf(userId, checkId), JSON.stringify(taking));
  } catch {
    /* storage unavailable: the taking lives as long as the page */
  }
}

export function clearTaking(userId: number, checkId: number): void {
  try {
    sessionStorage.removeItem(keyOf(userId, checkId));
  } catch {
    /* nothing kept */
  }
}

/** How many items a saved taking has answered (0 when there is none). */
export function savedAnswerCount(userId: number, checkId: number): number {
  try {
    const text = sessionStorage.getItem(keyOf(userId, checkId));
    const saved: unknown = text ? JSON.parse(text) : null;
    return isTaking(saved) ? Object.keys(saved.answers).length : 0;
  } catch {
    return 0;
  }
}
