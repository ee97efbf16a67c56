import { Button, ProgressBar } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { MobileEmpty, MobileLoading, MobilePage } from '../../../components/mobile';
import { ProgressGauge } from '../../../components/progress-gauge/progress-gauge';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { useExerciseReport } from '../api/exercise-report';
import { describeDuration } from '../lib/answer-model';
import { idParam, KIND_LABELS } from '../lib/links';
import type { Report } from '../types';
import { AnswerCardGrid } from './practice/answer-card';
import { BankError } from './practice/bank-states';
import practice from './practice/practice.module.css';
import styles from './practice/report.module.css';

/** Times are shown as in China, wherever the phone's clock is set. */
const SHANGHAI_TIME = { timeZone: 'Asia/Shanghai', hour12: false } as const;

/** Where 再练一次 goes: the paper again, the error book, or the bank's catalogue. */
function againPath(report: Report): string {
  if (report.paperId !== null) {
    return mobilePathTo('MPaperTest', {}, { paperId: report.paperId });
  }
  return report.kind === 'error' ? mobilePathTo('MErrorBook') : mobilePathTo('MQuestionBank');
}

/** 练习报告 of a handed-in attempt (?exerciseId=…), as the server scored it. */
export default function ExerciseReportPage() {
  const [params] = useSearchParams();
  const exerciseId = idParam(params.get('exerciseId'));
  const report = useExerciseReport(exerciseId);
  return (
    <MobilePage
      title="练习报告"
      {...(report.data ? { documentTitle: `练习报告 · ${report.data.title}` } : {})}
    >
      <div className={practice.scope}>
        {!exerciseId && (
          <MobileEmpty title="缺少练习编号" description="请从做题记录或练习结束页进入" />
        )}
        {exerciseId > 0 && report.isPending && <MobileLoading lines={10} />}
        {report.isError && <BankError error={report.error} onRetry={() => void report.refetch()} />}
        {report.data && <ReportBody data={report.data} />}
      </div>
    </MobilePage>
  );
}

function ReportBody({ data }: { data: Report }) {
  const navigate = useNavigate();
  const analysisOf = (extra: { only?: 'wrong'; questionId?: number } = {}) =>
    mobilePathTo('MAnalysis', {}, { exerciseId: data.exerciseId, ...extra });
  const stats: Array<[string, string]> = [
    ['答对', `${data.correctCount}题`],
    ['答错', `${data.wrongCount}题`],
    ['未答', `${data.unansweredCount}题`],
    ...(data.ungradedCount > 0 ? [['待批改', `${data.ungradedCount}题`] as [string, string]] : []),
    ['用时', describeDuration(data.elapsedSeconds)],
    ['平均每题', describeDuration(data.averageSeconds)],
  ];
  return (
    <div className={styles.report}>
      <section className={styles.summary} aria-label="成绩">
        <h1 className={styles.title}>{data.title}</h1>
        <p className={styles.sub}>
          {KIND_LABELS[data.kind]} · 交卷于{' '}
          {new Date(data.submittedAt).toLocaleString('zh-CN', SHANGHAI_TIME)}
        </p>
        <div className={styles.gauge}>
          <ProgressGauge value={data.accuracy} label="正确率" radius={70} strokeWidth={12} />
        </div>
        <p className={styles.score}>
          得分 <strong>{data.score}</strong> / {data.totalScore}
        </p>
        <div className={styles.stats}>
          {stats.map(([label, value]) => (
            <div key={label} className={styles.stat}>
              <span className={styles.statValue}>{value}</span>
              <span className={styles.statLabel}>{label}</span>
            </div>
          ))}
        </div>
        <p className={styles.rank} data-testid="report-rank">
          排名第 <strong>{data.rank}</strong> / {data.rankTotal}，击败了{' '}
          <strong>{data.beatPercent}%</strong> 的考生
        </p>
      </section>

      {data.knowledgePoints.length > 0 && (
        <section className={styles.card} aria-labelledby="report-points">
          <h2 id="report-points" className={styles.cardTitle}>
            知识点正确率
          </h2>
          <ul className={styles.points}>
            {data.knowledgePoints.map((point) => (
              <li key={point.id} className={styles.point}>
                <div className={styles.pointHead}>
                  <span className={styles.pointName}>{point.name}</span>
                  <span className={styles.pointFigures}>
                    {point.correct}/{point.total}题 · {point.accuracy}%
                  </span>
                </div>
                <ProgressBar
                  percent={point.accuracy}
                  aria-label={`${point.name}正确率${point.accuracy}%`}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.card} aria-labelledby="report-card">
        <h2 id="report-card" className={styles.cardTitle}>
          答题卡 <span className={styles.cardHint}>点按题号查看解析</span>
        </h2>
        <AnswerCardGrid
          legend="review"
          cells={data.answerCard.map((item) => ({
            questionId: item.questionId,
            index: item.index,
            topIndex: item.index,
            state: item.result,
          }))}
          onJump={(_, questionId) => void navigate(analysisOf({ questionId }))}
        />
      </section>

      <div className={styles.actions}>
        <Button block color="primary" size="large" onClick={() => void navigate(analysisOf())}>
          查看解析
        </Button>
        {data.wrongCount + data.unansweredCount > 0 && (
          <Button block size="large" onClick={() => void navigate(analysisOf({ only: 'wrong' }))}>
            只看错题
          </Button>
        )}
        <div className={styles.actionRow}>
          <Button block onClick={() => void navigate(againPath(data))}>
            再练一次
          </Button>
          <Button block onClick={() => void navigate(mobilePathTo('MQuestionBank'))}>
            返回题库
          </Button>
        </div>
      </div>
    </div>
  );
}
