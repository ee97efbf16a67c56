import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetBankHome } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';

/** POST homePage/getAll — subjects, progress and where the learner left off. */
export function fetchBankHome(): Promise<DataOf<typeof GetBankHome>> {
  return learningApi.post<DataOf<typeof GetBankHome>>('homePage/getAll', {});
}

export const bankHomeQuery = queryOptions({ queryKey: qbKeys.home, queryFn: fetchBankHome });

export function useBankHome() {
  return useQuery(bankHomeQuery);
}
