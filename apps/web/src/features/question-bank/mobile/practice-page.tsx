import { Button, NavBar, ProgressBar, Result } from 'antd-mobile';
import { AppstoreOutline, LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useEffect, useState, type ReactNode } from 'react';
import type { MockExamStage } from '@shangan/shared/contracts/mock-exams';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { MobileLoading } from '../../../components/mobile';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { MOBILE_ROUTE_PATHS, mobilePathTo } from '../../../lib/mobile-paths';
import { openExercise } from '../api/exercise-question';
import { openMockExamPractice } from '../api/mock-exam-practice';
import { openMockExamStage } from '../api/mock-exam-staged';
import { openPaperPractice } from '../api/paper-questions';
import { resumeCataloguePractice } from '../api/user-catalogue-question';
import { ShortAnswerWriting } from '../components/short-answer-writing';
import {
  MOCK_RESULT_ANCHOR,
  mockStageParam,
  showsResultAfterHandIn,
  useContestHandedIn,
  useMockExamLeaveLog,
} from '../hooks/use-mock-exam-screen';
import { usePracticeRun } from '../hooks/use-practice-run';
import { usePracticeSession } from '../hooks/use-practice-session';
import { formatSeconds } from '../lib/answer-model';
import { idParam } from '../lib/links';
import type { PracticeSession } from '../types';
import { AnswerCardSheet } from './practice/answer-card';
import { BankError } from './practice/bank-states';
import { QuestionView } from './practice/question-view';
import { useConfirm } from './practice/overlays';
import { StageSwitch } from './practice/stage-switch';
import { useSwipe } from './practice/use-swipe';
import styles from './practice/practice.module.css';

/** Goes back in this visit, or to `fallback` when the screen was opened directly. */
function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}

/** A contest's stage on the screen (模考大赛), as the contest page sends it. */
interface ContestStage {
  mockExamId: number;
  stage: MockExamStage;
  /** 往期模考: a past contest sat as a timed practice (&mode=practice). */
  practice: boolean;
}

/** The screen's address for a contest's stage; the switch opens it anew on the server. */
function stagePath({ mockExamId, stage, practice }: ContestStage) {
  return mobilePathTo(
    'MSpecificTest',
    {},
    { mockExamId, stage, ...(practice ? { mode: 'practice' } : {}) },
  );
}

/**
 * The practice screen on a phone, at the desktop's paths and query: /questionBank/specificTest
 * (?exerciseId=…, a catalogue section or error-book batch; without it the latest unfinished
 * one) and /questionBank/overYearTrueTopicDetailTest?paperId=… (a past paper, untimed, which
 * can be paused). One question per screen, swiped or stepped; answers are saved as they are
 * given, exactly as on the desktop.
 *
 * With &mockExamId=…&stage=xingce|shenlun (and &mode=practice for 往期模考) it is a contest's
 * exam screen, as the desktop's /questionBank/mockTest: on the server's clock to the stage's
 * end, unpausable, handed in by itself when the time is up, leaving the page logged, 行测 and
 * 申论 to switch between, 申论 written here; after the hand-in back to the contest's page.
 */
