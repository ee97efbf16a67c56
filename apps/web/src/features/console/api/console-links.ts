import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListConsoleLinks } from '@shangan/shared/contracts/console/site-content';
import { mainApi } from '../../../lib/api';
import { siteContentKey } from './console-keys';

/**
 * GET /console/site-content/links — every friendly link: the main site's first, then each
 * city's, each site's in its showing order.
 */
export function fetchConsoleLinks() {
  return mainApi.get<DataOf<typeof ListConsoleLinks>>('/console/site-content/links', {
    silent: true,
  });
}

export function useConsoleLinks() {
  return useQuery({ queryKey: siteContentKey('links'), queryFn: fetchConsoleLinks });
}
