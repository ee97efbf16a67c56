import { Segmented, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import type { QuestionImportItemStatus } from '@shangan/shared';
import type { ImportItem } from '@shangan/shared/contracts/console/question-import';
import { ITEM_STATUS_LABELS } from './import-status';
import styles from './question-import.module.css';

type Filter = 'all' | QuestionImportItemStatus;
/** `children` renamed: antd's Table would take a row's `children` for nested rows. */
type Row = Omit<ImportItem, 'children'> & { key: number; subQuestions: number };

const COLUMNS: TableColumnsType<Row> = [
  { title: '位置', dataIndex: 'place', width: 96 },
  { title: '题型', dataIndex: 'typeName', width: 96 },
  {
    title: '题干',
    render: (_, row) => (
      <>
        <div className={styles.stem} title={row.stem}>
          {row.stem || '（空）'}
        </div>
        {(row.hasPicture || row.subQuestions > 0) && (
          <div className={styles.stemTags}>
            {row.hasPicture && <Tag>含图片</Tag>}
            {row.subQuestions > 0 && <Tag color="blue">{row.subQuestions} 道小题</Tag>}
          </div>
        )}
      </>
    ),
  },
  {
    title: '答案',
    dataIndex: 'answer',
    width: 140,
    render: (answer: string) => (
      <div className={styles.stem} title={answer}>
        {answer || '—'}
      </div>
    ),
  },
  { title: '知识点', dataIndex: 'catalogueName', width: 160 },
  {
    title: '状态',
    width: 260,
    render: (_, row) => (
      <>
        <Tag color={ITEM_STATUS_LABELS[row.status].color}>
          {ITEM_STATUS_LABELS[row.status].label}
        </Tag>
        {row.messages.length > 0 && (
          <ul className={styles.messages}>
            {row.messages.map((text, index) => (
              <li key={index} className={row.status === 'error' ? styles.problem : styles.note}>
                {text}
              </li>
            ))}
          </ul>
        )}
      </>
    ),
  },
];

/**
 * Every question of the file with its fate, filtered by status and paged here: the preview
 * arrives whole (up to thousands of questions) and only a page of it is drawn at a time.
 */
export function ImportItemsTable({ items }: { items: ImportItem[] }) {
  const rows = useMemo<Row[]>(
    () =>
      items.map(({ children, ...item }, index) => ({
        ...item,
        key: index,
        subQuestions: children,
      })),
    [items],
  );
  const counts = useMemo(() => {
    const byStatus = { all: items.length, ready: 0, duplicate: 0, error: 0 };
    for (const item of items) byStatus[item.status]++;
    return byStatus;
  }, [items]);
  // Errors first when there are any: they are what the teacher has to go and fix.
  const [filter, setFilter] = useState<Filter>(counts.error > 0 ? 'error' : 'all');
  const [paging, setPaging] = useState({ current: 1, pageSize: 20 });
  const shown = filter === 'all' ? rows : rows.filter((row) => row.status === filter);

  return (
    <>
      <Segmented<Filter>
        className={styles.filter}
        aria-label="按状态筛选"
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPaging((page) => ({ ...page, current: 1 }));
        }}
        options={[
          { value: 'all', label: `全部（${counts.all}）` },
          ...(['error', 'duplicate', 'ready'] as const).map((status) => ({
            value: status,
            label: `${ITEM_STATUS_LABELS[status].label}（${counts[status]}）`,
          })),
        ]}
      />
      <Table<Row>
        size="small"
        columns={COLUMNS}
        dataSource={shown}
        rowClassName={(row) => (row.status === 'error' ? styles.errorRow! : '')}
        locale={{ emptyText: '没有这类题目' }}
        pagination={{
          ...paging,
          total: shown.length,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          showTotal: (total) => `共 ${total} 题`,
          onChange: (current, pageSize) => setPaging({ current, pageSize }),
        }}
        scroll={{ x: 1000 }}
      />
    </>
  );
}
