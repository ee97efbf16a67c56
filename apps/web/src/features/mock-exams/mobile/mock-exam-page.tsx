import { MobilePage } from '../../../components/mobile';
import { ContestList } from './parts/contest-list';
import { ExamCalendar } from './parts/exam-calendar';
import styles from './parts/parts.module.css';

/**
 * 模考大赛: the nationwide timed contests by state — apply, sit them on the day, see the score
 * and ranks — and below them the real exams ahead, which the contests are timed to.
 */
export default function MockExamPage() {
  return (
    <MobilePage title="模考大赛">
      <p className={styles.lead}>
        全真模拟真实考试的题量、题型和时长，统一开考、到点交卷，考后公布全国、省份和同职位排名，并给出估分。
      </p>
      <ContestList />
      <h2 className={styles.sectionTitle}>近期考试</h2>
      <ExamCalendar examType="" />
    </MobilePage>
  );
}
