import { Alert, Collapse } from 'antd';
import { Link } from 'react-router';
import { PSY_TRAININGS } from '@shangan/shared';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetCheckRecord } from '@shangan/shared/contracts/psychology';
import { LinkButton } from '../../../components/link-button/link-button';
import { formatDateTime } from '../../../lib/format';
import { pathTo } from '../../../lib/paths';
import { levelColor, percentOf } from '../lib/levels';
import styles from '../psychology.module.css';
import { BandBadge } from './band-badge';
import { ScoreBar } from './score-bar';
import { TrainingLinks } from './training-links';

/**
 * A record's report: the total and its band on the bar, where professional help is found when
 * the band calls for it, each sub-scale, the advice, the trainings the bands suggest, how it was
 * scored, and the answers given.
 */
export function ReportView({ data }: { data: DataOf<typeof GetCheckRecord> }) {
  const { check, record, report, questions } = data;
  const color = levelColor(report.band.level);
  return (
    <>
      <section className={`${styles.panel} ${styles.reportHead}`} aria-label="测评结果">
        <div className={styles.row}>
          <div className={styles.spacer}>
            <h1 className={styles.heroTitle}>{check.name} · 测评报告</h1>
            <p className={styles.muted}>测评时间：{formatDateTime(record.createdAt)}</p>
          </div>
          <div className={styles.totalBox}>
            <span className={styles.totalScore} style={{ color }}>
              {report.total}
              <small> 分</small>
            </span>
            <BandBadge level={report.band.level} name={report.band.name} />
          </div>
        </div>
        <ScoreBar {...report} />
        <p className={styles.muted}>
          {report.scoreNote}（总分范围 {report.minScore}–{report.maxScore}）
        </p>
        <p className={styles.summary}>{report.band.summary}</p>
        {report.helpNote && (
          <Alert type="warning" showIcon title="请关注自己的状态" description={report.helpNote} />
        )}
      </section>

      <section className={styles.panel} aria-label="分量表">
        <h2 className={styles.panelTitle}>分量表得分</h2>
        <ul className={styles.subscales}>
          {report.subscales.map((sub) => (
            <li key={sub.id} className={styles.subscale}>
              <div className={styles.row}>
                <strong>{sub.name}</strong>
                <BandBadge level={sub.band.level} name={sub.band.name} />
                <span className={styles.spacer} />
                <span>
                  {sub.score}
                  <span className={styles.muted}> / {sub.maxScore}</span>
                </span>
              </div>
              <div className={styles.subBar} aria-hidden="true">
                <span
                  style={{
                    width: `${Math.max(4, percentOf(sub.score, sub.minScore, sub.maxScore))}%`,
                    background: levelColor(sub.band.level),
                  }}
                />
              </div>
              <p>{sub.band.text}</p>
              <p className={styles.muted}>{sub.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.panel} aria-label="建议">
        <h2 className={styles.panelTitle}>给你的建议</h2>
        <ol className={styles.advice}>
          {report.band.advice.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>

      <section className={styles.panel} aria-label="推荐训练">
        <h2 className={styles.panelTitle}>推荐训练</h2>
        {report.trainings.length > 0 ? (
          <TrainingLinks trainings={report.trainings} />
        ) : (
          <>
            <p className={styles.muted}>
              你的各项结果都不错，暂时没有特别需要的训练。下面的练习可以作为日常保持和考前的“备用工具”。
            </p>
            <TrainingLinks
              trainings={Object.values(PSY_TRAININGS).map((training) => ({
                ...training,
                reason: '',
              }))}
            />
          </>
        )}
      </section>

      <section className={styles.panel} aria-label="测评方法">
        <h2 className={styles.panelTitle}>测评方法</h2>
        <p>{report.method}</p>
        <p className={styles.disclaimer}>{report.disclaimer}</p>
        <Collapse
          items={[
            {
              key: 'answers',
              label: `查看我的作答（${questions.length} 题）`,
              children: (
                <ol className={styles.answers}>
                  {questions.map((question) => (
                    <li key={question.id}>
                      <span>{question.stem}</span>
                      <span className={styles.myAnswer}>
                        我的回答：
                        {question.options.find((option) => option.id === question.myOptionId)
                          ?.label ?? '未作答'}
                      </span>
                    </li>
                  ))}
                </ol>
              ),
            },
          ]}
        />
      </section>

      <div className={styles.reportActions}>
        <LinkButton type="primary" to={pathTo('PsychologyTest', {}, { checkId: check.id })}>
          再测一次
        </LinkButton>
        <LinkButton to={pathTo('PsychologyTest', {}, { view: 'records' })}>全部测评记录</LinkButton>
        <Link to={pathTo('PsychologyTestTraining')}>浏览全部训练</Link>
      </div>
    </>
  );
}
