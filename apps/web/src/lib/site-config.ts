import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetSiteConfig } from '@shangan/shared/contracts/site';
import { mainApi } from './api';

/** Server settings as GET /pc/siteConfig answers them; an empty contact line is not shown. */
export type { SiteConfig, SiteContact } from '@shangan/shared/contracts/site';

/**
 * GET /pc/siteConfig: server settings the shell and the corporate pages need, read once per
 * visit. Here rather than in a feature because the shell and several features all read it.
 */
export const siteConfigQuery = queryOptions({
  queryKey: ['site', 'config'],
  queryFn: () => mainApi.get<DataOf<typeof GetSiteConfig>>('/pc/siteConfig', { silent: true }),
  staleTime: Infinity,
});

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}
