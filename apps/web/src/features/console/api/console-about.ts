import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetConsoleAbout } from '@shangan/shared/contracts/console/site-content';
import { mainApi } from '../../../lib/api';
import { siteContentKey } from './console-keys';

export type ConsoleAboutData = DataOf<typeof GetConsoleAbout>;

/** GET /console/site-content/about — the profile, the app and account entries, the two pages. */
export function fetchConsoleAbout() {
  return mainApi.get<DataOf<typeof GetConsoleAbout>>('/console/site-content/about', {
    silent: true,
  });
}

export function useConsoleAbout() {
  return useQuery({ queryKey: siteContentKey('about'), queryFn: fetchConsoleAbout });
}
