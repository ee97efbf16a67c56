import { Segmented } from 'antd';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell/page-shell';
import { ContestList } from '../components/contest-list';
import { ExamCalendarTable } from '../components/exam-calendar-table';
import styles from './mock-pages.module.css';

const TYPES = ['全部', '国考', '省考', '遴选', '选调生', '事业单位', '军队文职'];

/**
 * /examination (考试安排): by exam type, the mock contests of that type and the real exams'
 * calendar (sign-up window, written-test date, days left).
 */
export default function ExaminationPage() {
  const [query, setQuery] = useSearchParams();
  const type = TYPES.includes(query.get('type') ?? '') ? query.get('type')! : '全部';
  const examType = type === '全部' ? '' : type;
  return (
    <PageShell title="考试安排">
      <div className={styles.typeBar}>
        <Segmented
          options={TYPES}
          value={type}
          onChange={(value) => setQuery(value === '全部' ? {} : { type: String(value) })}
        />
      </div>
      <h2 className={styles.sectionTitle}>模考大赛</h2>
      <ContestList examType={examType} />
      <h2 className={styles.sectionTitle}>考试日历</h2>
      <ExamCalendarTable examType={examType} />
    </PageShell>
  );
}
