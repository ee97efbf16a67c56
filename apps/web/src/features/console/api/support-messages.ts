import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListSupportMessages } from '@shangan/shared/contracts/console/support';
import { mainApi } from '../../../lib/api';
import { consoleKey } from './console-keys';

export type MessagesQuery = QueryOf<typeof ListSupportMessages>;

/** GET /console/messages — one page of the 留言 left through the side toolbar, oldest first. */
export function fetchSupportMessages(query: MessagesQuery) {
  return mainApi.get<DataOf<typeof ListSupportMessages>>('/console/messages', {
    params: query,
    silent: true,
  });
}

export function useSupportMessages(query: MessagesQuery) {
  return useQuery({
    queryKey: consoleKey('messages', query),
    queryFn: () => fetchSupportMessages(query),
    placeholderData: keepPreviousData,
  });
}
