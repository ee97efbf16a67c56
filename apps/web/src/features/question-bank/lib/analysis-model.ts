import type { AnswerValue, Analysis, QuestionFields } from '../types';
import { describeAnswer } from './answer-model';

/**
 * What the answer and analysis panel of one question shows, decided from what the server sent:
 * - exam: a running timed attempt holds the question; its key comes after that is handed in;
 * - vip: the key and analyses are VIP-only and this learner has not the right;
 * - hidden: not handed in yet (a starred question never practised): the key waits for that;
 * - open: my answer, the key (the reference answer of a short answer) and the analyses.
 */
export type AnalysisView =
  | { state: 'exam' }
  | { state: 'vip' }
  | { state: 'hidden' }
  | {
      state: 'open';
      /** My answer as it reads ('A、C' style), empty when not answered. */
      mine: string;
      /** The key; for a short answer its reference answer (HTML). */
      key: string;
      shortAnswer: boolean;
      texts: Analysis[];
      videos: Analysis[];
      audios: Analysis[];
      /** No analysis of any kind: 本题暂无解析. */
      none: boolean;
    };

export function analysisView(question: QuestionFields, myAnswer?: AnswerValue): AnalysisView {
  if (question.locked && question.lockedReason === 'exam') return { state: 'exam' };
  if (question.locked && question.lockedReason === 'vip') return { state: 'vip' };
  if (question.locked) return { state: 'hidden' };
  const analyses = question.analysisList ?? [];
  return {
    state: 'open',
    mine: describeAnswer(question.questionTypeCode, myAnswer),
    key: question.answer ?? '',
    shortAnswer: question.questionTypeCode === 'short_answer',
    // An AI analysis is asked for on its own (ai-analysis), never listed among the texts.
    texts: analyses.filter((item) => item.type === 'text' && !item.isAi),
    videos: analyses.filter((item) => item.type === 'video'),
    audios: analyses.filter((item) => item.type === 'audio'),
    none: analyses.length === 0,
  };
}
