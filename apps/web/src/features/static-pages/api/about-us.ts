import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetAboutUs } from '@shangan/shared/contracts/site';
import { mainApi } from '../../../lib/api';
import { ENTERPRISE_PORTAL_ID } from '../../../lib/paths';

/** About-us content; empty fields fall back to built-in defaults. */
export type { AboutEntry, AboutUs } from '@shangan/shared/contracts/site';

/** GET /pc/portal/aboutUs?portal_id=81. */
export const aboutUsQuery = queryOptions({
  queryKey: ['site', 'aboutUs', ENTERPRISE_PORTAL_ID],
  queryFn: () =>
    mainApi.get<DataOf<typeof GetAboutUs>>('/pc/portal/aboutUs', {
      params: { portal_id: ENTERPRISE_PORTAL_ID },
      silent: true,
    }),
  staleTime: 10 * 60_000,
});

export function useAboutUs() {
  return useQuery(aboutUsQuery);
}
