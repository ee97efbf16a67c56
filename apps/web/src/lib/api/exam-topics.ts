import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListExamTopics } from '@shangan/shared/contracts/news/portal';
import { mainApi } from './main-api';

export type { ExamTopic } from '@shangan/shared/contracts/news/portal';

export interface ExamTopicsOptions {
  /** Only exams still ahead; the 遴选 special topic lists past ones too. */
  upcoming?: boolean;
  /** No error notice: the calendar is a side panel, the page works without it. */
  silent?: boolean;
}

/** GET /pc/examTopic/getExamTopic: the exam calendar, optionally of one kind of exam ('' = all). */
export function examTopicsQuery(
  examType = '',
  { upcoming = true, silent = false }: ExamTopicsOptions = {},
) {
  return queryOptions({
    // The full list (past exams too) is a different answer, so it gets its own key.
    queryKey: upcoming ? ['exams', examType] : ['exams', examType, 'all'],
    queryFn: () =>
      mainApi.get<DataOf<typeof ListExamTopics>>('/pc/examTopic/getExamTopic', {
        params: { examType: examType || undefined, upcoming: upcoming ? '1' : undefined },
        silent,
      }),
  });
}

export function useExamTopics(examType = '', options: ExamTopicsOptions = {}, enabled = true) {
  return useQuery({ ...examTopicsQuery(examType, options), enabled });
}
