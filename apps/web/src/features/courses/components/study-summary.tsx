import { formatDateTime } from '../../../lib/format';
import { formatMinutes } from '../course-format';
import type { StudySummary } from '../types';
import styles from './study-summary.module.css';

/** The learner's figures over all their courses: courses, lessons done, time, last studied. */
export function StudySummaryView({ summary }: { summary: StudySummary | undefined }) {
  const figures = [
    { label: '我的课程', value: summary ? `${summary.courseCount}门` : '—' },
    { label: '已学完课时', value: summary ? `${summary.lessonsDone}节` : '—' },
    { label: '累计学习', value: summary ? formatMinutes(summary.minutesWatched) : '—' },
    {
      label: '最近学习',
      value: summary ? formatDateTime(summary.lastStudiedAt) || '还没有开始' : '—',
    },
  ];
  return (
    <dl className={styles.figures} aria-label="学习统计">
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
