import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';
import { ENTERPRISE_PORTAL_ID } from '../../../lib/paths';

export interface AboutUsAd {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  link: string;
}

/** GET /pc/aboutUsAd: the promotions shown on the about-us pages. */
export const aboutUsAdQuery = queryOptions({
  queryKey: ['site', 'aboutUsAd'],
  queryFn: () =>
    mainApi.get<AboutUsAd[]>('/pc/aboutUsAd', {
      params: { portal_id: ENTERPRISE_PORTAL_ID },
      silent: true,
    }),
  staleTime: 10 * 60_000,
});

export function useAboutUsAd() {
  return useQuery(aboutUsAdQuery);
}
