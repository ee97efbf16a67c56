import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';
import { ENTERPRISE_PORTAL_ID } from '../../../lib/paths';

export interface AboutEntry {
  url: string;
  profile: string;
}

/** About-us content; empty fields fall back to built-in defaults. */
export interface AboutUs {
  profile: string;
  app: AboutEntry;
  officialAccountGxw: AboutEntry;
  officialAccountLxw: AboutEntry;
  tiktok: AboutEntry;
}

/** GET /pc/portal/aboutUs?portal_id=81. */
export const aboutUsQuery = queryOptions({
  queryKey: ['site', 'aboutUs', ENTERPRISE_PORTAL_ID],
  queryFn: () =>
    mainApi.get<AboutUs>('/pc/portal/aboutUs', {
      params: { portal_id: ENTERPRISE_PORTAL_ID },
      silent: true,
    }),
  staleTime: 10 * 60_000,
});

export function useAboutUs() {
  return useQuery(aboutUsQuery);
}
