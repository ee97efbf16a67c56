import { App, Button, Modal, Space } from 'antd';
import { LeftOutlined, PauseCircleOutlined, RightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import type { PracticeSession } from '../types';
import { useOptionShortcuts } from '../hooks/use-option-shortcuts';
import { usePracticeRun } from '../hooks/use-practice-run';
import { usePracticeSession } from '../hooks/use-practice-session';
import { formatSeconds } from '../lib/answer-model';
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
  const { signedIn, query } = usePracticeSession(props.queryKey, props.load);
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
        openedAt={query.dataUpdatedAt}
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
  /** When the session was fetched (by the server, for a page it drew). */
  openedAt: number;
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
  openedAt,
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
  const run = usePracticeRun(session, {
    confirmHandIn: async (tip) =>
      await modal.confirm({
        title: '确认交卷',
        content: tip,
        okText: '交卷',
        cancelText: '继续作答',
      }),
    reportTo: (exerciseId) => pathTo('ExerciseReport', {}, { exerciseId }),
    backTo,
    ...(handedInTo ? { handedInTo } : {}),
    ...(onHandedIn ? { onHandedIn } : {}),
    timeUpText,
    openedAt,
  });
  const { practice, question, firstNumber, busy, paused, handIn, pause, timed, starrable, cells } =
    run;
  const leave = (to?: string) => void run.leave(to);

  useOptionShortcuts({
    question,
    answers: practice.answers,
    setAnswer: practice.setAnswer,
    onPrevious: () => practice.goTo(practice.current - 1),
    onNext: () => practice.goTo(practice.current + 1),
    enabled: !paused && !busy,
  });

  return (
    <div className={`page-container ${styles.screen}`}>
      <div className={styles.topBar}>
        <Button type="text" icon={<LeftOutlined />} onClick={() => leave()}>
          {backLabel}
        </Button>
        <h1 className={styles.title}>{exercise.title}</h1>
        {topExtra?.((to) => leave(to))}
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
        {run.pausable && (
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
