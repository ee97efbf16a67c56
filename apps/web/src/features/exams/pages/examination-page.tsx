import { Segmented } from 'antd';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell/page-shell';
import { ExamCalendarTable } from '../components/exam-calendar-table';

const TYPES = ['全部', '国考', '省考', '遴选', '选调生', '事业单位', '军队文职'];

/** /examination: the exam calendar, every upcoming exam with its dates. */
export default function ExaminationPage() {
  const [query, setQuery] = useSearchParams();
  const type = TYPES.includes(query.get('type') ?? '') ? query.get('type')! : '全部';
  return (
    <PageShell title="考试安排">
      <Segmented
        options={TYPES}
        value={type}
        onChange={(value) => setQuery(value === '全部' ? {} : { type: String(value) })}
        style={{ margin: '8px 0 16px' }}
      />
      <ExamCalendarTable examType={type === '全部' ? '' : type} />
    </PageShell>
  );
}
