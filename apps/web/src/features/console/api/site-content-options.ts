import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ConsoleSiteOptions } from '@shangan/shared/contracts/console/site-content';
import { mainApi } from '../../../lib/api';
import { siteContentKey } from './console-keys';

export type SiteContentOptions = DataOf<typeof ConsoleSiteOptions>;

/** GET /console/site-content/options — the city sites an ad, a link or an exam may show on. */
export function fetchSiteContentOptions() {
  return mainApi.get<DataOf<typeof ConsoleSiteOptions>>('/console/site-content/options', {
    silent: true,
  });
}

export function useSiteContentOptions() {
  return useQuery({ queryKey: siteContentKey('options'), queryFn: fetchSiteContentOptions });
}
