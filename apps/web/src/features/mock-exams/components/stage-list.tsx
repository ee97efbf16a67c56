import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format';
import type { StageAttempt, StageInfo } from '../api/mock-exam-explain';
import { num } from '../lib/contest-words';
import styles from './stage-list.module.css';

function attemptTag(attempt: StageAttempt | undefined): ReactNode {
  if (!attempt) return null;
  switch (attempt.status) {
    case 'not_started':
      return <Tag>未开始</Tag>;
    case 'doing':
      return <Tag color="processing">作答中</Tag>;
    case 'submitted':
      return (
        <Tag color="success">{attempt.submitType === 'auto' ? '时间到，已自动交卷' : '已交卷'}</Tag>
      );
  }
}

interface StageListProps {
  stages: StageInfo[];
  attempts: StageAttempt[];
  /** The button of a stage (enter, continue), when there is one. */
  actionOf?: (stage: StageInfo) => ReactNode;
  /** The contest is over: why a stage cannot be entered no longer matters. */
  over?: boolean;
}

/** The contest's stages (行测, 申论): size, score, time, and my attempt of each. */
export function StageList({ stages, attempts, actionOf, over = false }: StageListProps) {
  return (
    <div className={styles.stages}>
      {stages.map((stage) => {
        const attempt = attempts.find((item) => item.stage === stage.stage);
        return (
          <section key={stage.stage} className={styles.stage} aria-label={`${stage.name}科目`}>
            <header className={styles.header}>
              <h3 className={styles.name}>{stage.name}</h3>
              {attemptTag(attempt)}
            </header>
            <dl className={styles.facts}>
              <div>
                <dt>题量</dt>
                <dd>{stage.questionCount}题</dd>
              </div>
              <div>
                <dt>满分</dt>
                <dd>{num(stage.totalScore)}分</dd>
              </div>
              <div>
                <dt>时长</dt>
                <dd>{stage.minutes}分钟</dd>
              </div>
            </dl>
            <p className={styles.time}>
              {formatDateTime(stage.startAt)} 至 {formatDateTime(stage.endAt)}
            </p>
            <p className={styles.note}>{formatDateTime(stage.lateEntryAt)} 后不能再首次进入</p>
            {attempt && attempt.status !== 'not_started' && (
              <p className={styles.note}>
                已答 {attempt.answeredCount}/{attempt.questionCount} 题
                {attempt.leaveCount > 0 && `，离开考试页面 ${attempt.leaveCount} 次`}
              </p>
            )}
            {!over && attempt && !attempt.mayStart && attempt.startBlockedReason && (
              <p className={styles.note}>{attempt.startBlockedReason}</p>
            )}
            {actionOf && <div className={styles.action}>{actionOf(stage)}</div>}
          </section>
        );
      })}
    </div>
  );
}
