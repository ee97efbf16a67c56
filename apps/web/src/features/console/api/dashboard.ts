import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetDashboard } from '@shangan/shared/contracts/console/dashboard';
import { mainApi } from '../../../lib/api';
import { consoleKey } from './console-keys';

/** GET /console/dashboard — today beside yesterday, and the grading backlog. */
export function fetchDashboard() {
  return mainApi.get<DataOf<typeof GetDashboard>>('/console/dashboard', { silent: true });
}

export function useDashboard() {
  // The day's figures move all day: read again each minute while the overview is open.
  return useQuery({
    queryKey: consoleKey('dashboard'),
    queryFn: fetchDashboard,
    refetchInterval: 60_000,
  });
}
