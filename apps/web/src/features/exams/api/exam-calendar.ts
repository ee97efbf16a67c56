import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';

export interface ExamEntry {
  id: number;
  title: string;
  examType: string;
  province: string;
  signupStart: string;
  signupEnd: string;
  examDate: string;
  articleId: number | null;
}

/** GET /pc/examTopic/getExamTopic: upcoming exams, optionally of one kind. */
export function examCalendarQuery(examType: string) {
  return queryOptions({
    queryKey: ['exams', examType],
    queryFn: () =>
      mainApi.get<ExamEntry[]>('/pc/examTopic/getExamTopic', {
        params: { examType: examType || undefined, upcoming: '1' },
      }),
  });
}

export function useExamCalendar(examType: string) {
  return useQuery(examCalendarQuery(examType));
}
