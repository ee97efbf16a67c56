import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MockExamStage } from '@shangan/shared/contracts/mock-exams';
import { MOCK_EXAMS_KEY } from '../../../lib/api/mock-exams';
import { useCurrentUser } from '../../../lib/current-user';
import { notify } from '../../../lib/notifier';
import { hasToken } from '../../../lib/session-storage';
import { useMockExamStages } from '../api/mock-exam-explain';
import { logMockExamLeave } from '../api/mock-exam-leave-log';

/**
 * A contest's stage on the exam screen (模考大赛), whatever draws it (the desktop's
 * /questionBank/mockTest, the phone's practice screen): the stage named in the address, the
 * leave log, the stages to switch between, and what a hand-in makes stale.
 */

/** `stage` of the address: 行测 or 申论, anything else none. */
export function mockStageParam(value: string | null): MockExamStage | null {
  return value === 'xingce' || value === 'shenlun' ? value : null;
}

/**
 * After a hand-in a past contest's 行测 practice (往期模考) shows its result on the contest's
 * page, placed in the original cohort; a contest's own stage (whose results wait for the
 * contest's end) and a 申论 practice (waiting for its grader) go back to the contest's page.
 */
export function showsResultAfterHandIn(practice: boolean, stage: MockExamStage): boolean {
  return practice && stage === 'xingce';
}

/** The anchor of my result on the contest's page (desktop and mobile alike). */
export const MOCK_RESULT_ANCHOR = 'mock-result';

/**
 * Leaving the exam page (the tab hidden, or on a phone the app switched away or the page
 * closed) and coming back are logged with the server's time; the count is the candidate's
 * own warning, and shows on the result. Returns the count the server last gave, null before.
 */
export function useMockExamLeaveLog(mockExamId: number, stage: MockExamStage, enabled: boolean) {
  const [count, setCount] = useState<number | null>(null);
  // A closing page fires visibilitychange (hidden) and then pagehide: one leave, not two.
  const last = useRef<'hidden' | 'visible'>('visible');
  useEffect(() => {
    if (!enabled) return undefined;
    const send = (event: 'hidden' | 'visible') => {
      last.current = event;
      logMockExamLeave({ mockExamId, stage, event })
        .then((logged) => {
          if (!logged.recorded) return;
          setCount(logged.leaveCount);
          if (event === 'visible' && logged.leaveCount > 0) {
            notify.warning(`你已离开考试页面 ${logged.leaveCount} 次，离开记录会显示在成绩中`);
          }
        })
        .catch(() => undefined);
    };
    const onVisibility = () => send(document.visibilityState === 'hidden' ? 'hidden' : 'visible');
    // Some mobile browsers close or leave a page without hiding it first.
    const onPageHide = () => {
      if (last.current !== 'hidden') send('hidden');
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [mockExamId, stage, enabled]);
  return count;
}

export interface StageChoice {
  stage: MockExamStage;
  /** 行测, 申论 */
  name: string;
  /** The name, with （已交卷） once my attempt of a contest's stage is handed in. */
  label: string;
  /** Another stage the server does not let me into now (not open yet, too late). */
  disabled: boolean;
}

/**
 * 行测 / 申论 on the exam screen: the contest's stages, which one I may switch to (in a
 * contest, when the server lets me start it; in a practice, any), and how many times I left
 * this stage's page (the log's last count, else what the contest's page knew).
 */
export function useMockExamStageChoices(
  mockExamId: number,
  stage: MockExamStage,
  practice: boolean,
  leaveCount: number | null,
) {
  const user = useCurrentUser();
  const contest = useMockExamStages(mockExamId, user.data?.id ?? 0, hasToken() && !user.isPending);
  const stages = contest.data?.stageList ?? [];
  const attempts = contest.data?.myAttempts ?? [];
  const known = attempts.find((attempt) => attempt.stage === stage)?.leaveCount ?? 0;
  const choices: StageChoice[] = stages.map((item) => {
    const attempt = attempts.find((entry) => entry.stage === item.stage);
    const handedIn = !practice && attempt?.status === 'submitted';
    return {
      stage: item.stage,
      name: item.name,
      label: handedIn ? `${item.name}（已交卷）` : item.name,
      disabled: item.stage !== stage && !practice && !(attempt?.mayStart ?? false),
    };
  });
  return {
    /** Only a contest of more than one stage offers a switch. */
    choices: choices.length > 1 ? choices : [],
    /** Times I left this stage's page; a practice is not logged. */
    leftCount: practice ? 0 : (leaveCount ?? known),
  };
}

/**
 * Once a stage is handed in: the contest pages (我的模考, the contest's own) would say 进行中
 * until their data aged.
 */
export function useContestHandedIn() {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: MOCK_EXAMS_KEY }),
    [queryClient],
  );
}
