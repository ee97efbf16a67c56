import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';

export interface ExamTopic {
  id: number;
  title: string;
  examType: string;
  province: string;
  signupStart: string;
  signupEnd: string;
  examDate: string;
  articleId: number | null;
}

/** GET /pc/examTopic/getExamTopic: the exam calendar, optionally of one kind of exam. */
export function examTopicsQuery(examType?: string) {
  return queryOptions({
    queryKey: ['exams', examType ?? ''],
    queryFn: () =>
      mainApi.get<ExamTopic[]>('/pc/examTopic/getExamTopic', {
        params: { examType, upcoming: '1' },
        silent: true,
      }),
  });
}

export function useExamTopics(examType?: string) {
  return useQuery(examTopicsQuery(examType));
}
