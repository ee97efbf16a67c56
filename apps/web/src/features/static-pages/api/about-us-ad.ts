import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetAboutUsAd } from '@shangan/shared/contracts/site';
import { mainApi } from '../../../lib/api';
import { ENTERPRISE_PORTAL_ID } from '../../../lib/paths';

/** GET /pc/aboutUsAd: the promotions shown on the about-us pages. */
export const aboutUsAdQuery = queryOptions({
  queryKey: ['site', 'aboutUsAd'],
  queryFn: () =>
    mainApi.get<DataOf<typeof GetAboutUsAd>>('/pc/aboutUsAd', {
      params: { portal_id: ENTERPRISE_PORTAL_ID },
      silent: true,
    }),
  staleTime: 10 * 60_000,
});

export function useAboutUsAd() {
  return useQuery(aboutUsAdQuery);
}
