import type { MockExamCard } from '../api/mock-exam-page';

export interface CardAction {
  label: string;
  primary: boolean;
  /** Opens my result rather than the contest page. */
  result: boolean;
}

/**
 * A list card's one button, from what the list knows: the contest page itself decides (on the
 * server's clock) whether applying or entering is still possible and says why not.
 */
export function cardActionOf(card: MockExamCard): CardAction {
  switch (card.state) {
    case 'upcoming':
      return { label: '查看详情', primary: false, result: false };
    case 'applying':
      return card.applied
        ? { label: '已报名，查看', primary: false, result: false }
        : { label: '报名', primary: true, result: false };
    case 'running':
      return card.applied
        ? { label: '进入考试', primary: true, result: false }
        : { label: '查看详情', primary: false, result: false };
    case 'ended':
      return card.applied && card.resultsPublished
        ? { label: '查看成绩', primary: true, result: true }
        : { label: '往期练习', primary: false, result: false };
  }
}
