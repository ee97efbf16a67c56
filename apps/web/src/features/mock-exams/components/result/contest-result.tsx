import { Column } from '@ant-design/plots';
import { Alert, Progress, Tag } from 'antd';
import { Component, type ReactNode } from 'react';
import type { ContestResult } from '../../api/mock-exam-result';
import { num } from '../../lib/contest-words';
import styles from './result.module.css';

const BRAND = '#d9381e';
const PALE = '#f6c1b6';
const COHORT = '#8c9bb0';

function durationText(total: number): string {
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return minutes > 0 ? `${minutes}分${seconds}秒` : `${seconds}秒`;
}

let canvasSupport: boolean | null = null;

/** Whether this browser can draw on a canvas at all (asked once). */
function canDraw(): boolean {
  if (canvasSupport === null) {
    try {
      canvasSupport = !!document.createElement('canvas').getContext('2d');
    } catch {
      canvasSupport = false;
    }
  }
  return canvasSupport;
}

/**
 * A chart that cannot draw (no canvas, an old browser) must not take the numbers with it:
 * the figures beside each chart say the same in words.
 */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed || !canDraw() ? (
      <p className={styles.muted}>图表暂时无法显示</p>
    ) : (
      this.props.children
    );
  }
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
    <div className={styles.rankCard} aria-label={title}>
      <span className={styles.rankTitle}>{title}</span>
      {rank ? (
        <>
          <span className={styles.rankName}>{rank.name}</span>
          <span className={styles.rankValue}>
            第 <strong>{rank.rank}</strong> 名
            <span className={styles.rankTotal}> / 共 {rank.total} 人</span>
          </span>
          <span className={styles.muted}>击败了 {num(rank.beatPercent)}% 的考生</span>
        </>
      ) : (
        <span className={styles.muted}>{empty}</span>
      )}
    </div>
  );
}

function ScoreHistogram({ result }: { result: ContestResult }) {
  const mine = result.distribution.find((bucket) => bucket.mine);
  const data = result.distribution.map((bucket) => ({
    range: `${num(bucket.from)}-${num(bucket.to)}`,
    count: bucket.count,
    group: bucket.mine ? '我的分数段' : '其他分数段',
  }));
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <span>分数分布（每 10 分一段）</span>
        <span className={styles.muted}>
          参考 {result.cohort.count} 人 · 平均分 {num(result.cohort.average)} · 最高分{' '}
          {num(result.cohort.top)}
        </span>
      </figcaption>
      <div
        className={styles.chartBox}
        data-testid="score-histogram"
        role="img"
        aria-label={
          mine
            ? `分数分布图：我的分数 ${num(result.score)} 分落在 ${num(mine.from)}-${num(mine.to)} 分段，该段共 ${mine.count} 人`
            : '分数分布图'
        }
      >
        <ChartBoundary>
          <Column
            data={data}
            xField="range"
            yField="count"
            colorField="group"
            height={280}
            autoFit
            legend={false}
            scale={{ color: { domain: ['其他分数段', '我的分数段'], range: [PALE, BRAND] } }}
            axis={{ x: { title: '分数段' }, y: { title: '人数' } }}
            label={{ text: 'count', position: 'top' }}
            tooltip={{ items: [{ channel: 'y', name: '人数' }] }}
          />
        </ChartBoundary>
      </div>
      {mine && (
        <p className={styles.muted}>
          我的分数 {num(result.score)} 分，落在 {num(mine.from)}-{num(mine.to)} 分段（标红），该段共{' '}
          {mine.count} 人。
        </p>
      )}
    </figure>
  );
}

