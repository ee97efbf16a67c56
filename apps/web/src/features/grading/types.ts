import type { QueueStatus } from '@shangan/shared/contracts/short-answer';

/** Grading data as the server's endpoint contracts declare it (learning API, graders only). */
export type {
  ClaimedAnswer,
  GradedAnswer,
  QueueRow,
  QueueStatus,
} from '@shangan/shared/contracts/short-answer';

/** The queue as the page asks for it: its tab, one question or all, and the page. */
export interface QueueFilter {
  status: QueueStatus;
  questionId?: number;
  page: number;
  pageSize: number;
}
