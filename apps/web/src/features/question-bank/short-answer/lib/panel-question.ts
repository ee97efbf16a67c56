import type { QuestionFields } from '../../types';
import type { ShortAnswerView } from '../types';

/** The analysis panel reads the bank's question shape; a short answer fills what it uses. */
export function asPanelQuestion({ question }: ShortAnswerView): QuestionFields {
  return {
    id: question.id,
    questionTypeCode: 'short_answer',
    context: question.context,
    questionOptionList: [],
    answerSize: 0,
    difficulty: 0,
    score: question.score,
    wordsNum: question.wordsNum,
    knowledgePoint: null,
    source: '',
    vipOnly: false,
    isStarred: false,
    answer: question.answer ?? '',
    analysisList: question.analysisList,
  };
}
