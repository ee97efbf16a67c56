import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Modal, Space } from 'antd';
import { LeftOutlined, PauseCircleOutlined, RightOutlined } from '@ant-design/icons';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { notify } from '../../../lib/notifier';
import { pathTo } from '../../../lib/paths';
import { hasToken } from '../../../lib/session-storage';
import { checkHandIn } from '../api/catalogue-hand-in-check';
import { openExercise } from '../api/exercise-question';
import { QB_KEY, qbKeys } from '../api/keys';
import type { PracticeSession, Report, SubmitResult } from '../types';
import { usePractice } from '../hooks/use-practice';
import { useOptionShortcuts } from '../hooks/use-option-shortcuts';
import { formatSeconds, isAnswered } from '../lib/answer-model';
import { AnswerCard } from './answer-card';
import { CompositeQuestion } from './composite-question';
import { ErrorState, LoadingState, LoginRequired } from './page-states';
import { QuestionBlock } from './question-block';
import { ShortAnswerWriting } from './short-answer-writing';
import styles from './practice.module.css';

export interface PracticeScreenProps {
  /** Identifies the attempt being opened (e.g. ['paper', 3]). */
  queryKey: readonly unknown[];
  /** Opens or resumes the attempt on the server. */
  load: () => Promise<PracticeSession>;
  backTo: string;
  backLabel: string;
  /**
   * Where a handed-in attempt goes instead of its report (a contest's stage goes back to the
   * contest, whose results wait for its end).
   */
  handedInTo?: (exerciseId: number) => string;
  /** Once the attempt is handed in: other pages' data that the hand-in made stale. */
  onHandedIn?: () => void;
  /** The notice when the clock runs out (default 考试时间到，已自动交卷). */
  timeUpText?: string;
  /** Short answers are written on this screen (a contest's 申论) instead of on their own page. */
  writeShortAnswers?: boolean;
  /** Shown in the top bar after the title; `leave` saves what is unsaved, then goes to `to`. */
  topExtra?: (leave: (to: string) => void) => ReactNode;
}

/**
 * The practice screen every attempt uses (catalogue, error book, past paper, timed mock): one
 * question at a time, the answer card beside it, the clock on top, answers saved as they are
 * given, and hand-in (automatic when a timed attempt runs out).
 */
export function PracticeScreen(props: PracticeScreenProps) {
  const signedIn = hasToken();
  // `load` may start an attempt (a past paper handed in before starts afresh). Once this
  // screen holds one, every later fetch (a refetch, 继续答题 after a pause) reopens that attempt
  // by its id: fetching the same screen twice must never start a second attempt.
  const opened = useRef<{ key: string; id: number } | null>(null);
  const screenKey = JSON.stringify(props.queryKey);
  const query = useQuery({
    queryKey: [...QB_KEY, 'practice', ...props.queryKey],
    queryFn: async () => {
      const known = opened.current?.key === screenKey ? opened.current.id : 0;
      const session = known ? await openExercise(known) : await props.load();
      opened.current = { key: screenKey, id: session.exercise.id };
      return session;
    },
    enabled: signedIn,
    staleTime: Infinity,
    gcTime: 0,
  });
  if (!signedIn) return <LoginRequired />;
  if (query.isPending) return <LoadingState tip="正在准备题目…" />;
  if (query.isError) {
    return (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} backTo={props.backTo} />
    );
  }
  const session = query.data;
  if (session.exercise.status === 'submitted') {
    const exerciseId = session.exercise.id;
    return (
      <Navigate
        replace
        to={props.handedInTo?.(exerciseId) ?? pathTo('ExerciseReport', {}, { exerciseId })}
      />
    );
  }
  return (
    <ShortAnswerWriting value={props.writeShortAnswers ?? false}>
      <PracticeRunner
        key={`${session.exercise.id}:${session.exercise.updatedAt}`}
        session={session}
        backTo={props.backTo}
        backLabel={props.backLabel}
        onResume={() => void query.refetch()}
        {...(props.handedInTo ? { handedInTo: props.handedInTo } : {})}
        {...(props.onHandedIn ? { onHandedIn: props.onHandedIn } : {})}
        timeUpText={props.timeUpText ?? '考试时间到，已自动交卷'}
        {...(props.topExtra ? { topExtra: props.topExtra } : {})}
      />
    </ShortAnswerWriting>
  );
}

