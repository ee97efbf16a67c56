import { Tag } from 'antd';
import type { ConsoleMockExam } from '@shangan/shared/contracts/console/mock-exams';
import type { MockExamState } from '@shangan/shared/contracts/mock-exams';
import { chinaTime, formatDateTime } from '../../../../lib/format';
import pageStyles from '../../pages/console.module.css';
import {
  MOCK_EXAM_STAGE_NAMES as STAGE_NAMES,
  MOCK_EXAM_STATE_NAMES as STATE_NAMES,
} from '@shangan/shared';
import styles from './mock-exams.module.css';

const STATE_COLOR: Record<MockExamState, string | undefined> = {
  upcoming: 'purple',
  applying: 'blue',
  running: 'green',
  ended: undefined,
};

/** 预告, 报名中, 进行中 or 已结束. */
export function ContestStateTag({ state }: { state: MockExamState }) {
  return <Tag color={STATE_COLOR[state]}>{STATE_NAMES[state]}</Tag>;
}

/** The title, the subtitle under it, and the exam type and level. */
export function ContestTitle({ contest }: { contest: ConsoleMockExam }) {
  return (
    <div className={pageStyles.taggedTitle}>
      <span className={pageStyles.clamp}>{contest.title}</span>
      {contest.subtitle && <span className={pageStyles.muted}>{contest.subtitle}</span>}
      <span className={pageStyles.titleTags}>
        <Tag>{contest.examType}</Tag>
        {contest.examinationLevel && <Tag>{contest.examinationLevel}</Tag>}
      </span>
    </div>
  );
}

/** 2026-12-06 09:00–11:00 in China time; both dates when it runs past midnight. */
export function timeRange(startAt: string, endAt: string): string {
  const start = chinaTime(startAt);
  const end = chinaTime(endAt);
  return start.date === end.date
    ? `${start.date} ${start.clock}–${end.clock}`
    : `${start.date} ${start.clock} – ${end.date} ${end.clock}`;
}

function StageLine({ stage }: { stage: ConsoleMockExam['stages'][number] }) {
  return (
    <div className={styles.scheduleStage}>
      <Tag color={stage.stage === 'xingce' ? 'geekblue' : 'orange'}>{STAGE_NAMES[stage.stage]}</Tag>
      <span>{timeRange(stage.startAt, stage.endAt)}</span>
      <span className={pageStyles.muted}>
        {stage.paperTitle}（{stage.questionCount} 题）
      </span>
    </div>
  );
}

/** When applications open, then each stage: its China-time range and its paper. */
export function ContestSchedule({ contest }: { contest: ConsoleMockExam }) {
  return (
    <div className={styles.schedule}>
      <span className={pageStyles.muted}>报名开始：{formatDateTime(contest.applyStartAt)}</span>
      {contest.stages.map((stage) => (
        <StageLine key={stage.stage} stage={stage} />
      ))}
    </div>
  );
}

/** A score as read: at most two decimals, none when whole. */
const score = (value: number | null) => (value === null ? '—' : String(Number(value.toFixed(2))));

/** The results once computed (after the last stage), or when they will be. */
export function ContestResults({ contest }: { contest: ConsoleMockExam }) {
  if (!contest.resultsPublishedAt) {
    return <span className={pageStyles.muted}>考试结束后自动计算</span>;
  }
  return (
    <div className={styles.schedule}>
      <span>
        <Tag color="green">成绩已公布</Tag>
      </span>
      <span>排名 {contest.rankedCount} 人</span>
      <span className={pageStyles.muted}>
        平均 {score(contest.averageScore)} 分 · 最高 {score(contest.topScore)} 分
      </span>
    </div>
  );
}

/** The expanded row: the rules candidates read, late entry and shuffling. */
export function ContestDetails({ contest }: { contest: ConsoleMockExam }) {
  const shuffles = [
    contest.shuffleQuestions ? '题目乱序' : '题目顺序固定',
    contest.shuffleOptions ? '选项乱序' : '选项顺序固定',
  ];
  return (
    <div className={styles.details}>
      <span className={pageStyles.muted}>
        开考后 {contest.lateEntryMinutes} 分钟内可入场 · {shuffles.join(' · ')} · 创建于{' '}
        {formatDateTime(contest.createdAt)}
      </span>
      <div>
        <strong>考试须知</strong>
        <p className={styles.rules}>{contest.rules}</p>
      </div>
    </div>
  );
}
