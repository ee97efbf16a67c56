import { Segmented, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import type { MockExamStage } from '@shangan/shared/contracts/mock-exams';
import { pathTo } from '../../../lib/paths';
import { openMockExamPractice } from '../api/mock-exam-practice';
import { openMockExamStage } from '../api/mock-exam-staged';
import { ErrorState } from '../components/page-states';
import { PracticeScreen } from '../components/practice-screen';
import {
  MOCK_RESULT_ANCHOR,
  mockStageParam,
  showsResultAfterHandIn,
  useContestHandedIn,
  useMockExamLeaveLog,
  useMockExamStageChoices,
} from '../hooks/use-mock-exam-screen';
import { idParam } from '../lib/links';
import styles from '../components/practice.module.css';

function testUrl(mockExamId: number, stage: MockExamStage, practice: boolean) {
  return pathTo('MockTest', {}, { mockExamId, stage, ...(practice ? { mode: 'practice' } : {}) });
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
  const { choices, leftCount } = useMockExamStageChoices(mockExamId, stage, practice, leaveCount);
  return (
    <>
      {choices.length > 0 && (
        <Segmented<MockExamStage>
          aria-label="考试科目"
          value={stage}
          onChange={(next) => leave(testUrl(mockExamId, next, practice))}
          options={choices.map((choice) => ({
            value: choice.stage,
            label: choice.label,
            disabled: choice.disabled,
          }))}
        />
      )}
      {leftCount > 0 && <Tag color="warning">已离开考试页面 {leftCount} 次</Tag>}
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
  const stage = mockStageParam(params.get('stage'));
  const practice = params.get('mode') === 'practice';
  const backTo = mockExamId ? pathTo('MockExamExplain', {}, { mockExamId }) : pathTo('Mock');
  const onHandedIn = useContestHandedIn();
  const leaveCount = useMockExamLeaveLog(
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
        showsResultAfterHandIn(practice, stage)
          ? `${pathTo('MockExamExplain', {}, { mockExamId, exerciseId })}#${MOCK_RESULT_ANCHOR}`
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
