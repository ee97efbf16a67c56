import { NoticeBar, ProgressBar, Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { MobileError, MobileLoading } from '../../../../components/mobile';
import { formatDateTime } from '../../../../lib/format';
import { useMockExamResult, type ContestResult } from '../../api/mock-exam-result';
import { STAGE_LABELS, num } from '../../lib/contest-words';
import { RESULTS_PENDING_TEXT } from '../../lib/results-wait';
import { RESULT_ANCHOR } from './words';
import styles from './result.module.css';

function durationText(total: number): string {
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return minutes > 0 ? `${minutes}分${seconds}秒` : `${seconds}秒`;
}

function RankCard({
  title,
  rank,
  empty,
}: {
  title: string;
  rank: ContestResult['overall'] | null;
  empty: string;
}) {
  return (
    <div className={styles.rank} aria-label={title}>
      <span className={styles.rankTitle}>{title}</span>
      {rank ? (
        <>
          <span className={styles.rankValue}>
            <strong>{rank.rank}</strong>
            <small>/{rank.total}</small>
          </span>
          <span className={styles.rankName} title={rank.name}>
            {rank.name}
          </span>
          <span className={styles.muted}>击败 {num(rank.beatPercent)}%</span>
        </>
      ) : (
        <span className={styles.muted}>{empty}</span>
      )}
    </div>
  );
}

/** 分数分布 as horizontal bars, my bar marked: readable on a narrow screen without a chart. */
function Distribution({ result }: { result: ContestResult }) {
  const most = Math.max(1, ...result.distribution.map((bucket) => bucket.count));
  const mine = result.distribution.find((bucket) => bucket.mine);
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <strong>分数分布</strong>
        <span className={styles.muted}>
          参考 {result.cohort.count} 人 · 平均 {num(result.cohort.average)} · 最高{' '}
          {num(result.cohort.top)}
        </span>
      </figcaption>
      <ul className={styles.bars} aria-label="分数分布">
        {result.distribution.map((bucket) => (
          <li
            key={bucket.from}
            className={bucket.mine ? styles.barMine : styles.barRow}
            aria-label={`${num(bucket.from)}-${num(bucket.to)}分 ${bucket.count}人${bucket.mine ? '（我的分数段）' : ''}`}
          >
            <span className={styles.barLabel}>
              {num(bucket.from)}-{num(bucket.to)}
            </span>
            <span className={styles.barTrack}>
              <span
                className={styles.barFill}
                style={{ width: `${Math.max(2, (bucket.count / most) * 100)}%` }}
              />
            </span>
            <span className={styles.barCount}>{bucket.count}</span>
          </li>
        ))}
      </ul>
      {mine ? (
        <p className={styles.muted}>
          我的分数 {num(result.score)} 分，落在 {num(mine.from)}-{num(mine.to)} 分段（标红），该段共{' '}
          {mine.count} 人。
        </p>
      ) : null}
    </figure>
  );
}

function Modules({ modules }: { modules: ContestResult['modules'] }) {
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <strong>模块正确率</strong>
        <span className={styles.legend}>
          <i className={styles.dotMine} />我 <i className={styles.dotCohort} />
          全体
        </span>
      </figcaption>
      {modules.map((module) => (
        <div key={module.id} className={styles.module}>
          <div className={styles.moduleHead}>
            <span>{module.name}</span>
            <span className={styles.muted}>
              答对 {module.myCorrect}/{module.questionCount}
            </span>
          </div>
          <div className={styles.moduleBar}>
            <ProgressBar percent={module.myAccuracy} className={styles.mineBar} />
            <span>{num(module.myAccuracy)}%</span>
          </div>
          <div className={styles.moduleBar}>
            <ProgressBar percent={module.cohortAccuracy} className={styles.cohortBar} />
            <span>{num(module.cohortAccuracy)}%</span>
          </div>
        </div>
      ))}
    </figure>
  );
}

const RESULT_WORDS = { correct: '答对', wrong: '答错', unanswered: '未答' } as const;

function Questions({ questions }: { questions: ContestResult['questions'] }) {
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <strong>逐题对比</strong>
        <span className={styles.muted}>格内为全体正确率</span>
      </figcaption>
      <div className={styles.grid}>
        {questions.map((question) => (
          <div
            key={question.questionId}
            className={`${styles.cell} ${styles[question.result]}`}
            data-result={question.result}
            aria-label={`第${question.index}题，${RESULT_WORDS[question.result]}，全体正确率${num(question.cohortCorrectRate)}%`}
          >
            <span className={styles.cellNo}>{question.index}</span>
            <span className={styles.cellRate}>{Math.round(question.cohortCorrectRate)}%</span>
          </div>
        ))}
      </div>
      <div className={styles.legend}>
        <i className={`${styles.dot} ${styles.correct}`} />
        答对 <i className={`${styles.dot} ${styles.wrong}`} />
        答错 <i className={`${styles.dot} ${styles.unanswered}`} />
        未答
      </div>
    </figure>
  );
}

