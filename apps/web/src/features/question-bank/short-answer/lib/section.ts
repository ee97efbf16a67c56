import type { ShortAnswerListItem, ShortAnswerListQuestion, ShortAnswerStatus } from '../types';

/** What the learner reads for each state of their answer. */
export const STATUS_LABELS: Record<ShortAnswerStatus, string> = {
  new: '未作答',
  draft: '草稿',
  submitted: '待批改',
  graded: '已批改',
};

/** The state of a question in the list, with the score once graded ('已批改 12/20分'). */
export function statusText(question: ShortAnswerListQuestion): string {
  const score =
    question.status === 'graded' && question.userScore !== null
      ? ` ${question.userScore}/${question.score}分`
      : '';
  return `${STATUS_LABELS[question.status]}${score}`;
}

/** A question's number in the list: '2.' inside a material group, '第3题' standing alone. */
export function listNumber(
  item: ShortAnswerListItem,
  itemIndex: number,
  question: ShortAnswerListQuestion,
) {
  return item.kind === 'material' ? `${question.index}.` : `第${itemIndex + 1}题`;
}

/** The first question that can be opened, for when the address names none. */
export function firstOpenQuestion(items: ShortAnswerListItem[]): number {
  for (const item of items) {
    const question = item.questions[0];
    if (!item.locked && question) return question.id;
  }
  return 0;
}
