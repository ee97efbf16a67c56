import { learningApi } from '../../../../lib/api';
import type { AiAnalysisResult } from './types';

/**
 * POST aigc/analysis — the one-shot generation. The component streams instead
 * (analysis-stream.ts); this stays for callers that want the whole text in one answer.
 */
export function generateAiAnalysis(
  questionId: number,
  signal?: AbortSignal,
): Promise<AiAnalysisResult> {
  return learningApi.post<AiAnalysisResult>(
    'aigc/analysis',
    { questionId },
    signal ? { signal } : {},
  );
}
