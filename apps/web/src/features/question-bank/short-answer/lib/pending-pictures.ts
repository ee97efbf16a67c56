/** A picture chosen for an answer and not uploaded yet. */
export interface PendingPicture {
  key: string;
  file: File;
  contentType: string;
  /** Its local preview (an object URL), made once when it was chosen. */
  src: string;
}

// Per question, for as long as the page lives: the answer form is a new one on each page, and
// switching between 单栏 and 分栏作答 must not drop what the learner chose. Nothing is sent
// before 上传; a File cannot outlive a reload, which is why leaving the page warns first.
const pending = new Map<number, PendingPicture[]>();

export function pendingPictures(questionId: number): PendingPicture[] {
  return pending.get(questionId) ?? [];
}

export function keepPendingPictures(questionId: number, pictures: PendingPicture[]): void {
  if (pictures.length > 0) pending.set(questionId, pictures);
  else pending.delete(questionId);
}

/** Forgets the question's pictures and frees their previews (the learner chose to leave). */
export function discardPendingPictures(questionId: number): void {
  for (const picture of pendingPictures(questionId)) URL.revokeObjectURL(picture.src);
  pending.delete(questionId);
}
