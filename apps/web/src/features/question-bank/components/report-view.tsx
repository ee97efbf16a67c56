import { Progress, Table } from 'antd';
import { useNavigate } from 'react-router';
import { ProgressGauge } from '../../../components/progress-gauge/progress-gauge';
import { LinkButton } from '../../../components/link-button/link-button';
import { pathTo } from '../../../lib/paths';
import type { Report } from '../types';
import { describeDuration } from '../lib/answer-model';
import { KIND_LABELS } from '../lib/links';
import { AnswerCard } from './answer-card';
import styles from './bank.module.css';
import report from './report-view.module.css';

/** The exercise report: gauge, score, time, rank, accuracy per knowledge point, answer card. */
export function ReportView({ data }: { data: Report }) {
  const navigate = useNavigate();
  const againTo =
    data.paperId !== null
      ? pathTo('OverYearTrueTopicDetail', {}, { paperId: data.paperId })
      : data.kind === 'error'
        ? pathTo('MyCollection', {}, { tab: 'error' })
        : pathTo('ClassSubjectLibrary', {}, data.subjectId ? { subjectId: data.subjectId } : {});
  return (
    <>
      <section className={`${styles.panel} ${report.summary}`} aria-label="成绩">
        <div className={report.gauge}>
          <ProgressGauge value={data.accuracy} label="正确率" />
        </div>
        <div className={report.figures}>
          <div className={styles.muted}>
            {KIND_LABELS[data.kind]} · 交卷于 {new Date(data.submittedAt).toLocaleString('zh-CN')}
          </div>
          <div className={styles.stats}>
            {[
              ['得分', `${data.score}/${data.totalScore}`],
              ['答对', `${data.correctCount}题`],
              ['答错', `${data.wrongCount}题`],
              ['未答', `${data.unansweredCount}题`],
              ['用时', describeDuration(data.elapsedSeconds)],
              ['平均每题', describeDuration(data.averageSeconds)],
            ].map(([label, value]) => (
              <div key={label} className={styles.stat}>
                <span className={styles.statValue}>{value}</span>
                <span className={styles.statLabel}>{label}</span>
              </div>
            ))}
          </div>
          <p className={report.rank} data-testid="report-rank">
            排名第 <strong>{data.rank}</strong> / {data.rankTotal}，击败了{' '}
            <strong>{data.beatPercent}%</strong> 的考生
          </p>
        </div>
      </section>

      <section className={styles.panel}>
        <h2 className={styles.panelTitle}>知识点正确率</h2>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={data.knowledgePoints}
          columns={[
            { title: '知识点', dataIndex: 'name' },
            { title: '题数', dataIndex: 'total', width: 80 },
            { title: '答对', dataIndex: 'correct', width: 80 },
            {
              title: '正确率',
              dataIndex: 'accuracy',
              width: 240,
              render: (value: number) => <Progress percent={value} size="small" />,
            },
          ]}
        />
      </section>

      <section className={styles.panel}>
        <h2 className={styles.panelTitle}>答题卡</h2>
        <AnswerCard
          legend="review"
          cells={data.answerCard.map((item) => ({
            questionId: item.questionId,
            index: item.index,
            topIndex: item.index,
            state: item.result,
          }))}
          onJump={(_, questionId) =>
            void navigate(pathTo('Analysis', {}, { exerciseId: data.exerciseId, questionId }))
          }
        />
        <div className={styles.row} style={{ marginTop: 20 }}>
          <LinkButton type="primary" to={pathTo('Analysis', {}, { exerciseId: data.exerciseId })}>
            查看解析
          </LinkButton>
          {data.wrongCount + data.unansweredCount > 0 && (
            <LinkButton to={pathTo('Analysis', {}, { exerciseId: data.exerciseId, only: 'wrong' })}>
              只看错题
            </LinkButton>
          )}
          <LinkButton to={againTo}>再练一次</LinkButton>
          <LinkButton type="link" to={pathTo('QuestionBank')}>
            返回题库
          </LinkButton>
        </div>
      </section>
    </>
  );
}
