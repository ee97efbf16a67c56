import type { HomeworkSheet, MarkShape } from '../types';
import { noteToText } from './note-html';

/** A subjective item as the teacher is correcting it. */
export interface ItemDraft {
  score: number | null;
  /** Plain text, as typed; sent as rich text. */
  comment: string;
  /** The marks of each photo, by the photo's canonical address. */
  marks: Record<string, MarkShape[]>;
}

/** A correction in progress: the subjective items by id and the overall comment. */
export interface CorrectionDraft {
  items: Record<string, ItemDraft>;
  comment: string;
}

/** What the sheet already holds: empty for a waiting submission, the correction once done. */
export function draftFromSheet(sheet: HomeworkSheet): CorrectionDraft {
  const items: Record<string, ItemDraft> = {};
  for (const item of sheet.items) {
    if (item.kind !== 'subjective') continue;
    const answer = sheet.answers.find((a) => a.itemId === item.itemId);
    items[item.itemId] = {
      score: answer?.score ?? null,
      comment: answer?.comment ? noteToText(answer.comment) : '',
      marks: Object.fromEntries((answer?.pictures ?? []).map((p) => [p.url, p.shapes])),
    };
  }
  return {
    items,
    comment: sheet.submission.comment ? noteToText(sheet.submission.comment) : '',
  };
}

/**
 * A half-done correction survives a reload in this tab: it is kept per submission and hand-in
 * (a returned homework handed in again is a new correction), and dropped once sent.
 */
const keyOf = (submissionId: number, attempt: number) =>
  `shangan:homework-correction:${submissionId}:${attempt}`;

export function loadDraft(
  submissionId: number,
  attempt: number,
  base: CorrectionDraft,
): CorrectionDraft | null {
  let stored: unknown;
  try {
    const text = sessionStorage.getItem(keyOf(submissionId, attempt));
    if (!text) return null;
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object') return null;
  const { items, comment } = stored as Partial<CorrectionDraft>;
  // Only what still fits the sheet: its items and, per item, its photos.
  const merged: CorrectionDraft = {
    items: {},
    comment: typeof comment === 'string' ? comment : base.comment,
  };
  for (const [itemId, baseItem] of Object.entries(base.items)) {
    const saved = items?.[itemId];
    merged.items[itemId] = {
      score: typeof saved?.score === 'number' ? saved.score : baseItem.score,
      comment: typeof saved?.comment === 'string' ? saved.comment : baseItem.comment,
      marks: Object.fromEntries(
        Object.entries(baseItem.marks).map(([url, shapes]) => {
          const kept = saved?.marks?.[url];
          return [url, Array.isArray(kept) ? kept : shapes];
        }),
      ),
    };
  }
  return merged;
}

export function saveDraft(submissionId: number, attempt: number, draft: CorrectionDraft): void {
  try {
    sessionStorage.setItem(keyOf(submissionId, attempt), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the correction goes on, it only would not survive a reload.
  }
}

export function clearDraft(submissionId: number, attempt: number): void {
  try {
    sessionStorage.removeItem(keyOf(submissionId, attempt));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
