import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListCheckRecords } from '@shangan/shared/contracts/psychology';
import { learningApi } from '../../../lib/api';
import { psychologyKeys } from './keys';

export interface RecordListQuery {
  page: number;
  size: number;
  checkId?: number;
}

/** POST psychologicalCheck/recordPage — my records, latest first. */
export function fetchRecordList(query: RecordListQuery): Promise<DataOf<typeof ListCheckRecords>> {
  return learningApi.post<DataOf<typeof ListCheckRecords>>('psychologicalCheck/recordPage', query, {
    silent: true,
  });
}

export function useRecordList(query: RecordListQuery, viewer: number, enabled = true) {
  return useQuery({
    queryKey: psychologyKeys.records(query, viewer),
    queryFn: () => fetchRecordList(query),
    enabled: enabled && viewer > 0,
    placeholderData: keepPreviousData,
  });
}
