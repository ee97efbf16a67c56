import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetPortalPage } from '@shangan/shared/contracts/site';
import { mainApi } from '../../../lib/api';

/** GET /pc/portal/page: a corporate page (type 2 culture, 3 history) as sanitized HTML. */
export function portalPageQuery(portalId: number, type: number) {
  return queryOptions({
    queryKey: ['site', 'portalPage', portalId, type],
    queryFn: () =>
      mainApi.get<DataOf<typeof GetPortalPage>>('/pc/portal/page', {
        params: { portal_id: portalId, type },
        silent: true,
      }),
  });
}

export function usePortalPage(portalId: number, type: number) {
  return useQuery({ ...portalPageQuery(portalId, type), enabled: type > 0 && portalId > 0 });
}