export default function PracticePage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const paper = pathname === MOBILE_ROUTE_PATHS.MPaperTest;
  const exerciseId = idParam(params.get('exerciseId'));
  const paperId = idParam(params.get('paperId'));
  const mockExamId = paper ? 0 : idParam(params.get('mockExamId'));
  const stage = mockStageParam(params.get('stage'));
  const contest: ContestStage | null =
    mockExamId && stage ? { mockExamId, stage, practice: params.get('mode') === 'practice' } : null;
  const backTo = paper
    ? mobilePathTo('MTrueQuestion')
    : mockExamId
      ? mobilePathTo('MMockExamDetail', { id: mockExamId })
      : mobilePathTo('MQuestionBank');
  const onHandedIn = useContestHandedIn();
  const leaveCount = useMockExamLeaveLog(
    mockExamId,
    stage ?? 'xingce',
    !!contest && !contest.practice,
  );
  const { query } = usePracticeSession(
    paper
      ? ['paper', paperId]
      : contest
        ? ['mockExam', mockExamId, stage, contest.practice ? 'practice' : 'contest', exerciseId]
        : ['exercise', exerciseId],
    async (): Promise<PracticeSession> => {
      if (paper) {
        if (!paperId) throw new Error('缺少试卷编号，请从历年真题列表进入');
        return openPaperPractice(paperId);
      }
      if (mockExamId && !contest) throw new Error('链接缺少模考编号或考试科目');
      // The contest page opened the attempt and names it; the stage switch (and an address
      // without it) opens the stage on the server, which decides whether I may.
      if (exerciseId) return openExercise(exerciseId);
      if (contest) {
        return contest.practice
          ? openMockExamPractice(contest.mockExamId, contest.stage)
          : openMockExamStage(contest.mockExamId, contest.stage);
      }
      const latest = await resumeCataloguePractice();
      if (!latest) throw new Error('没有未完成的练习，请先在题库中选择知识点开始练习');
      return latest;
    },
  );
  const goBack = useGoBack(backTo);
  // A contest's report stays hidden until it is over: its page follows the hand-in instead
  // (with a past contest's 行测 practice, at my result placed in the original cohort).
  const handedInTo = contest
    ? (id: number) =>
        showsResultAfterHandIn(contest.practice, contest.stage)
          ? `${mobilePathTo('MMockExamDetail', { id: contest.mockExamId }, { exerciseId: id })}#${MOCK_RESULT_ANCHOR}`
          : backTo
    : undefined;

  if (query.isPending || query.isError) {
    return (
      <div className={styles.screen}>
        <div className={styles.top}>
          <NavBar onBack={goBack}>{paper ? '真题练习' : contest ? '模考大赛' : '专项练习'}</NavBar>
        </div>
        {query.isPending ? (
          <MobileLoading lines={8} />
        ) : (
          <BankError error={query.error} onRetry={() => void query.refetch()} backTo={backTo} />
        )}
      </div>
    );
  }
  const session = query.data;
  if (session.exercise.status === 'submitted') {
    return (
      <Navigate
        replace
        to={
          handedInTo?.(session.exercise.id) ??
          mobilePathTo('MExerciseReport', {}, { exerciseId: session.exercise.id })
        }
      />
    );
  }
  return (
    <ShortAnswerWriting value={!!contest}>
      <Runner
        // A fresh screen for each answer of the server (继续答题 after a pause fetches anew).
        key={`${session.exercise.id}:${session.exercise.updatedAt}:${query.dataUpdatedAt}`}
        session={session}
        openedAt={query.dataUpdatedAt}
        backTo={backTo}
        goBack={goBack}
        onResume={() => void query.refetch()}
        {...(contest
          ? {
              handedInTo,
              onHandedIn,
              timeUpText: '时间到，已自动交卷',
              topExtra: (leave: (to: string) => void) => (
                <StageSwitch
                  mockExamId={contest.mockExamId}
                  stage={contest.stage}
                  practice={contest.practice}
                  leaveCount={leaveCount}
                  onSwitch={(next) => leave(stagePath({ ...contest, stage: next }))}
                />
              ),
            }
          : {})}
      />
    </ShortAnswerWriting>
  );
}

interface RunnerProps {
  session: PracticeSession;
  /** When the session was fetched (by the server, for a page it drew). */
  openedAt: number;
  backTo: string;
  goBack: () => void;
  onResume: () => void;
  /** Where a handed-in attempt goes instead of its report (a contest's stage). */
  handedInTo?: ((exerciseId: number) => string) | undefined;
  /** Once handed in: other pages' data the hand-in made stale. */
  onHandedIn?: (() => void) | undefined;
  timeUpText?: string;
  /** Under the top bar; `leave` saves what is unsaved, then goes to `to` in this entry. */
  topExtra?: (leave: (to: string) => void) => ReactNode;
}

