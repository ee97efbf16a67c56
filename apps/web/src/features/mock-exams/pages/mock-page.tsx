import { PageShell } from '../../../components/page-shell/page-shell';
import { ContestList } from '../components/contest-list';
import { ExamCalendarTable } from '../components/exam-calendar-table';
import styles from './mock-pages.module.css';

/**
 * /mock (模考大赛): the nationwide timed contests by state — apply, sit them on the day, see the
 * score and ranks — and below them the real exams ahead, which the contests are timed to.
 */
export default function MockPage() {
  return (
    <PageShell title="模考大赛">
      <p className={styles.lead}>
        全真模拟真实考试的题量、题型和时长，统一开考、到点交卷，考后公布全国、省份和同职位排名，并给出估分。
      </p>
      <ContestList />
      <h2 className={styles.sectionTitle}>近期考试</h2>
      <ExamCalendarTable examType="" />
    </PageShell>
  );
}
