import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListMyHomework } from '@shangan/shared/contracts/homework';
import { mainApi } from '../../../lib/api';
import { homeworkKeys } from './keys';

export type MyHomeworkQuery = QueryOf<typeof ListMyHomework>;
export type MyHomeworkPage = DataOf<typeof ListMyHomework>;

/** GET /pc/studentAnswers — my homework of every course by tab, with the count of each tab. */
export function fetchMyHomework(query: MyHomeworkQuery) {
  return mainApi.get<DataOf<typeof ListMyHomework>>('/pc/studentAnswers', {
    params: query,
    silent: true,
  });
}

export function myHomeworkQuery(viewer: number, query: MyHomeworkQuery) {
  return queryOptions({
    queryKey: homeworkKeys.mine(viewer, query),
    queryFn: () => fetchMyHomework(query),
    enabled: viewer > 0,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useMyHomework(viewer: number, query: MyHomeworkQuery) {
  return useQuery(myHomeworkQuery(viewer, query));
}
