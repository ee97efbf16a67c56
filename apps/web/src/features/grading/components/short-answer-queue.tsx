import { Button, Empty, Result, Select, Table, Tabs, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { useGradingQueue } from '../api/grading-queue';
import { positive, withParams } from '../lib/search-params';
import type { QueueRow, QueueStatus } from '../types';
import styles from '../pages/grading.module.css';

const TABS: Array<{ key: QueueStatus; label: string }> = [
  { key: 'pending', label: '待批改' },
  { key: 'mine', label: '我批改中' },
  { key: 'graded', label: '已批改' },
];
const PAGE_SIZE = 20;

/** The first page of waiting answers: the default view, and where the waiting count comes from. */
const PENDING_FIRST_PAGE = { status: 'pending', page: 1, pageSize: PAGE_SIZE } as const;

/**
 * How many short answers wait, over all questions (the per-question counts do not depend on the
 * tab or page asked for); null until known.
 */
export function useShortAnswerPending(enabled: boolean): number | null {
  const queue = useGradingQueue(PENDING_FIRST_PAGE, enabled);
  if (!queue.data) return null;
  return queue.data.groups.reduce((sum, group) => sum + group.pending, 0);
}

/** 申论批改: the queue of submitted short answers, by question, oldest first. */
export function ShortAnswerQueue() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: QueueStatus =
    statusParam === 'mine' || statusParam === 'graded' ? statusParam : 'pending';
  const questionId = positive(params.get('questionId'));
  const page = positive(params.get('page')) ?? 1;
  const queue = useGradingQueue(
    { status, page, pageSize: PAGE_SIZE, ...(questionId ? { questionId } : {}) },
    true,
  );

  const update = (changes: Record<string, string | number | undefined>) =>
    setParams(withParams(params, changes));

  const columns: TableColumnsType<QueueRow> = [
    {
      title: '题目',
      dataIndex: 'questionTitle',
      ellipsis: true,
      render: (title: string, row) => (
        <div className={styles.cellTitle}>
          <span>{title}</span>
          <span className={styles.muted}>{row.paperTitle}</span>
        </div>
      ),
    },
    { title: '学员', dataIndex: 'userName', width: 100 },
    {
      title: '提交时间',
      dataIndex: 'submittedAt',
      width: 150,
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: '状态',
      key: 'state',
      width: 150,
      render: (_, row) =>
        row.status === 'graded' ? (
          <Tag color="success">
            已批改 {row.userScore ?? '-'}/{row.score}分
          </Tag>
        ) : row.lockedByMe ? (
          <Tag color="processing">我批改中</Tag>
        ) : row.lockedBy ? (
          <Tag color="orange">{row.lockedBy.name}批改中</Tag>
        ) : (
          <Tag>待批改</Tag>
        ),
    },
    {
      title: '操作',
      key: 'action',
      width: 100,
      render: (_, row) =>
        row.status === 'graded' ? (
          // My own grade stays open to me for a while; then, like others' grades, it is final.
          row.reviseUntil ? (
            <Button
              size="small"
              onClick={() =>
                void navigate(pathTo('GradingDetail', { answerId: row.answerId }, { revise: 1 }))
              }
              aria-label={`修改批改${row.answerId}`}
              title={`可修改至 ${dayjs(row.reviseUntil).format('MM-DD HH:mm')}`}
            >
              修改
            </Button>
          ) : (
            <span className={styles.muted}>—</span>
          )
        ) : (
          <Button
            type="primary"
            size="small"
            disabled={Boolean(row.lockedBy) && !row.lockedByMe}
            onClick={() => void navigate(pathTo('GradingDetail', { answerId: row.answerId }))}
            aria-label={`批改${row.answerId}`}
          >
            批改
          </Button>
        ),
    },
  ];

  const groups = queue.data?.groups ?? [];
  return (
    <>
      <div className={styles.filters}>
        <Select
          allowClear
          placeholder="按题目筛选"
          className={styles.filter}
          value={questionId}
          onChange={(value?: number) => update({ questionId: value, page: undefined })}
          options={groups.map((group) => ({
            value: group.questionId,
            label: `${group.paperTitle} · ${group.questionTitle}（待批改${group.pending}）`,
          }))}
          notFoundContent="暂无题目"
        />
      </div>
      <Tabs
        activeKey={status}
        onChange={(key) => update({ status: key === 'pending' ? undefined : key, page: undefined })}
        items={TABS.map((tab) => ({ key: tab.key, label: tab.label }))}
      />
      {queue.isError ? (
        <Result
          status="error"
          title="加载失败"
          subTitle={queue.error.message}
          extra={
            <Button type="primary" onClick={() => void queue.refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <Table<QueueRow>
          rowKey="answerId"
          size="middle"
          columns={columns}
          dataSource={queue.data?.list ?? []}
          loading={queue.isFetching}
          scroll={{ x: 720 }}
          locale={{
            emptyText: (
              <Empty
                description={
                  status === 'pending'
                    ? '暂无待批改的作答'
                    : status === 'mine'
                      ? '你没有正在批改的作答'
                      : '暂无已批改的作答'
                }
              />
            ),
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: queue.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (next) => update({ page: next === 1 ? undefined : next }),
          }}
        />
      )}
    </>
  );
}
