import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListBoundRecords } from '@shangan/shared/contracts/bounded-practice';
import { learningApi } from '../../../lib/api';
import { boundsKeys } from './keys';

export interface RecordQuery {
  setId?: number;
  page?: number;
  size?: number;
}

/** GET boundsDifficulty/recordList — my sets with answers, accuracy and band history. */
export function fetchBoundRecords(query: RecordQuery): Promise<DataOf<typeof ListBoundRecords>> {
  return learningApi.get<DataOf<typeof ListBoundRecords>>('boundsDifficulty/recordList', {
    params: { ...query },
    silent: true,
  });
}

/** Only for a signed-in person (a visitor would be sent to log in). */
export function useBoundRecords(query: RecordQuery, viewer: number) {
  return useQuery({
    queryKey: boundsKeys.records(query, viewer),
    queryFn: () => fetchBoundRecords(query),
    enabled: viewer > 0,
    placeholderData: keepPreviousData,
  });
}
