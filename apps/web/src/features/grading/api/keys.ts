import type { HomeworkQueueQuery, QueueFilter } from '../types';

export const gradingKeys = {
  all: ['grading'] as const,
  queue: (filter: QueueFilter) => ['grading', 'queue', filter] as const,
  /** Everything homework: a correction refreshes the queue, its counts and the sheets. */
  homework: ['grading', 'homework'] as const,
  homeworkQueue: (query: HomeworkQueueQuery) => ['grading', 'homework', 'queue', query] as const,
  homeworkSheet: (submissionId: number) => ['grading', 'homework', 'sheet', submissionId] as const,
};
