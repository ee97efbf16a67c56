import { learningApi } from '../../../../lib/api';

/** GET aigc/readNotice?type=1 — records that I agreed to the AI disclaimer (and when). */
export function readAiNotice(): Promise<null> {
  return learningApi.get<null>('aigc/readNotice', { params: { type: 1 } });
}
