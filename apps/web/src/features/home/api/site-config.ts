import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';

export interface SiteConfig {
  /** Shows the 题库 tab in the header (spec part 1 §2.1). */
  questionBankEnabled: boolean;
  /** Online chat opened by the toolbar; empty: the service phone is offered instead. */
  chatUrl: string;
  mainLogo: string;
  spareLogo: string;
}

/** GET /pc/siteConfig: server settings the shell needs; read once per visit. */
export const siteConfigQuery = queryOptions({
  queryKey: ['site', 'config'],
  queryFn: () => mainApi.get<SiteConfig>('/pc/siteConfig', { silent: true }),
  staleTime: Infinity,
});

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}
