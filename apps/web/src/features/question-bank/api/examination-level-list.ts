import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';

export interface ExaminationLevel {
  examType: string;
  name: string;
}

/** GET historyPaper/examinationLevelList — exam types and their levels. */
export function fetchExaminationLevels(): Promise<ExaminationLevel[]> {
  return learningApi.get<ExaminationLevel[]>('historyPaper/examinationLevelList');
}

export function useExaminationLevels() {
  return useQuery(
    queryOptions({ queryKey: qbKeys.levels, queryFn: fetchExaminationLevels, staleTime: 600_000 }),
  );
}
