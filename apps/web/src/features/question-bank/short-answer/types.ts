import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type {
  GetShortAnswerQuestion,
  SaveShortAnswer,
} from '@shangan/shared/contracts/short-answer';

/** Short-answer (申论) data as the server's endpoint contracts declare it. */
export type {
  AnswerStatus as ShortAnswerStatus,
  ShortAnswerListItem,
  ShortAnswerListQuestion,
  UploadCredentials,
} from '@shangan/shared/contracts/short-answer';

/** The answer screen: the question, its materials and my answer. */
export type ShortAnswerView = DataOf<typeof GetShortAnswerQuestion>;

/** What a save sends: the text and the pictures (this form always sends them, even none). */
export type ShortAnswerPayload = BodyOf<typeof SaveShortAnswer> & { url: string[] };
