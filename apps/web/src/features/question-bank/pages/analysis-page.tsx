import { Segmented } from 'antd';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { hasToken } from '../../../lib/session-storage';
import { useExerciseReview } from '../api/exercise-review';
import { AnswerCard } from '../components/answer-card';
import { BankNav } from '../components/bank-nav';
import { CompositeQuestion } from '../components/composite-question';
import { ErrorState, LoadingState, LoginRequired } from '../components/page-states';
import { QuestionBlock } from '../components/question-block';
import { idParam } from '../lib/links';
import { reviewModel } from '../lib/review-model';
import styles from '../components/bank.module.css';
import practice from '../components/practice.module.css';

/**
 * 答案解析: the review of a handed-in attempt, every question with my answer, the key and the
 * analyses (?exerciseId=…, &only=wrong for the wrong and unanswered ones, &questionId=… to
 * scroll to one).
 */
export default function AnalysisPage() {
  const [params, setParams] = useSearchParams();
  const exerciseId = idParam(params.get('exerciseId'));
  const onlyWrong = params.get('only') === 'wrong';
  const focus = idParam(params.get('questionId'));
  const review = useExerciseReview(hasToken() ? exerciseId : 0);
  useDocumentTitle(review.data ? `答案解析 · ${review.data.report.title}` : '答案解析');

  const view = useMemo(
    () => (review.data ? reviewModel(review.data, onlyWrong) : null),
    [review.data, onlyWrong],
  );

  useEffect(() => {
    if (!focus || !view) return;
    document.querySelector(`[data-question-id="${focus}"]`)?.scrollIntoView({ block: 'start' });
  }, [focus, view]);

  if (!hasToken()) return <LoginRequired what="查看解析" />;
  return (
    <div className={`page-container ${styles.page}`}>
      <BankNav />
      {exerciseId > 0 && review.isPending && <LoadingState />}
      {!exerciseId && <ErrorState error={new Error('缺少练习编号')} />}
      {review.isError && (
        <ErrorState
          error={review.error}
          onRetry={() => void review.refetch()}
          backTo={pathTo('Record')}
        />
      )}
      {review.data && view && (
        <div className={practice.body}>
          <main className={practice.main} aria-label="解析区">
            <div className={styles.row}>
              <h1 className={styles.panelTitle}>答案解析 · {review.data.report.title}</h1>
              <span className={styles.spacer} />
              <Segmented
                value={onlyWrong ? 'wrong' : 'all'}
                onChange={(value) => {
                  const next = new URLSearchParams(params);
                  if (value === 'wrong') next.set('only', 'wrong');
                  else next.delete('only');
                  setParams(next);
                }}
                options={[
                  { value: 'all', label: '全部解析' },
                  { value: 'wrong', label: '只看错题' },
                ]}
              />
            </div>
            {view.shown.map((question) =>
              question.questionTypeCode === 'composite' ? (
                <CompositeQuestion
                  key={question.id}
                  question={question}
                  firstNumber={view.firstNumberOf(question)}
                  values={view.values}
                  review={view.info}
                />
              ) : (
                <QuestionBlock
                  key={question.id}
                  question={question}
                  number={view.firstNumberOf(question)}
                  value={view.values[question.id]}
                  review={view.info[question.id] ?? {}}
                />
              ),
            )}
            {view.shown.length === 0 && (
              <p className={styles.muted}>本次练习全部答对，没有错题。</p>
            )}
          </main>
          <aside className={practice.side}>
            <div className={practice.sideTitle}>
              <span>答题卡</span>
              <span>
                {review.data.report.correctCount}/{review.data.report.questionCount}
              </span>
            </div>
            <AnswerCard
              legend="review"
              cells={view.cells}
              onJump={(_, questionId) =>
                document
                  .querySelector(`[data-question-id="${questionId}"]`)
                  ?.scrollIntoView({ behavior: 'smooth', block: 'start' })
              }
            />
          </aside>
        </div>
      )}
    </div>
  );
}