/** One result: score, ranks, estimate, distribution, modules and questions against the cohort. */
export function ContestResultView({ result }: { result: ContestResult }) {
  const practice = result.attemptKind === 'practice';
  return (
    <div className={styles.result}>
      {practice ? (
        <NoticeBar content="往期练习成绩：与原考生对比，不计入排名" color="info" wrap />
      ) : null}
      <div className={styles.scoreBox} aria-label="行测得分">
        <span className={styles.scoreLabel}>行测得分</span>
        <span>
          <strong className={styles.score}>{num(result.score)}</strong>
          <span className={styles.muted}> / {num(result.totalScore)}</span>
        </span>
        {result.submitType === 'auto' ? <Tag color="warning">时间到，已自动交卷</Tag> : null}
        <dl className={styles.figures}>
          <div>
            <dt>答对</dt>
            <dd>
              {result.correctCount}/{result.questionCount}
            </dd>
          </div>
          <div>
            <dt>正确率</dt>
            <dd>{num(result.accuracy)}%</dd>
          </div>
          <div>
            <dt>已答</dt>
            <dd>{result.answeredCount}</dd>
          </div>
          <div>
            <dt>用时</dt>
            <dd>{durationText(result.elapsedSeconds)}</dd>
          </div>
        </dl>
      </div>
      {result.essay ? (
        <p className={styles.line}>
          {result.essay.status === 'not_taken'
            ? '申论：未参加'
            : result.essay.status === 'pending'
              ? `申论：批改中（已批改 ${result.essay.gradedCount}/${result.essay.questionCount} 题），批改完成后显示得分`
              : `申论得分 ${num(result.essay.score ?? 0)} / ${num(result.essay.totalScore)}`}
        </p>
      ) : null}
      {result.leaveCount > 0 ? (
        <p className={styles.line}>考试中离开考试页面 {result.leaveCount} 次</p>
      ) : null}

      <div className={styles.ranks}>
        <RankCard title="全国排名" rank={result.overall} empty="" />
        <RankCard
          title="省份排名"
          rank={result.province}
          empty={practice ? '往期练习不参加' : '报名时未填写省份'}
        />
        <RankCard
          title="职位排名"
          rank={result.position}
          empty={practice ? '往期练习不参加' : '报名时未填写职位'}
        />
      </div>

      <section className={styles.estimate} aria-label="估分">
        <div>
          <span className={styles.scoreLabel}>估分</span>{' '}
          <strong className={styles.estimateValue}>{num(result.estimate.score)}</strong>
          <span className={styles.muted}> / {num(result.estimate.fullScore)}</span>
          <span className={styles.band}>
            区间 {num(result.estimate.low)} ~ {num(result.estimate.high)} 分
          </span>
        </div>
        <p className={styles.method}>{result.estimate.method}</p>
      </section>

      <Distribution result={result} />
      {result.modules.length > 0 ? <Modules modules={result.modules} /> : null}
      <Questions questions={result.questions} />
    </div>
  );
}

interface ResultSectionProps {
  mockExamId: number;
  /** One of my practice attempts; 0: my contest attempt. */
  exerciseId: number;
  viewer: number;
  contestEnded: boolean;
  /** The address of this page for another attempt's result (0: my contest attempt). */
  resultPath: (exerciseId: number) => string;
}

/**
 * 我的成绩 on the contest page: my result once the results are out, until then why not yet
 * (asked again by itself while they are being worked out); my practice attempts of a past
 * contest, each opening its own result.
 */
export function ResultSection({
  mockExamId,
  exerciseId,
  viewer,
  contestEnded,
  resultPath,
}: ResultSectionProps) {
  const query = useMockExamResult(mockExamId, exerciseId, viewer, true, contestEnded);
  let body;
  if (query.isPending) body = <MobileLoading lines={8} />;
  else if (query.isError) {
    body = <MobileError title="成绩加载失败" onRetry={() => void query.refetch()} />;
  } else {
    const data = query.data;
    const counting =
      !data.resultsPublished &&
      data.applied &&
      exerciseId === 0 &&
      (contestEnded || data.state === 'ended');
    body = (
      <>
        {data.result ? (
          <ContestResultView result={data.result} />
        ) : (
          <div className={styles.pending}>
            <strong>{data.resultsPublished ? '暂无成绩' : '成绩尚未公布'}</strong>
            <p>
              {counting
                ? RESULTS_PENDING_TEXT
                : data.pendingReason || '考试结束后统一计算成绩和排名'}
            </p>
          </div>
        )}
        {data.practiceAttempts.length > 0 ? (
          <div className={styles.practices}>
            <h3 className={styles.subheading}>我的往期练习</h3>
            <ul>
              {data.practiceAttempts.map((attempt) => (
                <li key={attempt.exerciseId}>
                  <Tag fill="outline">{STAGE_LABELS[attempt.stage]}</Tag>
                  {attempt.status === 'submitted' ? (
                    <>
                      <span>
                        {formatDateTime(attempt.submittedAt)} 交卷
                        {attempt.score !== null ? `，得分 ${num(attempt.score)}` : ''}
                      </span>
                      {attempt.stage === 'xingce' ? (
                        attempt.exerciseId === exerciseId ? (
                          <span className={styles.muted}>正在查看</span>
                        ) : (
                          <Link to={resultPath(attempt.exerciseId)} className={styles.link}>
                            查看成绩
                          </Link>
                        )
                      ) : null}
                    </>
                  ) : (
                    <span>未交卷</span>
                  )}
                </li>
              ))}
            </ul>
            {exerciseId > 0 ? (
              <Link to={resultPath(0)} className={styles.link}>
                回到我的考试成绩
              </Link>
            ) : null}
          </div>
        ) : null}
      </>
    );
  }
  return (
    <section id={RESULT_ANCHOR} className={styles.section} aria-labelledby="mock-result-title">
      <h2 id="mock-result-title" className={styles.heading}>
        {exerciseId > 0 ? '往期练习成绩' : '我的成绩'}
      </h2>
      {body}
    </section>
  );
}
