import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';
import type { ExerciseLogItem, PracticeTotals, SubjectSummary } from './types';

export interface BankHome {
  subjects: SubjectSummary[];
  /** The latest unfinished attempt ('continue where I left off'); null for visitors. */
  lastExercise: ExerciseLogItem | null;
  totals: PracticeTotals | null;
}

/** POST homePage/getAll — subjects, progress and where the learner left off. */
export function fetchBankHome(): Promise<BankHome> {
  return learningApi.post<BankHome>('homePage/getAll', {});
}

export const bankHomeQuery = queryOptions({ queryKey: qbKeys.home, queryFn: fetchBankHome });

export function useBankHome() {
  return useQuery(bankHomeQuery);
}