function ModuleComparison({ modules }: { modules: ContestResult['modules'] }) {
  const data = modules.flatMap((module) => [
    { module: module.name, who: '我的正确率', accuracy: module.myAccuracy },
    { module: module.name, who: '全体正确率', accuracy: module.cohortAccuracy },
  ]);
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <span>模块正确率对比</span>
      </figcaption>
      <div className={styles.chartBox} data-testid="module-chart">
        <ChartBoundary>
          <Column
            data={data}
            xField="module"
            yField="accuracy"
            colorField="who"
            group
            height={280}
            autoFit
            scale={{
              color: { domain: ['我的正确率', '全体正确率'], range: [BRAND, COHORT] },
              y: { domain: [0, 100] },
            }}
            axis={{ x: { title: false }, y: { title: '正确率（%）' } }}
            legend={{ color: { position: 'top' } }}
          />
        </ChartBoundary>
      </div>
      <table className={styles.moduleTable}>
        <thead>
          <tr>
            <th scope="col">模块</th>
            <th scope="col">题量</th>
            <th scope="col">答对</th>
            <th scope="col">我的正确率</th>
            <th scope="col">全体正确率</th>
          </tr>
        </thead>
        <tbody>
          {modules.map((module) => (
            <tr key={module.id}>
              <th scope="row">{module.name}</th>
              <td>{module.questionCount}</td>
              <td>{module.myCorrect}</td>
              <td>
                <Progress
                  percent={module.myAccuracy}
                  size="small"
                  strokeColor={BRAND}
                  format={(percent) => `${num(percent ?? 0)}%`}
                />
              </td>
              <td>
                <Progress
                  percent={module.cohortAccuracy}
                  size="small"
                  strokeColor={COHORT}
                  format={(percent) => `${num(percent ?? 0)}%`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

const RESULT_WORDS = { correct: '答对', wrong: '答错', unanswered: '未答' } as const;

function QuestionCard({ questions }: { questions: ContestResult['questions'] }) {
  return (
    <div>
      <div className={styles.questionGrid} aria-label="答题卡与全体正确率">
        {questions.map((question) => (
          <div
            key={question.questionId}
            className={`${styles.questionCell} ${styles[question.result]}`}
            data-result={question.result}
            title={`第${question.index}题 · ${question.moduleName} · ${RESULT_WORDS[question.result]} · 全体正确率 ${num(question.cohortCorrectRate)}%`}
            aria-label={`第${question.index}题，${RESULT_WORDS[question.result]}，全体正确率${num(question.cohortCorrectRate)}%`}
          >
            <span className={styles.questionNo}>{question.index}</span>
            <span className={styles.questionRate}>{Math.round(question.cohortCorrectRate)}%</span>
          </div>
        ))}
      </div>
      <div className={styles.legend}>
        <span>
          <i className={`${styles.legendDot} ${styles.correct}`} />
          答对
        </span>
        <span>
          <i className={`${styles.legendDot} ${styles.wrong}`} />
          答错
        </span>
        <span>
          <i className={`${styles.legendDot} ${styles.unanswered}`} />
          未答
        </span>
        <span className={styles.muted}>格内百分比为全体考生的正确率</span>
      </div>
    </div>
  );
}

function EssayLine({ essay }: { essay: NonNullable<ContestResult['essay']> }) {
  if (essay.status === 'not_taken') return <p className={styles.muted}>申论：未参加</p>;
  if (essay.status === 'pending') {
    return (
      <p className={styles.muted}>
        申论：批改中（已批改 {essay.gradedCount}/{essay.questionCount} 题），批改完成后显示得分
      </p>
    );
  }
  return (
    <p>
      申论得分 <strong>{num(essay.score ?? 0)}</strong> / {num(essay.totalScore)}
    </p>
  );
}

/**
 * A contest result: my score, my ranks (nationwide, in my province, among my position's
 * applicants, each with its group's size), the cohort's score distribution with my bar
 * highlighted, modules and questions against the cohort, and the estimate of my official
 * score with the way it is made.
 */
export default function ContestResultView({ result }: { result: ContestResult }) {
  const practice = result.attemptKind === 'practice';
  return (
    <div className={styles.result}>
      {practice && (
        <Alert
          type="info"
          showIcon
          title="往期练习成绩：与原考生对比，不计入排名"
          className={styles.block}
        />
      )}
      <div className={styles.scoreRow}>
        <div className={styles.score} aria-label="行测得分">
          <span className={styles.scoreLabel}>行测得分</span>
          <span>
            <strong className={styles.scoreValue}>{num(result.score)}</strong>
            <span className={styles.muted}> / {num(result.totalScore)}</span>
          </span>
          {result.submitType === 'auto' && <Tag color="orange">时间到，已自动交卷</Tag>}
        </div>
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
            <dd>{result.answeredCount}题</dd>
          </div>
          <div>
            <dt>用时</dt>
            <dd>{durationText(result.elapsedSeconds)}</dd>
          </div>
        </dl>
      </div>
      {result.essay && <EssayLine essay={result.essay} />}
      {result.leaveCount > 0 && (
        <p className={styles.muted}>考试中离开考试页面 {result.leaveCount} 次</p>
      )}

      <div className={styles.ranks}>
        <RankCard title="全国排名" rank={result.overall} empty="" />
        <RankCard
          title="省份排名"
          rank={result.province}
          empty={practice ? '往期练习不参加省份排名' : '报名时未填写省份'}
        />
        <RankCard
          title="职位排名"
          rank={result.position}
          empty={practice ? '往期练习不参加职位排名' : '报名时未填写报考职位'}
        />
      </div>

      <section className={styles.estimate} aria-label="估分">
        <div className={styles.estimateHead}>
          <span className={styles.rankTitle}>估分</span>
          <span>
            <strong className={styles.estimateValue}>{num(result.estimate.score)}</strong>
            <span className={styles.muted}> / {num(result.estimate.fullScore)}</span>
          </span>
          <span className={styles.band}>
            区间 {num(result.estimate.low)} ~ {num(result.estimate.high)} 分
          </span>
        </div>
        <p className={styles.method}>{result.estimate.method}</p>
      </section>

      <ScoreHistogram result={result} />
      {result.modules.length > 0 && <ModuleComparison modules={result.modules} />}

      <h3 className={styles.subheading}>逐题对比</h3>
      <QuestionCard questions={result.questions} />
    </div>
  );
}
