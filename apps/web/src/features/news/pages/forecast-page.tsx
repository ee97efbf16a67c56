import { Segmented } from 'antd';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell/page-shell';
import { ColumnSections } from '../components/column-sections';
import { ExamTable } from '../components/exam-table';
import styles from '../components/news.module.css';

const TYPES = ['国考', '省考', '遴选', '选调生', '事业单位'];

/** /forecast?type=: 考情预测, the season ahead for one kind of exam. */
export default function ForecastPage() {
  const [query, setQuery] = useSearchParams();
  const type = TYPES.includes(query.get('type') ?? '') ? query.get('type')! : TYPES[0]!;
  return (
    <PageShell title="考情预测">
      <p className={styles.intro}>
        根据往年公告时间、招录人数和报名数据，预判本年度考试的时间节点和竞争态势，帮你提前规划备考节奏。
      </p>
      <Segmented
        options={TYPES}
        value={type}
        onChange={(value) => setQuery({ type: String(value) })}
        style={{ marginBottom: 16 }}
      />
      <ExamTable examType={type} />
      <ColumnSections dirs={['zhiweifenxi', 'baomingrenshu', 'fenshuxian', 'redianjiedu']} />
    </PageShell>
  );
}
