import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetGradingWorkload } from '@shangan/shared/contracts/console/grading';
import { mainApi } from '../../../lib/api';
import { consoleKey } from './console-keys';

/** GET /console/grading — what waits for grading, and what each person graded lately. */
export function fetchGradingWorkload() {
  return mainApi.get<DataOf<typeof GetGradingWorkload>>('/console/grading', { silent: true });
}

export function useGradingWorkload() {
  return useQuery({ queryKey: consoleKey('grading'), queryFn: fetchGradingWorkload });
}