function Runner({
  session,
  openedAt,
  backTo,
  goBack,
  onResume,
  handedInTo,
  onHandedIn,
  timeUpText = '考试时间到，已自动交卷',
  topExtra,
}: RunnerProps) {
  const { exercise, questions } = session;
  useDocumentTitle(exercise.title);
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const run = usePracticeRun(session, {
    confirmHandIn: (tip) =>
      confirm({
        title: '确认交卷',
        content: tip,
        confirmText: '交卷',
        cancelText: '继续作答',
      }),
    reportTo: (id) => mobilePathTo('MExerciseReport', {}, { exerciseId: id }),
    backTo,
    ...(handedInTo ? { handedInTo } : {}),
    ...(onHandedIn ? { onHandedIn } : {}),
    timeUpText,
    openedAt,
  });
  const { practice, question, firstNumber, busy, paused, timed, starrable, cells } = run;
  const [cardOpen, setCardOpen] = useState(false);
  const previous = () => practice.goTo(practice.current - 1);
  const next = () => practice.goTo(practice.current + 1);
  const swipe = useSwipe(next, previous);
  const last = practice.current >= questions.length - 1;
  const total = practice.leaves.length;
  const lastNumber =
    question?.questionTypeCode === 'composite'
      ? firstNumber + Math.max(question.sonQuestion.length - 1, 0)
      : firstNumber;

  // A new question starts at its top, as a new page would.
  const onScreen = practice.current;
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [onScreen]);

  const leave = async () => {
    await practice.flush().catch(() => undefined);
    goBack();
  };
  // Another stage replaces this one in the history: back still leads to the contest's page.
  const leaveTo = (to: string) => {
    void practice
      .flush()
      .catch(() => undefined)
      .then(() => navigate(to, { replace: true }));
  };
  const handIn = () => {
    setCardOpen(false);
    void run.handIn(false);
  };
  const urgent = timed && (practice.remainingSeconds ?? 0) <= 300;

  if (paused) {
    return (
      <div className={styles.screen}>
        <div className={styles.top}>
          <NavBar onBack={goBack}>
            <span className={styles.navTitle}>{exercise.title}</span>
          </NavBar>
        </div>
        <Result
          status="waiting"
          title="已暂停"
          description={`计时已暂停，已作答 ${practice.answeredCount} 题，答案已保存。可以随时回来继续。`}
        />
        <div className={styles.stateActions}>
          <Button color="primary" size="large" onClick={onResume}>
            继续答题
          </Button>
          <Button size="large" onClick={() => void navigate(backTo)}>
            返回真题列表
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.screen}>
      <div className={styles.top}>
        <NavBar
          onBack={() => void leave()}
          right={
            <span
              className={urgent ? styles.clockUrgent : styles.clock}
              aria-label={timed ? '剩余时间' : '已用时间'}
              data-testid="practice-clock"
            >
              {timed
                ? formatSeconds(practice.remainingSeconds ?? 0)
                : formatSeconds(practice.elapsedSeconds)}
            </span>
          }
        >
          <span className={styles.navTitle}>{exercise.title}</span>
        </NavBar>
        <div className={styles.progressLine}>
          <span className={styles.progressText} data-testid="practice-progress">
            <strong>
              {firstNumber === lastNumber ? firstNumber : `${firstNumber}-${lastNumber}`}
            </strong>
            /{total}
          </span>
          <ProgressBar
            className={styles.progressBar}
            percent={total ? (practice.answeredCount / total) * 100 : 0}
            aria-label={`已答 ${practice.answeredCount} 题，共 ${total} 题`}
          />
          <span
            className={practice.saveState === 'retrying' ? styles.saveFailed : styles.saveState}
            role="status"
            data-testid="save-state"
          >
            {practice.saveState === 'saved'
              ? '已保存'
              : practice.saveState === 'saving'
                ? '保存中…'
                : '保存失败，重试中'}
          </span>
        </div>
        {topExtra?.(leaveTo)}
      </div>

      <main
        key={practice.current}
        className={styles.body}
        aria-label="题目区"
        onTouchStart={swipe.onTouchStart}
        onTouchEnd={swipe.onTouchEnd}
      >
        {question && (
          <QuestionView
            question={question}
            firstNumber={firstNumber}
            values={practice.answers}
            onChange={practice.setAnswer}
            showStar={starrable}
          />
        )}
        {last && <p className={styles.endHint}>已是最后一题，检查无误后即可交卷。</p>}
      </main>

      <div className={styles.bottomBar}>
        <Button
          className={styles.barButton}
          fill="none"
          disabled={practice.current === 0}
          onClick={previous}
        >
          <LeftOutline /> 上一题
        </Button>
        <Button
          className={styles.barCard}
          fill="none"
          onClick={() => setCardOpen(true)}
          aria-haspopup="dialog"
        >
          <AppstoreOutline fontSize={20} />
          <span>
            答题卡 {practice.answeredCount}/{total}
          </span>
        </Button>
        {last ? (
          <Button className={styles.barButton} color="primary" loading={busy} onClick={handIn}>
            交卷
          </Button>
        ) : (
          <Button className={styles.barButton} color="primary" fill="outline" onClick={next}>
            下一题 <RightOutline />
          </Button>
        )}
      </div>

      <AnswerCardSheet
        visible={cardOpen}
        onClose={() => setCardOpen(false)}
        title={`答题卡（已答 ${practice.answeredCount}/${total}）`}
        cells={cells}
        current={practice.current}
        onJump={(topIndex) => {
          practice.goTo(topIndex);
          setCardOpen(false);
        }}
        footer={
          <>
            {run.pausable && (
              <Button
                size="large"
                disabled={busy}
                onClick={() => {
                  setCardOpen(false);
                  void run.pause();
                }}
              >
                暂停
              </Button>
            )}
            <Button size="large" color="primary" loading={busy} onClick={handIn}>
              交卷
            </Button>
          </>
        }
      />
      {dialog}
    </div>
  );
}
