import { getLearningToken } from '../../../../lib/session-storage';
import type { AiAnalysisResult } from '../types';

/**
 * Explanations this tab has already received, so opening one again (after moving to another
 * question and back) shows it at once without a second request. Keyed by the session token:
 * ratings are per learner, and another login in the same tab must not see this one's.
 */
const results = new Map<string, AiAnalysisResult>();
const keyOf = (questionId: number) => `${getLearningToken() ?? ''}:${questionId}`;

export const sessionResults = {
  get: (questionId: number) => results.get(keyOf(questionId)),
  set: (questionId: number, result: AiAnalysisResult) => results.set(keyOf(questionId), result),
  clear: () => results.clear(),
};
