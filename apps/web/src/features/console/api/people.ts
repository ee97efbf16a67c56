import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListPeople } from '@shangan/shared/contracts/console/people';
import { mainApi } from '../../../lib/api';
import { consoleKey } from './console-keys';

export type PeopleQuery = QueryOf<typeof ListPeople>;

/** GET /console/people — accounts found by phone prefix or name, with their roles. */
export function fetchPeople(query: PeopleQuery) {
  return mainApi.get<DataOf<typeof ListPeople>>('/console/people', {
    params: query,
    silent: true,
  });
}

export function usePeople(query: PeopleQuery) {
  return useQuery({
    queryKey: consoleKey('people', query),
    queryFn: () => fetchPeople(query),
    placeholderData: keepPreviousData,
  });
}
