import type { QueryOf } from '@shangan/shared/contracts';
import type { GetCorrectionQueue } from '@shangan/shared/contracts/homework';
import type { QueueStatus } from '@shangan/shared/contracts/short-answer';

/** Grading data as the server's endpoint contracts declare it (learning API, graders only). */
export type {
  ClaimedAnswer,
  GradedAnswer,
  QueueRow,
  QueueStatus,
} from '@shangan/shared/contracts/short-answer';

/** Homework correction (main API, course teachers). */
export type {
  AnswerPicture,
  CorrectionQueueRow,
  CorrectionQueueState,
  HomeworkAnswer,
  HomeworkItem,
  HomeworkSheet,
  HomeworkState,
  ItemCorrection,
  MarkShape,
  PictureMarks,
} from '@shangan/shared/contracts/homework';

/** The queue as the page asks for it: its tab, one question or all, and the page. */
export interface QueueFilter {
  status: QueueStatus;
  questionId?: number;
  page: number;
  pageSize: number;
}

/** The homework queue's filters and page, as sent. */
export type HomeworkQueueQuery = QueryOf<typeof GetCorrectionQueue>;
