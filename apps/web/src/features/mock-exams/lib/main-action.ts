import type { MockExamStage } from '@shangan/shared/contracts/mock-exams';
import type { MockExamExplain } from '../api/mock-exam-explain';
import { RESULTS_PENDING_TEXT } from './results-wait';

export type MainAction =
  | { kind: 'login'; label: string }
  | { kind: 'apply'; label: string }
  | { kind: 'start'; label: string; stage: MockExamStage }
  | { kind: 'practice'; stages: Array<{ stage: MockExamStage; name: string }> }
  | { kind: 'blocked'; label: string; reason: string };

/**
 * The contest page's main button, from what the server allows now (mayApply, mayStart and
 * their reasons): the page never decides on its own clock whether a window is open.
 */
export function mainAction(explain: MockExamExplain, signedIn: boolean): MainAction {
  const stageName = (stage: MockExamStage) =>
    explain.stageList.find((item) => item.stage === stage)?.name ?? '';
  if (explain.state === 'ended') {
    // Practice opens a little after the end, with the results: the page asks until then.
    if (!explain.practiceOpen) {
      return { kind: 'blocked', label: '成绩统计中', reason: RESULTS_PENDING_TEXT };
    }
    if (!signedIn) return { kind: 'login', label: '登录后练习' };
    return {
      kind: 'practice',
      stages: explain.stageList.map((stage) => ({ stage: stage.stage, name: stage.name })),
    };
  }
  if (!signedIn) return { kind: 'login', label: '登录后报名' };
  if (!explain.myApplication) {
    if (explain.mayApply) return { kind: 'apply', label: '立即报名' };
    return {
      kind: 'blocked',
      label: explain.state === 'upcoming' ? '报名未开始' : '报名已截止',
      reason: explain.applyBlockedReason,
    };
  }
  if (explain.mayStart && explain.currentStage) {
    const stage = explain.currentStage;
    const attempt = explain.myAttempts.find((item) => item.stage === stage);
    return {
      kind: 'start',
      label: `${attempt?.status === 'doing' ? '继续作答' : '进入考试'}（${stageName(stage)}）`,
      stage,
    };
  }
  const allHandedIn =
    explain.myAttempts.length > 0 &&
    explain.myAttempts.every((attempt) => attempt.status === 'submitted');
  return {
    kind: 'blocked',
    label: allHandedIn ? '已交卷' : '进入考试',
    reason: allHandedIn
      ? '成绩将在考试结束后公布'
      : explain.startBlockedReason || '开考后即可进入考试',
  };
}
