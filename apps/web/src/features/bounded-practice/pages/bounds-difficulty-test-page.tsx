import { Alert, Button, Progress } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DataOf } from '@shangan/shared/contracts';
import type { SubmitBoundAnswer } from '@shangan/shared/contracts/bounded-practice';
import { isApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { useBoundQuestion } from '../api/bound-question';
import { useBoundRecords } from '../api/bound-records';
import { useBoundSetEquity } from '../api/check-equity';
import { useSubmitBoundAnswer } from '../api/submit-answer';
import { AnswerResult } from '../components/answer-result';
import { BandBadge } from '../components/band-badge';
import { BandHistory } from '../components/band-history';
import { ChoiceQuestion } from '../components/choice-question';
import {
  LoadFailed,
  LoginPrompt,
  MissingSet,
  QuestionSkeleton,
  VipPrompt,
} from '../components/page-states';
import { BAND_LABELS, idParam } from '../lib/bands';
import styles from '../bounded-practice.module.css';

type Graded = DataOf<typeof SubmitBoundAnswer>;

/** The set's band history and my last answers, beside the question. */
function SetSidePanel({
  setId,
  viewer,
  ruleText,
}: {
  setId: number;
  viewer: number;
  ruleText: string;
}) {
  const records = useBoundRecords({ setId }, viewer);
  const record = records.data?.list[0];
  return (
    <aside className={styles.side}>
      <section className={styles.panel} aria-label="升降规则">
        <h2 className={styles.panelTitle}>升降规则</h2>
        <p className={styles.rule} style={{ marginTop: 0 }}>
          {ruleText}
        </p>
      </section>
      <section className={styles.panel} aria-label="我的难度变化">
        <h2 className={styles.panelTitle}>难度变化</h2>
        {records.isPending ? <QuestionSkeleton /> : <BandHistory rounds={record?.rounds ?? []} />}
      </section>
      {record && record.recent.length > 0 && (
        <section className={styles.panel} aria-label="最近作答">
          <h2 className={styles.panelTitle}>最近作答</h2>
          <ul className={styles.recent}>
            {record.recent.map((answer, index) => (
              <li key={`${answer.questionId}-${index}`}>
                <span className={answer.isCorrect ? styles.resultRight : styles.resultWrong}>
                  {answer.isCorrect ? '对' : '错'}
                </span>
                <span className={styles.recentText}>{answer.summary}</span>
                <span className={styles.muted}>{BAND_LABELS[answer.band]}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}

/**
 * 难度分级练习 question by question: the next question of my band, my answer graded by the
 * server, then the key and analysis, and the band badge moving when a round completes. A
 * reload shows the same question until it is answered.
 */
export default function BoundsDifficultyTestPage() {
  useDocumentTitle('难度分级练习');
  const [params] = useSearchParams();
  const setId = idParam(params.get('setId'));
  const user = useCurrentUser();
  const viewer = user.data?.id ?? 0;
  const signedIn = !!user.data;
  const equity = useBoundSetEquity(setId, viewer, signedIn);
  const mayPractise = equity.data?.hasEquity === true;
  const question = useBoundQuestion(setId, viewer, signedIn && mayPractise);
  const submit = useSubmitBoundAnswer();
  const [selected, setSelected] = useState('');
  const [result, setResult] = useState<Graded | null>(null);
  const [loadingNext, setLoadingNext] = useState(false);
  const shownAt = useRef(0);
  const questionId = question.data?.question.id ?? 0;

  // The clock of a question starts when it is shown.
  useEffect(() => {
    shownAt.current = Date.now();
  }, [questionId]);

  const back = (
    <div className={styles.row} style={{ marginBottom: 12 }}>
      <Link to={pathTo('QuestionBank')}>题库</Link>
      <span className={styles.muted}>/</span>
      <Link to={pathTo('BoundsDifficulty')}>难度分级练习</Link>
    </div>
  );
  const frame = (content: ReactNode) => (
    <div className={`page-container ${styles.page}`}>
      {back}
      <section className={styles.panel}>{content}</section>
    </div>
  );

  if (setId === 0) {
    return frame(<MissingSet />);
  }
  if (user.isPending) return frame(<QuestionSkeleton />);
  if (!signedIn) return frame(<LoginPrompt />);
  if (equity.isPending) return frame(<QuestionSkeleton />);
  if (equity.isError) {
    return frame(<LoadFailed error={equity.error} onRetry={() => void equity.refetch()} />);
  }
  if (!mayPractise) return frame(<VipPrompt reason={equity.data.reason} />);
  if (question.isPending) return frame(<QuestionSkeleton />);
  if (question.isError) {
    if (isApiError(question.error) && question.error.code === 403) {
      return frame(<VipPrompt reason={question.error.message} />);
    }
    return frame(<LoadFailed error={question.error} onRetry={() => void question.refetch()} />);
  }

  const served = question.data;
  const progress = result?.progress ?? served.progress;
  const answer = () => {
    submit.mutate(
      {
        setId,
        questionId: served.question.id,
        answer: selected,
        timeSpent: Math.round((Date.now() - shownAt.current) / 1000),
      },
      { onSuccess: (graded) => setResult(graded) },
    );
  };
  const next = async () => {
    setLoadingNext(true);
    submit.reset();
    try {
      await question.refetch();
    } finally {
      setResult(null);
      setSelected('');
      setLoadingNext(false);
    }
  };

  return (
    <div className={`page-container ${styles.page}`}>
      {back}
      <div className={styles.practice}>
        <section className={styles.panel}>
          {loadingNext ? (
            // Only the question waits: the side panel (rules, history, my answers) stays put.
            <QuestionSkeleton />
          ) : (
            <>
              <div className={styles.row}>
                <h1 className={styles.cardTitle}>{served.set.name}</h1>
                <span className={styles.muted}>{served.set.subjectName}</span>
                <span className={styles.spacer} />
                <BandBadge band={progress.band} />
              </div>
              <div className={styles.row} style={{ marginTop: 10 }}>
                <span className={styles.muted}>
                  本题来自「{BAND_LABELS[served.band]}」档 · {served.difficulty.text}
                </span>
              </div>
              <Progress
                percent={Math.round(
                  (progress.roundAnswered / Math.max(progress.roundSize, 1)) * 100,
                )}
                size="small"
                format={() => `本轮 ${progress.roundAnswered}/${progress.roundSize}`}
              />
              <div className={styles.stats}>
                <span className={styles.stat}>
                  <strong>{progress.answeredCount}</strong>题已答
                </span>
                <span className={styles.stat}>
                  正确率<strong>{progress.accuracy}</strong>%
                </span>
                <span className={styles.stat}>
                  本轮答对<strong>{progress.roundCorrect}</strong>题
                </span>
              </div>

              <ChoiceQuestion
                question={served.question}
                selected={result ? result.userAnswer : selected}
                {...(result ? { keyLetters: result.answer } : { onPick: setSelected })}
              />

              {submit.isError && (
                <Alert
                  style={{ marginTop: 16 }}
                  type="warning"
                  showIcon
                  title={
                    submit.error instanceof Error && submit.error.message
                      ? submit.error.message
                      : '提交失败，请稍后再试'
                  }
                />
              )}
              {result && <AnswerResult result={result} />}
              <div className={styles.actions}>
                {result ? (
                  <Button type="primary" size="large" onClick={() => void next()}>
                    下一题
                  </Button>
                ) : (
                  <Button
                    type="primary"
                    size="large"
                    disabled={selected === ''}
                    loading={submit.isPending}
                    onClick={answer}
                  >
                    提交答案
                  </Button>
                )}
                <Link to={pathTo('BoundsDifficulty')}>返回模块列表</Link>
              </div>
            </>
          )}
        </section>
        <SetSidePanel setId={setId} viewer={viewer} ruleText={served.set.rule.text} />
      </div>
    </div>
  );
}
