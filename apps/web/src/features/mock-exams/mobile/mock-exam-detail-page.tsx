import { useMutation } from '@tanstack/react-query';
import { Button, Switch, Tag, Toast } from 'antd-mobile';
import { BellOutline, CheckCircleFill } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { MockExamStage } from '@shangan/shared/contracts/mock-exams';
import { MobileEmpty, MobileError, MobileLoading, MobilePage } from '../../../components/mobile';
import { ConfirmDialog } from '../../../components/mobile/confirm-dialog';
import { useSendToLogin } from '../../../components/mobile/use-send-to-login';
import { isApiError } from '../../../lib/api';
import { openMockExamPractice, openMockExamStage } from '../../../lib/api/mock-exams';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { useMockExamExplain, type MockExamExplain, type StageInfo } from '../api/mock-exam-explain';
import { usePushSetting } from '../api/push-setting';
import { useSetPushSetting } from '../api/push-config';
import { Countdown } from '../components/countdown';
import { STATE_LABELS, idParam, num } from '../lib/contest-words';
import { mainAction } from '../lib/main-action';
import { ApplyPopup } from './parts/apply-popup';
import { ResultSection } from './parts/contest-result';
import { RESULT_ANCHOR, STATE_TAG_COLORS } from './parts/words';
import styles from './parts/detail.module.css';

/**
 * Where a stage is sat: the mobile practice screen opens any attempt of mine by its id
 * (userExerciseLog/getExerciseQuestion), a contest's too, and saves and hands it in through
 * the bank's paper endpoints as the desktop exam screen does. The contest and stage (and
 * mode=practice for 往期模考) make it the contest's exam screen: the stage's clock and
 * switch, the leave log of a contest's own stage, and the way back here after the hand-in.
 */
export function stageTestPath(
  exerciseId: number,
  mockExamId: number,
  stage: MockExamStage,
  practice = false,
) {
  return mobilePathTo(
    'MSpecificTest',
    {},
    { exerciseId, mockExamId, stage, ...(practice ? { mode: 'practice' } : {}) },
  );
}

/** Opens (or reopens) my attempt of a stage on the server, then the practice screen. */
function useEnterStage(mockExamId: number) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ stage, practice }: { stage: MockExamStage; practice: boolean }) =>
      practice ? openMockExamPractice(mockExamId, stage) : openMockExamStage(mockExamId, stage),
    onSuccess: (session, { stage, practice }) =>
      void navigate(stageTestPath(session.exercise.id, mockExamId, stage, practice)),
  });
}

function ReminderRow({ explain, viewer }: { explain: MockExamExplain; viewer: number }) {
  const setting = usePushSetting(explain.id, viewer, true);
  const change = useSetPushSetting(viewer);
  const on = setting.data?.enabled ?? explain.myApplication?.reminderEnabled ?? false;
  return (
    <div className={styles.reminder}>
      <label className={styles.reminderRow}>
        <BellOutline aria-hidden="true" />
        <span>开考提醒</span>
        <Switch
          checked={on}
          loading={change.isPending}
          disabled={setting.isPending}
          aria-label="开考提醒"
          onChange={(next) =>
            change.mutate(
              { mockExamId: explain.id, enabled: next },
              {
                onSuccess: (saved) =>
                  Toast.show({
                    icon: 'success',
                    content: saved.enabled ? '已开启开考提醒' : '已关闭开考提醒',
                  }),
              },
            )
          }
        />
      </label>
      {setting.data ? (
        <p className={styles.hint}>
          {on ? `提醒时间：${formatDateTime(setting.data.remindAt)}。` : ''}
          {setting.data.delivery}
        </p>
      ) : null}
    </div>
  );
}

/** 我的报名: when, the position and province I am ranked in, and the start reminder. */
function MyApplication({ explain, viewer }: { explain: MockExamExplain; viewer: number }) {
  const application = explain.myApplication;
  if (!application) return null;
  const position = application.position;
  return (
    <section className={styles.block} aria-label="我的报名">
      <p className={styles.applied}>
        <CheckCircleFill className={styles.tick} aria-hidden="true" /> 已报名
        <span className={styles.hint}>{formatDateTime(application.appliedAt)}</span>
      </p>
      <dl className={styles.pairs}>
        <div>
          <dt>报考职位</dt>
          <dd>
            {position
              ? `${position.examName} · ${position.department} · ${position.name}（${position.code}）`
              : '未填写（只参加全国和省份排名）'}
          </dd>
        </div>
        <div>
          <dt>排名省份</dt>
          <dd>{application.province || '未填写（只参加全国排名）'}</dd>
        </div>
      </dl>
      {/* A reminder of a start that has passed means nothing. */}
      {explain.state === 'upcoming' || explain.state === 'applying' ? (
        <ReminderRow explain={explain} viewer={viewer} />
      ) : null}
    </section>
  );
}

