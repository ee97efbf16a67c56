import { Button, NavBar, Segmented } from 'antd-mobile';
import { AppstoreOutline, LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MobileEmpty, MobileLoading } from '../../../components/mobile';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { useExerciseReview } from '../api/exercise-review';
import { idParam } from '../lib/links';
import { reviewModel } from '../lib/review-model';
import type { Question } from '../types';
import { AnswerCardSheet } from './practice/answer-card';
import { BankError } from './practice/bank-states';
import { QuestionView } from './practice/question-view';
import { useSwipe } from './practice/use-swipe';
import styles from './practice/practice.module.css';

/** The question holding a (sub-)question id. */
function holds(question: Question, questionId: number): boolean {
  return question.id === questionId || question.sonQuestion.some((son) => son.id === questionId);
}

/**
 * 答案解析 of a handed-in attempt (?exerciseId=…): one question per screen with my answer
 * against the key, the analyses (text, video, audio, AI), the answer card coloured by result;
 * &only=wrong shows the questions not answered right, &questionId=… opens at that question
 * (and follows the learner, so a reload returns there).
 */
export default function AnalysisPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const exerciseId = idParam(params.get('exerciseId'));
  const onlyWrong = params.get('only') === 'wrong';
  const focus = idParam(params.get('questionId'));
  const review = useExerciseReview(exerciseId);
  useDocumentTitle(review.data ? `答案解析 · ${review.data.report.title}` : '答案解析');
  const view = useMemo(
    () => (review.data ? reviewModel(review.data, onlyWrong) : null),
    [review.data, onlyWrong],
  );
  const [cardOpen, setCardOpen] = useState(false);

  const found = view ? view.shown.findIndex((question) => holds(question, focus)) : -1;
  const index = Math.max(found, 0);
  const question = view?.shown[index];
  const show = (next: { questionId?: number; only?: boolean }) => {
    const query = new URLSearchParams({ exerciseId: String(exerciseId) });
    if (next.only ?? onlyWrong) query.set('only', 'wrong');
    if (next.questionId) query.set('questionId', String(next.questionId));
    setParams(query, { replace: true });
  };
  const step = (delta: number) => {
    const target = view?.shown[index + delta];
    if (target) show({ questionId: target.id });
  };
  const swipe = useSwipe(
    () => step(1),
    () => step(-1),
  );
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [question?.id]);

  const back = () => {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (historyIndex > 0) void navigate(-1);
    else void navigate(mobilePathTo('MExerciseReport', {}, { exerciseId }), { replace: true });
  };

  return (
    <div className={styles.screen}>
      <div className={styles.top}>
        <NavBar
          onBack={back}
          right={
            view && view.shown.length > 0 ? (
              <span className={styles.clock} data-testid="analysis-progress">
                {index + 1}/{view.shown.length}
              </span>
            ) : null
          }
        >
          <span className={styles.navTitle}>答案解析</span>
        </NavBar>
        {view && (
          <div className={styles.filterLine}>
            <Segmented
              block
              value={onlyWrong ? 'wrong' : 'all'}
              // The question on screen stays when the other list holds it too.
              onChange={(value) =>
                show({ only: value === 'wrong', ...(question ? { questionId: question.id } : {}) })
              }
              options={[
                { value: 'all', label: '全部解析' },
                { value: 'wrong', label: '只看错题' },
              ]}
            />
          </div>
        )}
      </div>

      {!exerciseId && <MobileEmpty title="缺少练习编号" description="请从练习报告进入解析" />}
      {exerciseId > 0 && review.isPending && <MobileLoading lines={10} />}
      {review.isError && (
        <BankError
          error={review.error}
          onRetry={() => void review.refetch()}
          backTo={mobilePathTo('MQuestionBank')}
        />
      )}
      {view && view.shown.length === 0 && (
        <MobileEmpty
          title="本次练习全部答对，没有错题"
          description="切换到“全部解析”查看每道题的解析"
        />
      )}
      {view && question && (
        <>
          <main
            key={question.id}
            className={styles.body}
            aria-label="解析区"
            onTouchStart={swipe.onTouchStart}
            onTouchEnd={swipe.onTouchEnd}
          >
            <QuestionView
              question={question}
              firstNumber={view.firstNumberOf(question)}
              values={view.values}
              review={view.info}
            />
          </main>
          <div className={styles.bottomBar}>
            <Button
              className={styles.barButton}
              fill="none"
              disabled={index === 0}
              onClick={() => step(-1)}
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
              <span>答题卡</span>
            </Button>
            <Button
              className={styles.barButton}
              color="primary"
              fill="outline"
              disabled={index >= view.shown.length - 1}
              onClick={() => step(1)}
            >
              下一题 <RightOutline />
            </Button>
          </div>
          <AnswerCardSheet
            visible={cardOpen}
            onClose={() => setCardOpen(false)}
            title={`答题卡（答对 ${review.data?.report.correctCount ?? 0}/${review.data?.report.questionCount ?? 0}）`}
            legend="review"
            cells={view.cells}
            current={review.data?.questions.indexOf(question)}
            onJump={(_, questionId) => {
              setCardOpen(false);
              // A right answer is not among 只看错题: the card opens it among all.
              const listed = view.shown.some((item) => holds(item, questionId));
              show({ questionId, ...(listed ? {} : { only: false }) });
            }}
          />
        </>
      )}
    </div>
  );
}
