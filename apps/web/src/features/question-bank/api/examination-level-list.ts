import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListExaminationLevels } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';

/** GET historyPaper/examinationLevelList — exam types and their levels. */
export function fetchExaminationLevels(): Promise<DataOf<typeof ListExaminationLevels>> {
  return learningApi.get<DataOf<typeof ListExaminationLevels>>('historyPaper/examinationLevelList');
}

export function useExaminationLevels() {
  return useQuery(
    queryOptions({ queryKey: qbKeys.levels, queryFn: fetchExaminationLevels, staleTime: 600_000 }),
  );
}
