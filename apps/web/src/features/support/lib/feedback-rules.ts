import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FeedbackMsg,
} from '@shangan/shared';

/** Counted as the server counts: one per character, an emoji included, after trimming. */
const length = (text: string | undefined) => [...(text ?? '').trim()].length;

/** What is wrong with the feedback text in the server's words, or null. */
export function contentProblem(text: string | undefined): string | null {
  const count = length(text);
  if (count === 0) return FeedbackMsg.contentRequired;
  if (count < FEEDBACK_CONTENT_MIN) return FeedbackMsg.contentTooShort;
  if (count > FEEDBACK_CONTENT_MAX) return FeedbackMsg.contentTooLong;
  return null;
}

/** What is wrong with the optional contact, or null. */
export function contactProblem(text: string | undefined): string | null {
  return length(text) > FEEDBACK_CONTACT_MAX ? FeedbackMsg.contactTooLong : null;
}
