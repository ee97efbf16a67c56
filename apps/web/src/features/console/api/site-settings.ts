import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetSiteSettings } from '@shangan/shared/contracts/console/settings';
import { mainApi } from '../../../lib/api';
import { consoleKey } from './console-keys';

/** GET /console/settings — the site settings in force and the last change. */
export function fetchSiteSettings() {
  return mainApi.get<DataOf<typeof GetSiteSettings>>('/console/settings', { silent: true });
}

export function useSiteSettings() {
  return useQuery({ queryKey: consoleKey('settings'), queryFn: fetchSiteSettings });
}
