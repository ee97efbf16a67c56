import { Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { ImportSummary } from '@shangan/shared/contracts/console/question-import';
import { formatDateTime } from '../../../../lib/format';
import { useImportHistory } from '../../api/import-history';
import consoleStyles from '../../pages/console.module.css';
import { IMPORT_STATUS_LABELS } from './import-status';
import styles from './question-import.module.css';
import { ReloadResult } from '../../../../components/page-states/page-states';

const PAGE_SIZE = 10;

const COLUMNS: TableColumnsType<ImportSummary> = [
  {
    title: '文件',
    dataIndex: 'fileName',
    render: (fileName: string) => <div className={styles.stem}>{fileName}</div>,
  },
  {
    title: '科目 / 知识点',
    width: 240,
    render: (_, row) => (
      <>
        <div>{row.subjectName}</div>
        <div className={consoleStyles.muted}>{row.catalogueName}</div>
        {row.paperTitle !== null && (
          <div className={consoleStyles.muted}>试卷：{row.paperTitle}</div>
        )}
      </>
    ),
  },
  {
    title: '题数',
    width: 150,
    render: (_, row) => (
      <>
        <div>{row.total}</div>
        {(row.duplicates > 0 || row.errors > 0) && (
          <div className={consoleStyles.muted}>
            {[
              row.duplicates > 0 ? `重复 ${row.duplicates}` : '',
              row.errors > 0 ? `有错误 ${row.errors}` : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </div>
        )}
      </>
    ),
  },
  {
    title: '新增',
    width: 80,
    render: (_, row) => (row.status === 'committed' ? row.added : '—'),
  },
  {
    title: '状态',
    width: 90,
    render: (_, row) => (
      <Tag color={IMPORT_STATUS_LABELS[row.status].color}>
        {IMPORT_STATUS_LABELS[row.status].label}
      </Tag>
    ),
  },
  { title: '操作人', dataIndex: 'createdBy', width: 120 },
  {
    title: '时间',
    width: 170,
    dataIndex: 'createdAt',
    render: (at: string) => formatDateTime(at),
  },
];

/** 导入记录: every file previewed here, newest first; a commit or a new preview refreshes it. */
export function ImportHistory() {
  const [page, setPage] = useState(1);
  const history = useImportHistory({ page, pageSize: PAGE_SIZE });

  return (
    <section aria-label="导入记录" className={`${consoleStyles.panel} ${styles.history}`}>
      <h2 className={styles.historyTitle}>导入记录</h2>
      {history.isError ? (
        <ReloadResult
          title="导入记录加载失败"
          error={history.error}
          onReload={() => void history.refetch()}
        />
      ) : (
        <Table<ImportSummary>
          rowKey="id"
          columns={COLUMNS}
          dataSource={history.data?.list ?? []}
          loading={history.isPending || history.isPlaceholderData}
          locale={{ emptyText: '还没有导入过题目' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: history.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
            onChange: setPage,
          }}
          scroll={{ x: 960 }}
        />
      )}
    </section>
  );
}
