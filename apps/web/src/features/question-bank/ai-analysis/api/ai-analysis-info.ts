import type { DataOf } from '@shangan/shared/contracts';
import type { GetAiAnalysisInfo } from '@shangan/shared/contracts/ai-analysis';
import { learningApi } from '../../../../lib/api';

/**
 * GET aigc/aiAnalysisInfo — may I generate now, have I agreed to the notice, what is left.
 * With a questionId the server also allows a question I already obtained (seeing it again
 * costs nothing), so a learner at the end of the quota can still reopen earlier ones.
 */
export function fetchAiAnalysisInfo(questionId?: number, options: { silent?: boolean } = {}) {
  return learningApi.get<DataOf<typeof GetAiAnalysisInfo>>('aigc/aiAnalysisInfo', {
    ...options,
    ...(questionId ? { params: { questionId } } : {}),
  });
}