interface StagesProps {
  explain: MockExamExplain;
  signedIn: boolean;
  entering: MockExamStage | null;
  onEnter: (stage: MockExamStage) => void;
}

/** The contest's stages (行测, 申论): size, score, time, my attempt and its way in. */
function Stages({ explain, signedIn, entering, onEnter }: StagesProps) {
  const over = explain.state === 'ended';
  const attemptTag = (stage: StageInfo) => {
    const attempt = explain.myAttempts.find((item) => item.stage === stage.stage);
    if (!attempt || attempt.status === 'not_started') return null;
    if (attempt.status === 'doing') return <Tag color="primary">作答中</Tag>;
    return (
      <Tag color="success">{attempt.submitType === 'auto' ? '时间到，已自动交卷' : '已交卷'}</Tag>
    );
  };
  return (
    <section className={styles.block} aria-labelledby="stages-title">
      <h2 id="stages-title" className={styles.heading}>
        考试科目
      </h2>
      {explain.stageList.map((stage) => {
        const attempt = explain.myAttempts.find((item) => item.stage === stage.stage);
        // After the end the main button offers each stage's practice; a stage I may not
        // enter now says why in its own lines, with no dead button beside them.
        const mayEnter =
          signedIn &&
          !over &&
          !!explain.myApplication &&
          !!attempt?.mayStart &&
          attempt.status !== 'submitted';
        return (
          <div key={stage.stage} className={styles.stage} aria-label={`${stage.name}科目`}>
            <div className={styles.stageHead}>
              <strong>{stage.name}</strong>
              {attemptTag(stage)}
            </div>
            <p className={styles.stageFacts}>
              {stage.questionCount}题 · 满分{num(stage.totalScore)}分 · {stage.minutes}分钟
            </p>
            <p className={styles.hint}>
              {formatDateTime(stage.startAt)} 至 {formatDateTime(stage.endAt)}
              <br />
              {formatDateTime(stage.lateEntryAt)} 后不能再首次进入
            </p>
            {attempt && attempt.status !== 'not_started' ? (
              <p className={styles.hint}>
                已答 {attempt.answeredCount}/{attempt.questionCount} 题
                {attempt.leaveCount > 0 ? `，离开考试页面 ${attempt.leaveCount} 次` : ''}
              </p>
            ) : null}
            {!over && attempt && !attempt.mayStart && attempt.startBlockedReason ? (
              <p className={styles.reason}>{attempt.startBlockedReason}</p>
            ) : null}
            {mayEnter ? (
              <Button
                color="primary"
                size="small"
                className={styles.stageButton}
                loading={entering === stage.stage}
                onClick={() => onEnter(stage.stage)}
              >
                {attempt.status === 'doing' ? '继续作答' : '进入考试'}
              </Button>
            ) : null}
          </div>
        );
      })}
    </section>
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
  const sendToLogin = useSendToLogin();
  const { hash } = useLocation();
  const [applying, setApplying] = useState(false);
  const [confirming, setConfirming] = useState<MockExamStage | null>(null);
  const enter = useEnterStage(explain.id);
  // The server says why not (not applied, not open yet, too late, handed in): shown in place.
  const enterError = enter.isError
    ? isApiError(enter.error)
      ? enter.error.message
      : '进入考试失败，请检查网络后重试'
    : '';
  const signedIn = viewer > 0;
  const action = mainAction(explain, signedIn);
  const submittedAny = explain.myAttempts.some((attempt) => attempt.status === 'submitted');
  const showResult = signedIn && (explain.state === 'ended' || submittedAny || exerciseId > 0);
  const entering = enter.isPending ? (enter.variables?.stage ?? null) : null;

  // 查看成绩 opens the page at my result (#mock-result), below the contest's facts.
  useEffect(() => {
    if (hash !== `#${RESULT_ANCHOR}`) return;
    document.getElementById(RESULT_ANCHOR)?.scrollIntoView?.({ block: 'start' });
  }, [hash, exerciseId]);

  const enterStage = (stage: MockExamStage) => {
    const attempt = explain.myAttempts.find((item) => item.stage === stage);
    if (attempt?.status === 'doing') {
      enter.mutate({ stage, practice: false });
      return;
    }
    setConfirming(stage);
  };

  let main;
  switch (action.kind) {
    case 'login':
      main = (
        <Button block color="primary" size="large" onClick={sendToLogin}>
          {action.label}
        </Button>
      );
      break;
    case 'apply':
      main = (
        <Button block color="primary" size="large" onClick={() => setApplying(true)}>
          {action.label}
        </Button>
      );
      break;
    case 'start':
      main = (
        <Button
          block
          color="primary"
          size="large"
          loading={entering === action.stage}
          onClick={() => enterStage(action.stage)}
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
              block
              color="primary"
              fill="outline"
              size="large"
              loading={entering === stage.stage}
              onClick={() => enter.mutate({ stage: stage.stage, practice: true })}
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
          <Button block size="large" disabled>
            {action.label}
          </Button>
          {action.reason ? <p className={styles.reasonCenter}>{action.reason}</p> : null}
        </>
      );
      break;
  }

  return (
    <>
      <section className={styles.hero}>
        <div className={styles.tags}>
          <Tag color={STATE_TAG_COLORS[explain.state]}>{STATE_LABELS[explain.state]}</Tag>
          <Tag fill="outline" color="default">
            {explain.examType}
          </Tag>
          {explain.examinationLevel ? (
            <Tag fill="outline" color="default">
              {explain.examinationLevel}
            </Tag>
          ) : null}
        </div>
        <h1 className={styles.title}>{explain.title}</h1>
        {explain.subtitle ? <p className={styles.hint}>{explain.subtitle}</p> : null}
        <dl className={styles.pairs}>
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
            <dd>{explain.applicantCount} 人</dd>
          </div>
          {explain.resultsPublishedAt ? (
            <div>
              <dt>成绩公布</dt>
              <dd>{formatDateTime(explain.resultsPublishedAt)}</dd>
            </div>
          ) : null}
        </dl>
        <div className={styles.countdown}>
          <Countdown explain={explain} offsetMs={offsetMs} onBoundary={onBoundary} />
        </div>
      </section>

      <MyApplication explain={explain} viewer={viewer} />

      <Stages
        explain={explain}
        signedIn={signedIn}
        entering={entering}
        onEnter={(stage) => enterStage(stage)}
      />

      {showResult ? (
        <ResultSection
          mockExamId={explain.id}
          exerciseId={exerciseId}
          viewer={viewer}
          contestEnded={explain.state === 'ended'}
          resultPath={(id) =>
            `${mobilePathTo('MMockExamDetail', { id: explain.id }, id ? { exerciseId: id } : {})}#${RESULT_ANCHOR}`
          }
        />
      ) : null}

      <section className={styles.block} aria-labelledby="rules-title">
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
          {explain.shuffleQuestions ? <li>每位考生的题目顺序不同。</li> : null}
          {explain.shuffleOptions ? <li>每位考生的选项顺序不同。</li> : null}
        </ul>
      </section>

      <div className={styles.actionBar}>
        {main}
        {enterError ? (
          <p className={styles.reasonCenter} role="alert">
            {enterError}
          </p>
        ) : null}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        title={`进入${explain.stageList.find((item) => item.stage === confirming)?.name ?? ''}考试`}
        content="计时以服务器时间为准，开始后不能暂停，到点自动交卷；离开考试页面会被记录。"
        confirmText="开始考试"
        cancelText="再等等"
        busy={enter.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          enter.mutate({ stage: confirming, practice: false });
          setConfirming(null);
        }}
      />

      <ApplyPopup
        open={applying}
        mockExamId={explain.id}
        title={explain.title}
        examType={explain.examType}
        onClose={() => setApplying(false)}
      />
    </>
  );
}

