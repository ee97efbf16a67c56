import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListChecks } from '@shangan/shared/contracts/psychology';
import { learningApi } from '../../../lib/api';
import { psychologyKeys } from './keys';

/** The site has a handful of scales: one page holds them all. */
const ALL = { page: 1, size: 50 };

/** POST psychologicalCheck/page — the scales, with my last result of each. */
export function fetchCheckList(): Promise<DataOf<typeof ListChecks>> {
  // The page shows a failed load in place (with 重试); a toast as well would say it twice.
  return learningApi.post<DataOf<typeof ListChecks>>('psychologicalCheck/page', ALL, {
    silent: true,
  });
}

export function useCheckList(viewer: number, enabled = true) {
  return useQuery({
    queryKey: psychologyKeys.checks(viewer),
    queryFn: fetchCheckList,
    enabled,
  });
}
