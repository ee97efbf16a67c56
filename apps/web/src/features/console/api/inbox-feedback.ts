import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListInboxFeedback } from '@shangan/shared/contracts/console/feedback';
import { mainApi } from '../../../lib/api';
import { consoleKey } from './console-keys';

export type InboxQuery = QueryOf<typeof ListInboxFeedback>;

/** GET /console/feedback — one page of the feedback inbox, and how many wait for a reply. */
export function fetchInboxFeedback(query: InboxQuery) {
  return mainApi.get<DataOf<typeof ListInboxFeedback>>('/console/feedback', {
    params: query,
    silent: true,
  });
}

export function useInboxFeedback(query: InboxQuery) {
  return useQuery({
    queryKey: consoleKey('feedback', query),
    queryFn: () => fetchInboxFeedback(query),
    placeholderData: keepPreviousData,
  });
}
