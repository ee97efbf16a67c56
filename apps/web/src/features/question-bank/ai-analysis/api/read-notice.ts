import type { DataOf } from '@shangan/shared/contracts';
import type { ReadAiNotice } from '@shangan/shared/contracts/ai-analysis';
import { learningApi } from '../../../../lib/api';

/** GET aigc/readNotice?type=1 — records that I agreed to the AI disclaimer (and when). */
export function readAiNotice() {
  return learningApi.get<DataOf<typeof ReadAiNotice>>('aigc/readNotice', { params: { type: 1 } });
}
