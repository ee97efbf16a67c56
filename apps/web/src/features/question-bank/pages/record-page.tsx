import { Empty, Pagination, Segmented, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { hasToken } from '../../../lib/session-storage';
import { useRecords } from '../api/exercise-log';
import { usePracticeTotals } from '../api/exercise-total-log';
import type { ExerciseState } from '../types';
import { BankNav } from '../components/bank-nav';
import { ErrorState, LoadingState, LoginRequired } from '../components/page-states';
import { RecordItem } from '../components/record-item';
import { describeDuration } from '../lib/answer-model';
import { idParam } from '../lib/links';
import styles from '../components/bank.module.css';

const PAGE_SIZE = 10;
const KINDS: Array<{ key: string; label: string }> = [
  { key: 'all', label: '全部' },
  { key: 'catalogue', label: '专项练习' },
  { key: 'paper', label: '真题练习' },
  { key: 'mock', label: '真题模考' },
  { key: 'contest', label: '模考大赛' },
  { key: 'error', label: '错题重练' },
];

/** 做题记录: my totals and every attempt, unfinished ones to continue, finished ones to review. */
export default function RecordPage() {
  useDocumentTitle('做题记录');
  const [params, setParams] = useSearchParams();
  const signedIn = hasToken();
  const kind = params.get('kind') ?? 'all';
  const status =
    params.get('status') === 'open'
      ? 'open'
      : params.get('status') === 'submitted'
        ? 'submitted'
        : undefined;
  const page = idParam(params.get('page')) || 1;
  const totals = usePracticeTotals(signedIn);
  const records = useRecords(
    {
      page,
      size: PAGE_SIZE,
      ...(kind !== 'all' ? { kind: kind as ExerciseState['kind'] } : {}),
      ...(status ? { status } : {}),
    },
    signedIn,
  );
  const update = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'all' || value === '') next.delete(key);
    else next.set(key, value);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };

  if (!signedIn) return <LoginRequired what="查看做题记录" />;
  return (
    <div className={`page-container ${styles.page}`}>
      <BankNav />
      {totals.data && (
        <section className={styles.panel}>
          <div className={styles.stats}>
            {[
              ['练习次数', totals.data.exerciseCount],
              ['做题总数', totals.data.doneCount],
              ['正确率', `${totals.data.accuracy}%`],
              ['累计用时', describeDuration(totals.data.totalSeconds)],
              ['错题', totals.data.errorCount],
            ].map(([label, value]) => (
              <div key={label} className={styles.stat}>
                <span className={styles.statValue}>{value}</span>
                <span className={styles.statLabel}>{label}</span>
              </div>
            ))}
          </div>
        </section>
      )}
      <section className={styles.panel}>
        <h1 className={styles.panelTitle}>做题记录</h1>
        <div className={styles.row}>
          <Tabs
            className={styles.rowTabs}
            activeKey={kind}
            onChange={(key) => update('kind', key)}
            items={KINDS}
          />
          <span className={styles.spacer} />
          <Segmented
            value={status ?? 'all'}
            onChange={(value) => update('status', String(value))}
            options={[
              { value: 'all', label: '全部' },
              { value: 'open', label: '未完成' },
              { value: 'submitted', label: '已完成' },
            ]}
          />
        </div>
        {records.isPending && <LoadingState />}
        {records.isError && (
          <ErrorState error={records.error} onRetry={() => void records.refetch()} />
        )}
        {records.data && records.data.list.length === 0 && (
          <Empty description="还没有做题记录，去题库练一练吧" />
        )}
        {records.data?.list.map((item) => (
          <RecordItem key={item.exerciseId} item={item} />
        ))}
        {records.data && records.data.total > PAGE_SIZE && (
          <Pagination
            align="center"
            current={page}
            pageSize={PAGE_SIZE}
            total={records.data.total}
            showSizeChanger={false}
            onChange={(next) => update('page', String(next))}
          />
        )}
      </section>
    </div>
  );
}