interface RunnerProps {
  session: PracticeSession;
  backTo: string;
  backLabel: string;
  onResume: () => void;
  handedInTo?: (exerciseId: number) => string;
  onHandedIn?: () => void;
  timeUpText: string;
  topExtra?: (leave: (to: string) => void) => ReactNode;
}

function PracticeRunner({
  session,
  backTo,
  backLabel,
  onResume,
  handedInTo,
  onHandedIn,
  timeUpText,
  topExtra,
}: RunnerProps) {
  const { exercise, questions } = session;
  useDocumentTitle(exercise.title);
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toReport = useCallback(
    (report: Report | null = null) => {
      // Every progress figure is stale now, but not this screen's attempt: fetching it again
      // while the screen is still mounted would only ask the server for the same attempt.
      void queryClient.invalidateQueries({
        queryKey: QB_KEY,
        predicate: (cached) => cached.queryKey[1] !== 'practice',
      });
      onHandedIn?.();
      if (handedInTo) {
        void navigate(handedInTo(exercise.id), { replace: true });
        return;
      }
      // The hand-in answered with the report: the report page shows it without asking again.
      // Set after the invalidation, which would have marked it stale; it then ages like data
      // the report query fetched itself.
      if (report) queryClient.setQueryData(qbKeys.report(exercise.id), report);
      void navigate(pathTo('ExerciseReport', {}, { exerciseId: exercise.id }), { replace: true });
    },
    [exercise.id, handedInTo, navigate, onHandedIn, queryClient],
  );
  const practice = usePractice(
    session,
    useCallback(
      (result: SubmitResult) => {
        notify.warning(timeUpText);
        toReport(result.report);
      },
      [timeUpText, toReport],
    ),
  );
  const [busy, setBusy] = useState(false);
  const [paused, setPaused] = useState(false);
  const handedIn = useRef(false);
  // Bumped to try the clock's hand-in again when the server still had time left.
  const [clockRetry, setClockRetry] = useState(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Leaving the screen drops a pending retry: it would only touch an unmounted screen.
  useEffect(() => () => clearTimeout(retryTimer.current), []);

  const question = questions[practice.current];
  const firstNumber =
    practice.leaves.find((leaf) => leaf.topIndex === practice.current)?.index ?? 1;

  const handIn = useCallback(
    async (auto: boolean) => {
      if (handedIn.current) return;
      if (!auto) {
        await practice.flush();
        const check = await checkHandIn(exercise.id).catch(() => null);
        const confirmed = await modal.confirm({
          title: '确认交卷',
          content: check?.tip ?? '确定要交卷吗？',
          okText: '交卷',
          cancelText: '继续作答',
        });
        if (!confirmed) return;
      }
      handedIn.current = true;
      setBusy(true);
      try {
        // At zero the clock hands in ('timeUp', recorded as handed in by the clock, not by
        // the learner); the server's clock decides, and if it still has time left (this screen
        // ran ahead) the attempt goes on and the hand-in is tried again when that is spent.
        const result = await practice.finish(auto ? 'timeUp' : 'handIn');
        if (auto && result && result.status !== 'submitted') {
          handedIn.current = false;
          setBusy(false);
          const wait = ((result.remainingSeconds ?? 0) + 1) * 1000;
          clearTimeout(retryTimer.current);
          retryTimer.current = setTimeout(() => setClockRetry((count) => count + 1), wait);
          return;
        }
        practice.stop();
        if (auto) notify.warning(timeUpText);
        toReport(result?.report);
      } catch (error) {
        // Handed in meanwhile (the server's clock ran out first): the report is there.
        if (isApiError(error) && error.message.includes('已交卷')) return toReport();
        handedIn.current = false;
        setBusy(false);
      }
    },
    [exercise.id, modal, practice, timeUpText, toReport],
  );

  // Timed attempts hand themselves in when the time is up.
  useEffect(() => {
    if (practice.remainingSeconds === 0 && !handedIn.current) void handIn(true);
  }, [practice.remainingSeconds, handIn, clockRetry]);

  useOptionShortcuts({
    question,
    answers: practice.answers,
    setAnswer: practice.setAnswer,
    onPrevious: () => practice.goTo(practice.current - 1),
    onNext: () => practice.goTo(practice.current + 1),
    enabled: !paused && !busy,
  });

  const pause = async () => {
    setBusy(true);
    try {
      await practice.finish('pause');
      practice.stop();
      setPaused(true);
    } finally {
      setBusy(false);
    }
  };

  const leave = async (to = backTo) => {
    await practice.flush().catch(() => undefined);
    void navigate(to);
  };

  const timed = practice.remainingSeconds !== null;
  // A contest's questions are secret until it is over: the server refuses to star them.
  const starrable = exercise.kind !== 'contest';
  const cells = practice.leaves.map((leaf) => ({
    questionId: leaf.id,
    index: leaf.index,
    topIndex: leaf.topIndex,
    state: isAnswered(practice.answers[leaf.id]) ? ('answered' as const) : ('empty' as const),
  }));

  return (
    <div className={`page-container ${styles.screen}`}>
      <div className={styles.topBar}>
        <Button type="text" icon={<LeftOutlined />} onClick={() => void leave()}>
          {backLabel}
        </Button>
        <h1 className={styles.title}>{exercise.title}</h1>
        {topExtra?.((to) => void leave(to))}
        <span
          className={`${styles.clock} ${timed && (practice.remainingSeconds ?? 0) <= 300 ? styles.clockUrgent : ''}`}
          aria-label={timed ? '剩余时间' : '已用时间'}
          data-testid="practice-clock"
        >
          {timed
            ? `剩余 ${formatSeconds(practice.remainingSeconds ?? 0)}`
            : `用时 ${formatSeconds(practice.elapsedSeconds)}`}
        </span>
        <span className={styles.saveState} role="status" data-testid="save-state">
          {practice.saveState === 'saved'
            ? '已保存'
            : practice.saveState === 'saving'
              ? '保存中…'
              : '保存失败，正在重试'}
        </span>
        {/* A timed mock is an exam: its clock runs on the server whatever the page does. */}
        {exercise.kind === 'paper' && !timed && (
          <Button icon={<PauseCircleOutlined />} onClick={() => void pause()} disabled={busy}>
            暂停
          </Button>
        )}
        <Button type="primary" onClick={() => void handIn(false)} loading={busy}>
          交卷
        </Button>
      </div>

      <div className={styles.body}>
        <main className={styles.main} aria-label="题目区">
          {question &&
            (question.questionTypeCode === 'composite' ? (
              <CompositeQuestion
                question={question}
                firstNumber={firstNumber}
                values={practice.answers}
                onChange={practice.setAnswer}
                showStar={starrable}
              />
            ) : (
              <QuestionBlock
                question={question}
                number={firstNumber}
                value={practice.answers[question.id]}
                onChange={(value) => practice.setAnswer(question.id, value)}
                showStar={starrable}
              />
            ))}
          <div className={styles.pager}>
            <Button
              icon={<LeftOutlined />}
              disabled={practice.current === 0}
              onClick={() => practice.goTo(practice.current - 1)}
            >
              上一题
            </Button>
            <span className={styles.shortcuts}>快捷键：A–D 选择选项，← → 切换题目</span>
            {practice.current < questions.length - 1 ? (
              <Button type="primary" ghost onClick={() => practice.goTo(practice.current + 1)}>
                下一题 <RightOutlined />
              </Button>
            ) : (
              <Button type="primary" onClick={() => void handIn(false)} loading={busy}>
                交卷
              </Button>
            )}
          </div>
        </main>
        <aside className={styles.side}>
          <div className={styles.sideTitle}>
            <span>答题卡</span>
            <span>
              {practice.answeredCount}/{practice.leaves.length}
            </span>
          </div>
          <AnswerCard
            cells={cells}
            current={practice.current}
            onJump={(topIndex) => practice.goTo(topIndex)}
          />
          <Space direction="vertical" style={{ width: '100%' }}>
            <Button block type="primary" onClick={() => void handIn(false)} loading={busy}>
              交卷
            </Button>
          </Space>
        </aside>
      </div>

      <Modal
        open={paused}
        title="已暂停"
        closable={false}
        maskClosable={false}
        footer={[
          <Button key="back" onClick={() => void navigate(backTo)}>
            {backLabel}
          </Button>,
          <Button key="resume" type="primary" onClick={onResume}>
            继续答题
          </Button>,
        ]}
      >
        <p>计时已暂停，已作答 {practice.answeredCount} 题，答案已保存。可以随时回来继续。</p>
      </Modal>
    </div>
  );
}
