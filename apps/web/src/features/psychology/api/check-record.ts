import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetCheckRecord } from '@shangan/shared/contracts/psychology';
import { learningApi } from '../../../lib/api';
import { psychologyKeys } from './keys';

/** GET psychologicalCheck/questionListByExerciseId — one of my records with its report. */
export function fetchCheckRecord(recordId: number): Promise<DataOf<typeof GetCheckRecord>> {
  return learningApi.get<DataOf<typeof GetCheckRecord>>(
    'psychologicalCheck/questionListByExerciseId',
    { params: { exerciseId: recordId }, silent: true },
  );
}

export function useCheckRecord(recordId: number, viewer: number, enabled = true) {
  return useQuery({
    queryKey: psychologyKeys.record(recordId, viewer),
    queryFn: () => fetchCheckRecord(recordId),
    enabled: enabled && recordId > 0 && viewer > 0,
    // A record never changes once made.
    staleTime: Infinity,
  });
}