/**
 * A contest (模考详情): its times and a live countdown on the server's clock, applying (with an
 * optional position and province), the start reminder, each stage and the way into it when
 * the server allows, and once it is over my result and ranks (?exerciseId= one of my practice
 * attempts of it). The server alone decides what may be done; the page says why not.
 */
export default function MockExamDetailPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const mockExamId = idParam(id ?? null);
  const exerciseId = idParam(params.get('exerciseId'));
  const { data: user, isPending: userPending } = useCurrentUser();
  const viewer = user?.id ?? 0;
  // My application and attempts are part of the answer: wait for who is asking.
  const query = useMockExamExplain(mockExamId, viewer, !userPending);

  let body;
  if (mockExamId === 0 || (query.isError && isApiError(query.error) && query.error.code === 404)) {
    body = (
      <MobileEmpty title="模考不存在或已下线" description="去模考大赛看看其他模考吧">
        <Link to={mobilePathTo('MMockExam')} className={styles.emptyLink}>
          去模考大赛
        </Link>
      </MobileEmpty>
    );
  } else if (userPending || query.isPending) {
    body = <MobileLoading lines={10} />;
  } else if (query.isError) {
    body = <MobileError title="模考加载失败" onRetry={() => void query.refetch()} />;
  } else {
    body = (
      <ExplainView
        explain={query.data.explain}
        offsetMs={query.data.offsetMs}
        viewer={viewer}
        exerciseId={exerciseId}
        onBoundary={() => void query.refetch()}
      />
    );
  }
  return (
    <MobilePage title="模考详情" documentTitle={query.data?.explain.title ?? '模考详情'}>
      {body}
    </MobilePage>
  );
}
