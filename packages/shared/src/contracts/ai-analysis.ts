import { Type, type Static } from 'typebox';
import { endpoint } from './contract.ts';
import { Id } from './question-bank.ts';

/**
 * AI analysis on the learning API under aigc/ (docs/areas/ai-analysis.md): the quota and the
 * disclaimer, the explanation of a question (in one answer, or streamed as server-sent events
 * outside the envelope) and its rating.
 */
const TAG = 'AI解析';

export const QuestionBody = Type.Object({ questionId: Id('题目编号不正确') });

/** A learner's rating of an explanation: 1 satisfied, 0 dissatisfied, null not rated. */
export const ThumbsUp = Type.Union([Type.Literal(1), Type.Literal(0), Type.Null()]);
export type ThumbsUp = Static<typeof ThumbsUp>;

export const AnalysisResult = Type.Object({
  id: Type.Integer(),
  /** Plain text (sanitized); the client shows it as text, never as HTML. */
  analysis: Type.String(),
  /** This learner's rating. */
  thumbsUp: ThumbsUp,
});
export type AnalysisResult = Static<typeof AnalysisResult>;

export const AnalysisInfo = Type.Object({
  canTriggerAi: Type.Boolean(),
  hasReadNotice: Type.Boolean(),
  /** The disclaimer, plain text with line breaks. */
  noticeContent: Type.Object({ content: Type.String() }),
  /** Free generations left today; null for VIP members (unlimited). */
  remaining: Type.Union([Type.Integer(), Type.Null()]),
  dailyQuota: Type.Integer(),
  isVip: Type.Boolean(),
});
export type AnalysisInfo = Static<typeof AnalysisInfo>;

/**
 * May the learner generate now, have they accepted the disclaimer, and its text. With
 * `questionId`, a question already obtained counts as allowed (seeing it again is free).
 */
export const GetAiAnalysisInfo = endpoint({
  method: 'GET',
  path: '/aigc/aiAnalysisInfo',
  tag: TAG,
  summary: 'AI解析次数与免责声明状态',
  querystring: Type.Object({ questionId: Type.Optional(Id('题目编号不正确')) }),
  data: AnalysisInfo,
});

/** Records consent to the AI disclaimer (type 1, the only one). */
export const ReadAiNotice = endpoint({
  method: 'GET',
  path: '/aigc/readNotice',
  tag: TAG,
  summary: '同意AI解析免责声明',
  querystring: Type.Object({
    type: Type.Integer({ minimum: 1, maximum: 1, errorMessage: '声明类型不正确' }),
  }),
  data: Type.Null(),
});

/** The explanation of a question, in one answer. */
export const GenerateAiAnalysis = endpoint({
  method: 'POST',
  path: '/aigc/analysis',
  tag: TAG,
  summary: '生成AI解析（一次返回）',
  body: QuestionBody,
  data: AnalysisResult,
});

/** Rates an explanation once (1 很满意, 0 不太好). */
export const UpdateThumbsUp = endpoint({
  method: 'POST',
  path: '/aigc/updateThumbsUp',
  tag: TAG,
  summary: '评价AI解析（仅一次）',
  body: Type.Object({
    id: Id('解析编号不正确'),
    thumbsUp: Type.Unsafe<0 | 1>({
      type: 'integer',
      enum: [0, 1],
      errorMessage: '评价只能是1（很满意）或0（不太好）',
    }),
  }),
  data: Type.Null(),
});

/*
 * POST /aigc/analysisStream answers server-sent events, outside the envelope (its refusals come
 * before the stream opens, as ordinary envelopes): `delta` events in order, then `done` (an
 * AnalysisResult) or `error`. Its request body is QuestionBody.
 */

/** `event: delta`: the next piece of the text. */
export const AnalysisDeltaEvent = Type.Object({ text: Type.String() });
export type AnalysisDeltaEvent = Static<typeof AnalysisDeltaEvent>;

/** `event: error`: the generation failed after the stream opened. */
export const AnalysisErrorEvent = Type.Object({ code: Type.Integer(), msg: Type.String() });
export type AnalysisErrorEvent = Static<typeof AnalysisErrorEvent>;
