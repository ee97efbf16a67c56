import type { DataOf } from '@shangan/shared/contracts';
import type { GenerateAiAnalysis } from '@shangan/shared/contracts/ai-analysis';
import { learningApi } from '../../../../lib/api';

/**
 * POST aigc/analysis — the one-shot generation. The component streams instead
 * (analysis-stream.ts); this stays for callers that want the whole text in one answer.
 */
export function generateAiAnalysis(questionId: number, signal?: AbortSignal) {
  return learningApi.post<DataOf<typeof GenerateAiAnalysis>>(
    'aigc/analysis',
    { questionId },
    signal ? { signal } : {},
  );
}
