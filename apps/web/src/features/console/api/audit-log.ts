import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListAuditLog } from '@shangan/shared/contracts/console/audit';
import { mainApi } from '../../../lib/api';
import { AUDIT_KEY } from './console-keys';

export type AuditQuery = QueryOf<typeof ListAuditLog>;

/** GET /console/audit — one page of the audit log, newest first. */
export function fetchAuditLog(query: AuditQuery) {
  return mainApi.get<DataOf<typeof ListAuditLog>>('/console/audit', {
    params: query,
    silent: true,
  });
}

export function useAuditLog(query: AuditQuery) {
  return useQuery({
    queryKey: [...AUDIT_KEY, query],
    queryFn: () => fetchAuditLog(query),
    placeholderData: keepPreviousData,
  });
}
