/**
 * Where the training notes (worry journal, study schedule) are kept: they are private and the
 * server has no need of them, so they stay on this device. Per signed-in person in
 * localStorage, so the next learner on a shared computer sees none of them; a visitor's only in
 * this tab's sessionStorage, gone when the tab closes, since a visitor cannot be told apart from
 * the next one.
 */
const storeOf = (userId: number): Storage => (userId > 0 ? localStorage : sessionStorage);
const keyOf = (base: string, userId: number) => `${base}:${userId > 0 ? userId : 'visitor'}`;

/** The saved note, parsed; null when there is none or it is spoilt. */
export function readNotes(base: string, userId: number): unknown {
  try {
    const text = storeOf(userId).getItem(keyOf(base, userId));
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeNotes(base: string, userId: number, value: unknown): void {
  try {
    storeOf(userId).setItem(keyOf(base, userId), JSON.stringify(value));
  } catch {
    /* storage unavailable: the notes live as long as the page */
  }
}
