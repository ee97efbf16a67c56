import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { ListMockExams } from '@shangan/shared/contracts/mock-exams';
import { learningApi } from '../../../lib/api';
import { mockExamKeys } from './keys';

export type MockExamQuery = BodyOf<typeof ListMockExams>;
export type MockExamPage = DataOf<typeof ListMockExams>;
export type MockExamCard = MockExamPage['list'][number];

/** POST mockExam/page — the contests of a state (or all), newest first; visitors too. */
export function fetchMockExams(query: MockExamQuery): Promise<MockExamPage> {
  // The list shows a failure in place with 重新加载; a toast as well would say it twice.
  return learningApi.post<DataOf<typeof ListMockExams>>('mockExam/page', query, { silent: true });
}

export function useMockExams(query: MockExamQuery, viewer: number, enabled = true) {
  return useQuery({
    queryKey: mockExamKeys.list(query, viewer),
    queryFn: () => fetchMockExams(query),
    enabled,
    placeholderData: keepPreviousData,
    // Applicant counts and states move while people apply: a short freshness.
    staleTime: 15_000,
  });
}
