import { learningApi } from '../../../lib/api';

export interface Equity {
  hasEquity: boolean;
  vipOnly: boolean;
  isVip: boolean;
  reason: string;
}

/** POST v2/catalogue/checkEquity — may I open this section or paper (decided on the server). */
export function checkEquity(target: { catalogueId?: number; paperId?: number }): Promise<Equity> {
  return learningApi.post<Equity>('v2/catalogue/checkEquity', target);
}
