import { Segmented, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { POSITION_ROW_STATUS_TEXT, type PositionRowStatus } from '@shangan/shared';
import type {
  PositionImportPreview,
  PositionPreviewRow,
} from '@shangan/shared/contracts/console/enlistment';
import styles from './positions.module.css';

const STATUS_COLORS: Record<PositionRowStatus, string> = {
  new: 'green',
  update: 'blue',
  same: 'default',
  error: 'red',
};

type Row = PositionPreviewRow & { key: number };
type Filter = 'all' | 'error';

const COLUMNS: TableColumnsType<Row> = [
  { title: '位置', dataIndex: 'place', width: 170 },
  { title: '职位代码', dataIndex: 'code', width: 130, render: (code: string) => code || '—' },
  {
    title: '招录机关 / 职位',
    render: (_, row) => (
      <>
        <div>{row.department || '—'}</div>
        <div className={styles.muted}>{row.positionName}</div>
      </>
    ),
  },
  { title: '人数', dataIndex: 'quota', width: 64, align: 'right' },
  { title: '学历', dataIndex: 'education', width: 130 },
  { title: '政治面貌', dataIndex: 'political', width: 150 },
  {
    title: '工作地点',
    width: 170,
    render: (_, row) => (
      <>
        <div>{row.location}</div>
        {row.region && <div className={styles.muted}>筛选地区：{row.region}</div>}
      </>
    ),
  },
  {
    title: '状态',
    width: 280,
    render: (_, row) => (
      <>
        <Tag color={STATUS_COLORS[row.status]}>{POSITION_ROW_STATUS_TEXT[row.status]}</Tag>
        {row.messages.length > 0 && (
          <ul className={styles.messages}>
            {row.messages.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
        )}
      </>
    ),
  },
];

/**
 * What the table will do: its counts, then every row with an error and the first of the others.
 * Errors come first: they are what has to be fixed in the file.
 */
export function PositionPreview({ preview }: { preview: PositionImportPreview }) {
  const rows = useMemo(
    () => preview.rows.map((row, index) => ({ ...row, key: index })),
    [preview.rows],
  );
  const [filter, setFilter] = useState<Filter>(preview.errors > 0 ? 'error' : 'all');
  const shown = filter === 'error' ? rows.filter((row) => row.status === 'error') : rows;
  const shownOthers = rows.length - preview.errors;
  return (
    <>
      <p className={styles.summary} role="status">
        共读取 {preview.total} 个职位（
        {preview.sheets.map((s) => `「${s.name}」${s.rows} 行`).join('，')}）： 新增{' '}
        <strong>{preview.added}</strong>，更新 <strong>{preview.updated}</strong>，无变化{' '}
        {preview.unchanged}
        {preview.errors > 0 && (
          <>
            ，<span className={styles.problem}>有错误 {preview.errors}</span>
          </>
        )}
      </p>
      <Segmented<Filter>
        className={styles.filter}
        aria-label="按状态筛选"
        value={filter}
        onChange={setFilter}
        options={[
          { value: 'all', label: '全部' },
          { value: 'error', label: `有错误（${preview.errors}）` },
        ]}
      />
      <Table<Row>
        size="small"
        columns={COLUMNS}
        dataSource={shown}
        rowClassName={(row) => (row.status === 'error' ? styles.errorRow! : '')}
        locale={{ emptyText: '没有有错误的行' }}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: 1150 }}
      />
      {preview.total - preview.errors > shownOthers && (
        <p className={styles.muted}>
          其余 {preview.total - preview.errors - shownOthers}{' '}
          个没有错误的职位未列出，确认导入时一并写入。
        </p>
      )}
    </>
  );
}
