import { Segmented } from 'antd';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell/page-shell';
import { ColumnSections } from '../components/column-sections';
import { ExamTable } from '../components/exam-table';
import {
  FORECAST_COLUMN_DIRS,
  FORECAST_EXAM_TYPES,
  FORECAST_INTRO,
  forecastExamType,
} from '../lib/landing-pages';
import styles from '../components/news.module.css';

/** /forecast?type=: 考情预测, the season ahead for one kind of exam. */
export default function ForecastPage() {
  const [query, setQuery] = useSearchParams();
  const type = forecastExamType(query.get('type'));
  return (
    <PageShell title="考情预测">
      <p className={styles.intro}>{FORECAST_INTRO}</p>
      <Segmented
        options={[...FORECAST_EXAM_TYPES]}
        value={type}
        onChange={(value) => setQuery({ type: String(value) })}
        style={{ marginBottom: 16 }}
      />
      <ExamTable examType={type} />
      <ColumnSections dirs={FORECAST_COLUMN_DIRS} />
    </PageShell>
  );
}
