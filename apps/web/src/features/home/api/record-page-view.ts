import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { RecordPageView } from '@shangan/shared/contracts/site';
import { mainApi } from '../../../lib/api';

export type PageView = BodyOf<typeof RecordPageView>;

/** POST /pc/BuryingPointLogs/record: fire and forget, a lost page view bothers nobody. */
export function recordPageView(view: PageView): void {
  mainApi
    .post<DataOf<typeof RecordPageView>>(
      '/pc/BuryingPointLogs/record',
      { ...view },
      { silent: true },
    )
    .catch(() => undefined);
}
