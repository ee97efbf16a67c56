import { Type } from 'typebox';
import { Id } from '../question-bank/public.ts';

/** Request and response shapes of the AI analysis calls (docs/areas/ai-analysis.md). */

export const TAGS = ['AI解析'];

export const QuestionBody = Type.Object({ questionId: Id('题目编号不正确') });

export const AnalysisResult = Type.Object({
  id: Type.Integer(),
  /** Plain text (sanitized); the client shows it as text. */
  analysis: Type.String(),
  /** This learner's rating: 1 satisfied, 0 dissatisfied, null not rated. */
  thumbsUp: Type.Union([Type.Integer(), Type.Null()]),
});

export const AnalysisInfo = Type.Object({
  canTriggerAi: Type.Boolean(),
  hasReadNotice: Type.Boolean(),
  noticeContent: Type.Object({ content: Type.String() }),
  /** Free generations left today; null for VIP members (unlimited). */
  remaining: Type.Union([Type.Integer(), Type.Null()]),
  dailyQuota: Type.Integer(),
  isVip: Type.Boolean(),
});
