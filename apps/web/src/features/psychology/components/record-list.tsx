import { Empty, Pagination, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CheckSummary } from '@shangan/shared/contracts/psychology';
import { formatDateTime } from '../../../lib/format';
import { pathTo } from '../../../lib/paths';
import { useRecordList } from '../api/record-list';
import styles from '../psychology.module.css';
import { BandBadge } from './band-badge';
import { LoadFailed } from './page-states';

const SIZE = 10;

/** 我的测评记录: every taking, latest first, of all scales or one; each opens its report. */
export function RecordList({ viewer, checks }: { viewer: number; checks: CheckSummary[] }) {
  const [checkId, setCheckId] = useState(0);
  const [page, setPage] = useState(1);
  const records = useRecordList({ page, size: SIZE, ...(checkId ? { checkId } : {}) }, viewer);

  return (
    <>
      <div className={styles.row}>
        <h2 className={styles.panelTitle}>我的测评记录</h2>
        <span className={styles.spacer} />
        <Select
          aria-label="按测评筛选"
          value={checkId}
          onChange={(value) => {
            setCheckId(value);
            setPage(1);
          }}
          options={[
            { value: 0, label: '全部测评' },
            ...checks.map((check) => ({ value: check.id, label: check.name })),
          ]}
          style={{ minWidth: 150 }}
        />
      </div>
      {records.isPending && <Skeleton active title={false} paragraph={{ rows: 4 }} />}
      {records.isError && (
        <LoadFailed error={records.error} onRetry={() => void records.refetch()} back={false} />
      )}
      {records.data && records.data.total === 0 && (
        <Empty description={checkId ? '这项测评还没有记录' : '还没有测评记录，选一项测评开始吧'} />
      )}
      {records.data && records.data.total > 0 && (
        <ul className={styles.records} aria-label="历次测评">
          {records.data.list.map((record) => (
            <li key={record.id} className={styles.recordRow}>
              <span className={styles.recordName}>{record.checkName}</span>
              <span className={styles.muted}>{formatDateTime(record.createdAt)}</span>
              <span>
                {record.total} 分
                <span className={styles.muted}>
                  （{record.minScore}–{record.maxScore}）
                </span>
              </span>
              <BandBadge level={record.band.level} name={record.band.name} />
              <Link to={pathTo('PsychologyTestReport', {}, { recordId: record.id })}>查看报告</Link>
            </li>
          ))}
        </ul>
      )}
      {records.data && records.data.total > SIZE && (
        <Pagination
          style={{ marginTop: 16, textAlign: 'center' }}
          current={page}
          pageSize={SIZE}
          total={records.data.total}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </>
  );
}
