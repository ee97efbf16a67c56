import { mainApi } from '../../../lib/api';

export interface PageView {
  path: string;
  pageName?: string;
  referrer?: string;
  cityId?: number;
}

/** POST /pc/BuryingPointLogs/record: fire and forget, a lost page view bothers nobody. */
export function recordPageView(view: PageView): void {
  mainApi.post('/pc/BuryingPointLogs/record', { ...view }, { silent: true }).catch(() => undefined);
}
