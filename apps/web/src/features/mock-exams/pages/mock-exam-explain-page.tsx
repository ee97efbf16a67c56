import { TeamOutlined } from '@ant-design/icons';
import { Button, Skeleton, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { MockExamStage } from '@shangan/shared/contracts/mock-exams';
import { LoadedPage } from '../../../components/page-states/loaded-page';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { pathTo } from '../../../lib/paths';
import { useMockExamExplain, type MockExamExplain } from '../api/mock-exam-explain';
import { ApplicationPanel } from '../components/application-panel';
import { ApplyDialog } from '../components/apply-dialog';
import { Countdown } from '../components/countdown';
import { ResultSection } from '../components/result/result-section';
import { StageList } from '../components/stage-list';
import { STATE_COLORS, STATE_LABELS, idParam } from '../lib/contest-words';
import { mainAction } from '../lib/main-action';
import styles from './mock-exam-explain-page.module.css';

const TRAIL = [
  { title: '题库', to: pathTo('QuestionBank') },
  { title: '模考大赛', to: pathTo('Mock') },
];

/** The exam screen of a stage: the contest itself, or a later practice of a past one. */
function testUrl(mockExamId: number, stage: MockExamStage, practice = false) {
  return pathTo('MockTest', {}, { mockExamId, stage, ...(practice ? { mode: 'practice' } : {}) });
}

/**
 * /questionBank/mockExamExplain?mockExamId= (模考说明): a contest's rules, stages and times, a
 * live countdown on the server's clock, applying (with an optional position and province), the
 * start reminder, the way into the exam when the server allows it, and once the contest is
 * over my result (?exerciseId= one of my practice attempts of it).
 */
export default function MockExamExplainPage() {
  const [params] = useSearchParams();
  const mockExamId = idParam(params.get('mockExamId'));
  const exerciseId = idParam(params.get('exerciseId'));
  const { data: user, isPending: userPending } = useCurrentUser();
  const viewer = user?.id ?? 0;
  // My application and attempts are part of the answer: wait for who is asking.
  const query = useMockExamExplain(mockExamId, viewer, !userPending);

  return (
    <LoadedPage
      title="模考说明"
      trail={TRAIL}
      missingId={mockExamId === 0}
      notFound={{
        missing: {
          title: '没有找到这场模考',
          subTitle: '链接缺少模考编号，去模考大赛看看正在报名的模考吧。',
        },
        gone: { title: '模考不存在或已下线', subTitle: '去模考大赛看看其他模考吧。' },
        action: { label: '去模考大赛', to: pathTo('Mock') },
      }}
      waiting={userPending}
      query={query}
      skeleton={<ExplainSkeleton />}
      failedTitle="模考加载失败"
      titleOf={(data) => data.explain.title}
    >
      {({ explain, offsetMs }) => (
        <ExplainView
          explain={explain}
          offsetMs={offsetMs}
          viewer={viewer}
          exerciseId={exerciseId}
          onBoundary={() => void query.refetch()}
        />
      )}
    </LoadedPage>
  );
}

/** The page's final shape while it loads: header, countdown and button, stages, rules. */
function ExplainSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" aria-label="模考加载中">
      <div className={styles.hero}>
        <Skeleton active title={{ width: '50%' }} paragraph={{ rows: 3 }} />
        <div className={styles.actionBox}>
          <Skeleton.Button active size="large" block />
        </div>
      </div>
      <div className={styles.stagesSkeleton}>
        <Skeleton.Node active className={styles.stageBone} />
        <Skeleton.Node active className={styles.stageBone} />
      </div>
      <Skeleton active paragraph={{ rows: 5 }} />
    </div>
  );
}

interface ExplainViewProps {
  explain: MockExamExplain;
  offsetMs: number;
  viewer: number;
  exerciseId: number;
  onBoundary: () => void;
}

