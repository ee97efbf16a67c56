import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListEnlistExams } from '@shangan/shared/contracts/enlistment';
import { mainApi } from '../../../lib/api';
import { SHOP_KEY } from './shop-keys';

/** GET /app/enlist/exams — the exams open for enlistment; the page shows its own error. */
export function fetchEnlistExams() {
  return mainApi.get<DataOf<typeof ListEnlistExams>>('/app/enlist/exams', { silent: true });
}

export function useEnlistExams() {
  return useQuery({
    queryKey: [...SHOP_KEY, 'enlist', 'exams'],
    queryFn: fetchEnlistExams,
    staleTime: 5 * 60_000,
  });
}
