import type { QueueFilter } from '../types';

export const gradingKeys = {
  all: ['grading'] as const,
  queue: (filter: QueueFilter) => ['grading', 'queue', filter] as const,
};
