import { learningApi } from '../../../../lib/api';
import type { AiAnalysisInfo } from './types';

/**
 * GET aigc/aiAnalysisInfo — may I generate now, have I agreed to the notice, what is left.
 * With a questionId the server also allows a question I already obtained (seeing it again
 * costs nothing), so a learner at the end of the quota can still reopen earlier ones.
 */
export function fetchAiAnalysisInfo(
  questionId?: number,
  options: { silent?: boolean } = {},
): Promise<AiAnalysisInfo> {
  return learningApi.get<AiAnalysisInfo>('aigc/aiAnalysisInfo', {
    ...options,
    ...(questionId ? { params: { questionId } } : {}),
  });
}
