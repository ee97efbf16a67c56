import { Empty, Tag } from 'antd';
import { Link } from 'react-router';
import { examCountdown, signupState, type SignupPhase } from '../../../lib/exam-schedule';
import { articleUrl } from '../../../lib/paths';
import type { ExamTopic } from '../types';
import styles from './home.module.css';

/** The calendar's sign-up phases in antd's tag colours. */
const PHASE_COLORS: Record<SignupPhase, string> = {
  upcoming: 'blue',
  open: 'red',
  closed: 'default',
};

/** Upcoming exams with their sign-up window and a countdown to the written test. */
export function ExamCalendar({ exams }: { exams: ExamTopic[] }) {
  if (exams.length === 0) return <Empty description="近期暂无考试安排" />;
  return (
    <ul className={styles.calendar}>
      {exams.map((exam) => {
        const state = signupState(exam);
        const title = exam.articleId ? (
          <Link to={articleUrl({ id: exam.articleId })}>{exam.title}</Link>
        ) : (
          exam.title
        );
        return (
          <li key={exam.id} className={styles.calendarItem}>
            <div className={styles.calendarTitle}>
              <Tag color={PHASE_COLORS[state.phase]}>{state.label}</Tag>
              {title}
            </div>
            <div className={styles.calendarMeta}>
              报名 {exam.signupStart.slice(5)} 至 {exam.signupEnd.slice(5)} · 笔试 {exam.examDate}
              <span className={styles.countdown}>{examCountdown(exam.examDate)}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
