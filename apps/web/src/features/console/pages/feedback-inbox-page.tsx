import { Button, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { FeedbackStatus } from '@shangan/shared';
import type { InboxFeedback } from '@shangan/shared/contracts/console/feedback';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useInboxFeedback } from '../api/inbox-feedback';
import { ReplyDialog } from '../components/reply-dialog';
import { oneOf, positiveInt } from '../../../lib/address-params';
import styles from './console.module.css';
import { ReloadResult } from '../../../components/page-states/page-states';

const PAGE_SIZE = 20;
const TABS = [
  { key: 'pending', label: '待回复' },
  { key: 'replied', label: '已回复' },
  { key: 'all', label: '全部' },
] as const;
type TabKey = (typeof TABS)[number]['key'];
const tabOf = (value: string | null): TabKey =>
  oneOf(
    TABS.map((tab) => tab.key),
    value,
  ) ?? 'pending';

/** /admin/feedback: customer service read what members wrote and reply, the waiting first. */
export default function FeedbackInboxPage() {
  useDocumentTitle('意见反馈 - 教务后台');
  const [params, setParams] = useSearchParams();
  const tab =
    oneOf(
      TABS.map((tab) => tab.key),
      params.get('status'),
    ) ?? 'pending';
  const page = positiveInt(params.get('page')) ?? 1;
  const inbox = useInboxFeedback({
    page,
    pageSize: PAGE_SIZE,
    ...(tab === 'all' ? {} : { status: tab as FeedbackStatus }),
  });
  const [replying, setReplying] = useState<InboxFeedback | null>(null);

  const show = (next: { tab?: TabKey; page?: number }) => {
    const search = new URLSearchParams(params);
    search.set('status', next.tab ?? tab);
    if (!next.page || next.page === 1) search.delete('page');
    else search.set('page', String(next.page));
    setParams(search);
  };

  const columns: TableColumnsType<InboxFeedback> = [
    {
      title: '提交时间',
      dataIndex: 'createdAt',
      width: 160,
      render: (at: string) => formatDateTime(at),
    },
    {
      title: '学员',
      width: 160,
      render: (_, row) => (
        <>
          <div>{row.userName}</div>
          <div className={styles.muted}>{row.userPhone || '未绑定手机'}</div>
        </>
      ),
    },
    {
      title: '类型',
      dataIndex: 'category',
      width: 100,
      render: (category: string) => <Tag color="blue">{category}</Tag>,
    },
    {
      title: '内容',
      render: (_, row) => (
        <>
          <div className={styles.clamp}>{row.content}</div>
          {row.pictures.length > 0 && (
            <span className={styles.muted}>附截图 {row.pictures.length} 张</span>
          )}
        </>
      ),
    },
    {
      title: '状态',
      width: 150,
      render: (_, row) =>
        row.status === 'replied' ? (
          <>
            <Tag color="success">已回复</Tag>
            <div className={styles.muted}>{row.repliedBy}</div>
          </>
        ) : (
          <Tag color="warning">待回复</Tag>
        ),
    },
    {
      title: '操作',
      fixed: 'right',
      width: 100,
      render: (_, row) => (
        <Button type="link" onClick={() => setReplying(row)} aria-label={`回复反馈${row.id}`}>
          {row.status === 'replied' ? '修改回复' : '回复'}
        </Button>
      ),
    },
  ];

  return (
    <section className={styles.panel}>
      <Tabs
        activeKey={tab}
        onChange={(key) => show({ tab: tabOf(key), page: 1 })}
        items={TABS.map((item) => ({
          key: item.key,
          label:
            item.key === 'pending' && inbox.data ? `待回复（${inbox.data.pending}）` : item.label,
        }))}
      />
      {inbox.isError ? (
        <ReloadResult
          title="反馈加载失败"
          error={inbox.error}
          onReload={() => void inbox.refetch()}
        />
      ) : (
        <Table<InboxFeedback>
          rowKey="id"
          columns={columns}
          dataSource={inbox.data?.list ?? []}
          loading={inbox.isPending || inbox.isPlaceholderData}
          locale={{ emptyText: tab === 'pending' ? '没有待回复的反馈' : '暂无反馈' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: inbox.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (next) => show({ page: next }),
          }}
          scroll={{ x: 900 }}
        />
      )}
      <ReplyDialog feedback={replying} onClose={() => setReplying(null)} />
    </section>
  );
}
