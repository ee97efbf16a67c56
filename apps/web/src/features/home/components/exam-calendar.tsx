import { Empty, Tag } from 'antd';
import { Link } from 'react-router';
import { articleUrl } from '../../../lib/paths';
import type { ExamTopic } from '../types';
import styles from './home.module.css';

function daysUntil(date: string): number {
  const today = new Date();
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((Date.parse(`${date}T00:00:00Z`) - start) / 86_400_000);
}

function signupState(exam: ExamTopic): { label: string; color: string } {
  const toStart = daysUntil(exam.signupStart);
  const toEnd = daysUntil(exam.signupEnd);
  if (toStart > 0) return { label: `${toStart}天后报名`, color: 'blue' };
  if (toEnd >= 0) return { label: '报名中', color: 'red' };
  return { label: '报名已结束', color: 'default' };
}

/** Upcoming exams with their sign-up window and a countdown to the written test. */
export function ExamCalendar({ exams }: { exams: ExamTopic[] }) {
  if (exams.length === 0) return <Empty description="近期暂无考试安排" />;
  return (
    <ul className={styles.calendar}>
      {exams.map((exam) => {
        const state = signupState(exam);
        const days = daysUntil(exam.examDate);
        const title = exam.articleId ? (
          <Link to={articleUrl({ id: exam.articleId })}>{exam.title}</Link>
        ) : (
          exam.title
        );
        return (
          <li key={exam.id} className={styles.calendarItem}>
            <div className={styles.calendarTitle}>
              <Tag color={state.color}>{state.label}</Tag>
              {title}
            </div>
            <div className={styles.calendarMeta}>
              报名 {exam.signupStart.slice(5)} 至 {exam.signupEnd.slice(5)} · 笔试 {exam.examDate}
              <span className={styles.countdown}>{days > 0 ? `距笔试${days}天` : '已开考'}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
