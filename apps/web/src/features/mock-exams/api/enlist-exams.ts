import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListEnlistExams } from '@shangan/shared/contracts/enlistment';
import { mainApi } from '../../../lib/api';
import { mockExamKeys } from './keys';

/** GET /app/enlist/exams — the exams whose position tables a contestant may pick from. */
export function fetchEnlistExams() {
  return mainApi.get<DataOf<typeof ListEnlistExams>>('/app/enlist/exams', { silent: true });
}

export function useEnlistExams(enabled: boolean) {
  return useQuery({
    queryKey: mockExamKeys.enlistExams,
    queryFn: fetchEnlistExams,
    enabled,
    staleTime: 5 * 60_000,
  });
}
