import { QueryClient } from '@tanstack/react-query';

/**
 * The API clients already told the person what went wrong, so a retry would repeat the toast;
 * queries fail once and show their error state instead. Portal content changes slowly, so a
 * minute of freshness saves refetching on every page switch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
