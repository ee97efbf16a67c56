import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { CheckEquity } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';

/** POST v2/catalogue/checkEquity — may I open this section or paper (decided on the server). */
export function checkEquity(
  target: BodyOf<typeof CheckEquity>,
): Promise<DataOf<typeof CheckEquity>> {
  return learningApi.post<DataOf<typeof CheckEquity>>('v2/catalogue/checkEquity', target);
}
