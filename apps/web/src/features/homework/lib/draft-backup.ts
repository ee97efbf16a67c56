import type { AnswerMap } from './answers';

/**
 * The answers this page has not heard the server acknowledge, kept in the browser until it does:
 * a tab killed between typing and saving (a phone closing the browser, a crash) loses nothing,
 * and the next visit of the answer card puts them back and saves them.
 */
export interface DraftBackup {
  v: 1;
  /** The hand-in round the answers belong to (a returned homework starts a new one). */
  attempt: number;
  /** The highest `rev` this page had given a save when it wrote the copy. */
  rev: number;
  answers: AnswerMap;
  /** When it was written (ms). */
  at: number;
}

function keyOf(viewer: number, homeworkId: number): string {
  return `homework-draft:${viewer}:${homeworkId}`;
}

export function readBackup(viewer: number, homeworkId: number): DraftBackup | null {
  try {
    const text = localStorage.getItem(keyOf(viewer, homeworkId));
    if (!text) return null;
    const value = JSON.parse(text) as Partial<DraftBackup>;
    if (value.v !== 1 || typeof value.rev !== 'number' || typeof value.answers !== 'object') {
      return null;
    }
    return value as DraftBackup;
  } catch {
    return null;
  }
}

export function writeBackup(
  viewer: number,
  homeworkId: number,
  backup: Omit<DraftBackup, 'v'>,
): void {
  // A local photo's object address dies with the page; the canonical one is what matters.
  const answers: AnswerMap = {};
  for (const [id, value] of Object.entries(backup.answers)) {
    answers[Number(id)] = {
      ...value,
      pictures: value.pictures.map((picture) => ({
        url: picture.url,
        src: picture.src.startsWith('blob:') ? '' : picture.src,
      })),
    };
  }
  try {
    localStorage.setItem(keyOf(viewer, homeworkId), JSON.stringify({ ...backup, answers, v: 1 }));
  } catch {
    // Storage full or refused (private mode): the server's draft is still saved every second.
  }
}

export function clearBackup(viewer: number, homeworkId: number): void {
  try {
    localStorage.removeItem(keyOf(viewer, homeworkId));
  } catch {
    // nothing kept
  }
}

/**
 * The backup worth putting back over the server's draft: of the same round, and not older than
 * the server's copy (a higher stored `rev` was written elsewhere, after it).
 */
export function usableBackup(
  backup: DraftBackup | null,
  submission: { attempt: number; rev: number },
): DraftBackup | null {
  if (!backup) return null;
  if (backup.attempt !== submission.attempt || backup.rev < submission.rev) return null;
  return backup;
}