function ExplainView({ explain, offsetMs, viewer, exerciseId, onBoundary }: ExplainViewProps) {
  const navigate = useNavigate();
  const [applying, setApplying] = useState(false);
  const signedIn = viewer > 0;
  const action = mainAction(explain, signedIn);
  const submittedAny = explain.myAttempts.some((attempt) => attempt.status === 'submitted');
  const showResult = signedIn && (explain.state === 'ended' || submittedAny || exerciseId > 0);

  const stageAction = (stage: MockExamExplain['stageList'][number]) => {
    // After the end the main button offers each stage's practice.
    if (!signedIn || explain.state === 'ended') return null;
    const attempt = explain.myAttempts.find((item) => item.stage === stage.stage);
    // A stage I may not enter now says why in its own lines; no dead button beside them.
    if (!attempt?.mayStart || !explain.myApplication || attempt.status === 'submitted') {
      return null;
    }
    return (
      <Button type="primary" onClick={() => void navigate(testUrl(explain.id, stage.stage))}>
        {attempt.status === 'doing' ? '继续作答' : '进入考试'}
      </Button>
    );
  };

  let main;
  switch (action.kind) {
    case 'login':
      main = (
        <Button type="primary" size="large" block onClick={() => openAuthDialog('login')}>
          {action.label}
        </Button>
      );
      break;
    case 'apply':
      main = (
        <Button type="primary" size="large" block onClick={() => setApplying(true)}>
          {action.label}
        </Button>
      );
      break;
    case 'start':
      main = (
        <Button
          type="primary"
          size="large"
          block
          onClick={() => void navigate(testUrl(explain.id, action.stage))}
        >
          {action.label}
        </Button>
      );
      break;
    case 'practice':
      main = (
        <div className={styles.practiceButtons}>
          {action.stages.map((stage) => (
            <Button
              key={stage.stage}
              size="large"
              block
              onClick={() => void navigate(testUrl(explain.id, stage.stage, true))}
            >
              往期练习（{stage.name}）
            </Button>
          ))}
        </div>
      );
      break;
    case 'blocked':
      main = (
        <>
          <Tooltip title={action.reason}>
            <Button size="large" block disabled>
              {action.label}
            </Button>
          </Tooltip>
          {action.reason && <p className={styles.reason}>{action.reason}</p>}
        </>
      );
      break;
  }

  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <div className={styles.heroMain}>
          <div className={styles.tags}>
            <Tag color={STATE_COLORS[explain.state]}>{STATE_LABELS[explain.state]}</Tag>
            <Tag>{explain.examType}</Tag>
            {explain.examinationLevel && <Tag>{explain.examinationLevel}</Tag>}
          </div>
          {explain.subtitle && <p className={styles.subtitle}>{explain.subtitle}</p>}
          <dl className={styles.facts}>
            <div>
              <dt>报名时间</dt>
              <dd>
                {formatDateTime(explain.applyStartAt)} 至 {formatDateTime(explain.applyEndAt)}
              </dd>
            </div>
            <div>
              <dt>考试时间</dt>
              <dd>
                {formatDateTime(explain.startAt)} 至 {formatDateTime(explain.endAt)}
              </dd>
            </div>
            <div>
              <dt>报名人数</dt>
              <dd>
                <TeamOutlined /> {explain.applicantCount} 人
              </dd>
            </div>
            {explain.resultsPublishedAt && (
              <div>
                <dt>成绩公布</dt>
                <dd>{formatDateTime(explain.resultsPublishedAt)}</dd>
              </div>
            )}
          </dl>
          <Countdown explain={explain} offsetMs={offsetMs} onBoundary={onBoundary} />
        </div>
        <div className={styles.actionBox}>
          {main}
          <ApplicationPanel explain={explain} viewer={viewer} />
        </div>
      </div>

      <section aria-labelledby="stages-title">
        <h2 id="stages-title" className={styles.heading}>
          考试科目
        </h2>
        <StageList
          stages={explain.stageList}
          attempts={explain.myAttempts}
          actionOf={stageAction}
          over={explain.state === 'ended'}
        />
      </section>

      {showResult && (
        <ResultSection
          mockExamId={explain.id}
          exerciseId={exerciseId}
          viewer={viewer}
          contestEnded={explain.state === 'ended'}
        />
      )}

      <section aria-labelledby="rules-title">
        <h2 id="rules-title" className={styles.heading}>
          考试规则
        </h2>
        <ul className={styles.rules}>
          {explain.rules
            .split(/\n+/)
            .map((line) => line.trim())
            .filter(Boolean)
            .map((line) => (
              <li key={line}>{line}</li>
            ))}
          <li>
            每科开考 {explain.lateEntryMinutes}{' '}
            分钟后不能再首次进入；迟到进入的考生只有到结束时为止的剩余时间。
          </li>
          <li>计时以服务器时间为准，到点自动交卷，作答中途不能暂停。</li>
          {explain.shuffleQuestions && <li>每位考生的题目顺序不同。</li>}
          {explain.shuffleOptions && <li>每位考生的选项顺序不同。</li>}
        </ul>
      </section>

      <ApplyDialog
        open={applying}
        mockExamId={explain.id}
        title={explain.title}
        examType={explain.examType}
        onClose={() => setApplying(false)}
      />
    </div>
  );
}
