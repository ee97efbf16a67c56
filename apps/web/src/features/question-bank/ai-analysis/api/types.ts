/** AI analysis status and result, as the server sends them (docs/areas/ai-analysis.md). */
export interface AiAnalysisInfo {
  canTriggerAi: boolean;
  hasReadNotice: boolean;
  /** The disclaimer, plain text with line breaks. */
  noticeContent: { content: string };
  /** Generations left today; null when unlimited (VIP). */
  remaining: number | null;
  dailyQuota: number;
  isVip: boolean;
}

/** 1 satisfied, 0 dissatisfied, null not rated yet. */
export type ThumbsUp = 1 | 0 | null;

export interface AiAnalysisResult {
  id: number;
  /** Plain text; never rendered as HTML. */
  analysis: string;
  thumbsUp: ThumbsUp;
}
