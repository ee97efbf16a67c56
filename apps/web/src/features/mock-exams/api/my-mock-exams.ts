import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { ListMyMockExams } from '@shangan/shared/contracts/mock-exams';
import { learningApi } from '../../../lib/api';
import { mockExamKeys } from './keys';

export type MyMockExamQuery = BodyOf<typeof ListMyMockExams>;
export type MyMockExam = DataOf<typeof ListMyMockExams>['list'][number];

/** POST mockExam/userApplyMockExamList — the contests I applied to, with my score and rank. */
export function fetchMyMockExams(query: MyMockExamQuery) {
  return learningApi.post<DataOf<typeof ListMyMockExams>>('mockExam/userApplyMockExamList', query, {
    silent: true,
  });
}

export function useMyMockExams(query: MyMockExamQuery, viewer: number) {
  return useQuery({
    queryKey: mockExamKeys.mine(query, viewer),
    queryFn: () => fetchMyMockExams(query),
    enabled: viewer > 0,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
