import { Alert, Skeleton, Tag } from 'antd';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { ReloadResult } from '../../../../components/page-states/page-states';
import { formatDateTime } from '../../../../lib/format';
import { useMockExamResult } from '../../api/mock-exam-result';
import { STAGE_LABELS, num, resultUrl } from '../../lib/contest-words';
import { RESULTS_PENDING_TEXT } from '../../lib/results-wait';
import styles from './result.module.css';

// The charts' library is large: only a page that shows a result downloads it.
const ContestResultView = lazy(() => import('./contest-result'));

interface ResultSectionProps {
  mockExamId: number;
  /** One of my practice attempts; 0: my contest attempt. */
  exerciseId: number;
  viewer: number;
  /** The contest page's answer says the contest is over: wait for the results. */
  contestEnded?: boolean;
}

/** The result's shape while it (and its charts) load, so the page does not jump. */
export function ResultSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="成绩加载中">
      <Skeleton active paragraph={{ rows: 3 }} />
      <div className={styles.chartBox}>
        <Skeleton.Node active className={styles.chartSkeleton} />
      </div>
      <Skeleton active paragraph={{ rows: 4 }} />
    </div>
  );
}

/**
 * 我的成绩 on the contest page: my score, ranks, the cohort's distribution, modules and
 * questions, and the estimate, once the results are out; until then why there is none yet.
 * My practice attempts of a past contest are listed to open each one's result.
 */
export function ResultSection({
  mockExamId,
  exerciseId,
  viewer,
  contestEnded = false,
}: ResultSectionProps) {
  const query = useMockExamResult(mockExamId, exerciseId, viewer, true, contestEnded);
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  // 查看成绩 links here (#mock-result): the result sits below the contest's facts.
  const loaded = !query.isPending;
  useEffect(() => {
    if (hash === '#mock-result' && loaded && section.current?.scrollIntoView) {
      section.current.scrollIntoView({ block: 'start' });
    }
  }, [hash, loaded, exerciseId]);
  let body;
  if (query.isPending) body = <ResultSkeleton />;
  else if (query.isError) {
    body = (
      <ReloadResult
        title="成绩加载失败"
        error={query.error}
        onReload={() => void query.refetch()}
      />
    );
  } else {
    const data = query.data;
    // Over but not out yet: the server's reason may still speak of the end (it keeps a grace
    // for late hand-ins); the section asks again by itself until the results are in.
    const counting =
      !data.resultsPublished &&
      data.applied &&
      exerciseId === 0 &&
      (contestEnded || data.state === 'ended');
    body = (
      <>
        {data.result ? (
          <Suspense fallback={<ResultSkeleton />}>
            <ContestResultView result={data.result} />
          </Suspense>
        ) : (
          <Alert
            type="info"
            showIcon
            title={data.resultsPublished ? '暂无成绩' : '成绩尚未公布'}
            description={
              counting ? RESULTS_PENDING_TEXT : data.pendingReason || '考试结束后统一计算成绩和排名'
            }
          />
        )}
        {data.practiceAttempts.length > 0 && (
          <div className={styles.practices}>
            <h3 className={styles.subheading}>我的往期练习</h3>
            <ul className={styles.practiceList}>
              {data.practiceAttempts.map((attempt) => (
                <li key={attempt.exerciseId}>
                  <Tag>{STAGE_LABELS[attempt.stage]}</Tag>
                  {attempt.status === 'submitted' ? (
                    <>
                      <span>
                        {formatDateTime(attempt.submittedAt)} 交卷
                        {attempt.score !== null && `，得分 ${num(attempt.score)}`}
                      </span>
                      {attempt.stage === 'xingce' &&
                        (attempt.exerciseId === exerciseId ? (
                          <span className={styles.current}>正在查看</span>
                        ) : (
                          <Link to={resultUrl(mockExamId, attempt.exerciseId)}>查看成绩</Link>
                        ))}
                    </>
                  ) : (
                    <span>未交卷</span>
                  )}
                </li>
              ))}
            </ul>
            {exerciseId > 0 && <Link to={resultUrl(mockExamId)}>回到我的考试成绩</Link>}
          </div>
        )}
      </>
    );
  }
  return (
    <section
      ref={section}
      id="mock-result"
      className={styles.section}
      aria-labelledby="mock-result-title"
    >
      <h2 id="mock-result-title" className={styles.heading}>
        {exerciseId > 0 ? '往期练习成绩' : '我的成绩'}
      </h2>
      {body}
    </section>
  );
}
