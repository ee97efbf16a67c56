import type { ExamTopic } from '@shangan/shared/contracts/news/portal';
import { Link } from 'react-router';
import { examCountdown, signupState } from '../../lib/exam-schedule';
import { mobilePathTo } from '../../lib/mobile-paths';
import styles from './exam-list.module.css';

/**
 * Exams of the calendar as cards: the sign-up phase, the window and the countdown to the
 * written test; an exam with a notice article opens it.
 */
export function ExamList({ exams }: { exams: readonly ExamTopic[] }) {
  return (
    <ul className={styles.list}>
      {exams.map((exam) => {
        const state = signupState(exam);
        const body = (
          <>
            <span className={styles.head}>
              <span className={`${styles.phase} ${styles[state.phase]}`}>{state.label}</span>
              <strong className={styles.title}>{exam.title}</strong>
            </span>
            <span className={styles.meta}>
              <span>
                报名 {exam.signupStart.slice(5)} 至 {exam.signupEnd.slice(5)} · 笔试 {exam.examDate}
              </span>
              <span className={styles.countdown}>{examCountdown(exam.examDate)}</span>
            </span>
          </>
        );
        return (
          <li key={exam.id}>
            {exam.articleId ? (
              <Link to={mobilePathTo('MArticle', { id: exam.articleId })} className={styles.item}>
                {body}
              </Link>
            ) : (
              <div className={styles.item}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
