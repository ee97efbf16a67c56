import { CapsuleTabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { MobilePage } from '../../../components/mobile';
import { ContestList } from './parts/contest-list';
import { ExamCalendar } from './parts/exam-calendar';
import styles from './parts/parts.module.css';

/** The exam types of the desktop 考试安排 page, 全部 first. */
export const EXAM_TYPES = ['全部', '国考', '省考', '遴选', '选调生', '事业单位', '军队文职'];

/**
 * 考试安排 (the desktop /examination): by exam type (?type=, as on the desktop), the mock
 * contests of that type and the real exams' calendar (sign-up window, written test, days left).
 */
export default function FormalExamPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('type') ?? '';
  const type = EXAM_TYPES.includes(asked) ? asked : '全部';
  const examType = type === '全部' ? '' : type;
  return (
    <MobilePage title="考试安排">
      <CapsuleTabs
        activeKey={type}
        className={styles.capsules}
        onChange={(key) => setParams(key === '全部' ? {} : { type: key }, { replace: true })}
      >
        {EXAM_TYPES.map((name) => (
          <CapsuleTabs.Tab key={name} title={name} />
        ))}
      </CapsuleTabs>
      <h2 className={styles.sectionTitle}>考试日历</h2>
      <ExamCalendar examType={examType} />
      <h2 className={styles.sectionTitle}>模考大赛</h2>
      <ContestList examType={examType} />
    </MobilePage>
  );
}
