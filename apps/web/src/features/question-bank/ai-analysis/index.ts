export { AiAnalysis } from './components/ai-analysis';
export type { AiAnalysisProps } from './components/ai-analysis';
