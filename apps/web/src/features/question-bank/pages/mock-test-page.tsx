import { useQueryClient } from '@tanstack/react-query';
import { Segmented, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MockExamStage } from '@shangan/shared/contracts/mock-exams';
import { useCurrentUser } from '../../../lib/current-user';
import { MOCK_EXAMS_KEY } from '../../../lib/api/mock-exams';
import { notify } from '../../../lib/notifier';
import { pathTo } from '../../../lib/paths';
import { hasToken } from '../../../lib/session-storage';
import { useMockExamStages } from '../api/mock-exam-explain';
import { logMockExamLeave } from '../api/mock-exam-leave-log';
import { openMockExamPractice } from '../api/mock-exam-practice';
import { openMockExamStage } from '../api/mock-exam-staged';
import { ErrorState } from '../components/page-states';
import { PracticeScreen } from '../components/practice-screen';
import { idParam } from '../lib/links';
import styles from '../components/practice.module.css';

function stageParam(value: string | null): MockExamStage | null {
  return value === 'xingce' || value === 'shenlun' ? value : null;
}

function testUrl(mockExamId: number, stage: MockExamStage, practice: boolean) {
  return pathTo('MockTest', {}, { mockExamId, stage, ...(practice ? { mode: 'practice' } : {}) });
}

/**
 * Leaving the exam page (the tab hidden) and coming back are logged with the server's time;
 * the count is the candidate's own warning, and shows on the result.
 */
function useLeaveLog(mockExamId: number, stage: MockExamStage, enabled: boolean) {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const onChange = () => {
      const event = document.visibilityState === 'hidden' ? 'hidden' : 'visible';
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
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [mockExamId, stage, enabled]);
  return count;
}

interface StageSwitchProps {
  mockExamId: number;
  stage: MockExamStage;
  practice: boolean;
  leaveCount: number | null;
  leave: (to: string) => void;
}

/** 行测 / 申论 in the top bar: another stage opens when the server lets me into it. */
function StageSwitch({ mockExamId, stage, practice, leaveCount, leave }: StageSwitchProps) {
  const user = useCurrentUser();
  const contest = useMockExamStages(mockExamId, user.data?.id ?? 0, hasToken() && !user.isPending);
  const stages = contest.data?.stageList ?? [];
  const attempts = contest.data?.myAttempts ?? [];
  const known = attempts.find((attempt) => attempt.stage === stage)?.leaveCount ?? 0;
  const left = leaveCount ?? known;
  return (
    <>
      {stages.length > 1 && (
        <Segmented<MockExamStage>
          aria-label="考试科目"
          value={stage}
          onChange={(next) => leave(testUrl(mockExamId, next, practice))}
          options={stages.map((item) => {
            const attempt = attempts.find((entry) => entry.stage === item.stage);
            const handedIn = !practice && attempt?.status === 'submitted';
            return {
              value: item.stage,
              label: handedIn ? `${item.name}（已交卷）` : item.name,
              disabled: item.stage !== stage && !practice && !(attempt?.mayStart ?? false),
            };
          })}
        />
      )}
      {!practice && left > 0 && <Tag color="warning">已离开考试页面 {left} 次</Tag>}
    </>
  );
}

/**
 * /questionBank/mockTest?mockExamId=&stage= (模考大赛): a contest's stage on the practice
 * screen — on the server's clock, unpausable, handed in automatically when the stage ends, with
 * leaving the page logged; &mode=practice sits a past contest as a timed practice instead.
 * After the hand-in the contest's page follows (the results wait for the contest's end).
 */
export default function MockTestPage() {
  const [params] = useSearchParams();
  const mockExamId = idParam(params.get('mockExamId'));
  const stage = stageParam(params.get('stage'));
  const practice = params.get('mode') === 'practice';
  const backTo = mockExamId ? pathTo('MockExamExplain', {}, { mockExamId }) : pathTo('Mock');
  const queryClient = useQueryClient();
  // The contest pages (我的模考, the contest's own) would say 进行中 until their data ages.
  const onHandedIn = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: MOCK_EXAMS_KEY }),
    [queryClient],
  );
  const leaveCount = useLeaveLog(
    mockExamId,
    stage ?? 'xingce',
    !!stage && mockExamId > 0 && !practice,
  );

  if (!mockExamId || !stage) {
    return (
      <div className={`page-container ${styles.screen}`}>
        <ErrorState error={new Error('链接缺少模考编号或考试科目')} backTo={pathTo('Mock')} />
      </div>
    );
  }
  return (
    <PracticeScreen
      queryKey={['mockExam', mockExamId, stage, practice ? 'practice' : 'contest']}
      load={() =>
        practice ? openMockExamPractice(mockExamId, stage) : openMockExamStage(mockExamId, stage)
      }
      backTo={backTo}
      backLabel="返回模考"
      handedInTo={(exerciseId) =>
        practice && stage === 'xingce'
          ? `${pathTo('MockExamExplain', {}, { mockExamId, exerciseId })}#mock-result`
          : backTo
      }
      onHandedIn={onHandedIn}
      timeUpText="时间到，已自动交卷"
      writeShortAnswers
      topExtra={(leave) => (
        <StageSwitch
          mockExamId={mockExamId}
          stage={stage}
          practice={practice}
          leaveCount={leaveCount}
          leave={leave}
        />
      )}
    />
  );
}
