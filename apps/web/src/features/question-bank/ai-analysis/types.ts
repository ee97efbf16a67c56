/** AI analysis data as the server's endpoint contracts declare it. */
export type {
  AnalysisInfo as AiAnalysisInfo,
  AnalysisResult as AiAnalysisResult,
  ThumbsUp,
} from '@shangan/shared/contracts/ai-analysis';
