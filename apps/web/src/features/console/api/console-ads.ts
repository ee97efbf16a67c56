import { useQuery } from '@tanstack/react-query';
import type { AdPosition } from '@shangan/shared';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListConsoleAds } from '@shangan/shared/contracts/console/site-content';
import { mainApi } from '../../../lib/api';
import { siteContentKey } from './console-keys';

/**
 * GET /console/site-content/ads — every ad of one position: the main site's first, then each
 * city's, each site's in its showing order.
 */
export function fetchConsoleAds(position: AdPosition) {
  return mainApi.get<DataOf<typeof ListConsoleAds>>('/console/site-content/ads', {
    params: { position },
    silent: true,
  });
}

export function useConsoleAds(position: AdPosition) {
  return useQuery({
    queryKey: siteContentKey('ads', position),
    queryFn: () => fetchConsoleAds(position),
  });
}
