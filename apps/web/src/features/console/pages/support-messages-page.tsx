import { Button, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StaffSupportMessage } from '@shangan/shared/contracts/console/support';
import { oneOf, positiveInt } from '../../../lib/address-params';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useSupportMessages } from '../api/support-messages';
import { MarkMessageDialog } from '../components/mark-message-dialog';
import { MESSAGE_STATUS_LABELS } from '../message-status';
import styles from './console.module.css';
import { ReloadResult } from '../../../components/page-states/page-states';

const PAGE_SIZE = 20;
const STATUSES = ['open', 'answered', 'closed'] as const;

/** /admin/messages: the 留言 visitors left, oldest first, for customer service to call back. */
export default function SupportMessagesPage() {
  useDocumentTitle('客服留言 - 教务后台');
  const [params, setParams] = useSearchParams();
  const status = oneOf(STATUSES, params.get('status')) ?? 'open';
  const page = positiveInt(params.get('page')) ?? 1;
  const messages = useSupportMessages({ status, page, pageSize: PAGE_SIZE });
  const [handling, setHandling] = useState<StaffSupportMessage | null>(null);

  const show = (next: { status?: string; page?: number }) => {
    const search = new URLSearchParams(params);
    search.set('status', next.status ?? status);
    if (!next.page || next.page === 1) search.delete('page');
    else search.set('page', String(next.page));
    setParams(search);
  };

  const columns: TableColumnsType<StaffSupportMessage> = [
    {
      title: '留言时间',
      dataIndex: 'createdAt',
      width: 160,
      render: (at: string) => formatDateTime(at),
    },
    {
      title: '访客',
      width: 150,
      render: (_, row) => (
        <>
          <div>{row.name}</div>
          <div className={styles.muted}>{row.phone}</div>
        </>
      ),
    },
    {
      title: '类别',
      dataIndex: 'topic',
      width: 110,
      render: (topic: string) => <Tag>{topic}</Tag>,
    },
    {
      title: '内容',
      render: (_, row) => (
        <>
          <div className={styles.clamp}>{row.content}</div>
          {row.staffNote && <div className={styles.muted}>备注：{row.staffNote}</div>}
        </>
      ),
    },
    {
      title: '状态',
      width: 100,
      render: (_, row) => (
        <Tag color={MESSAGE_STATUS_LABELS[row.status].color}>
          {MESSAGE_STATUS_LABELS[row.status].label}
        </Tag>
      ),
    },
    {
      title: '操作',
      fixed: 'right',
      width: 90,
      render: (_, row) => (
        <Button type="link" onClick={() => setHandling(row)} aria-label={`处理留言${row.id}`}>
          处理
        </Button>
      ),
    },
  ];

  return (
    <section className={styles.panel}>
      <Tabs
        activeKey={status}
        onChange={(key) => show({ status: key, page: 1 })}
        items={STATUSES.map((key) => ({ key, label: MESSAGE_STATUS_LABELS[key].label }))}
      />
      {messages.isError ? (
        <ReloadResult
          title="留言加载失败"
          error={messages.error}
          onReload={() => void messages.refetch()}
        />
      ) : (
        <Table<StaffSupportMessage>
          rowKey="id"
          columns={columns}
          dataSource={messages.data?.list ?? []}
          loading={messages.isPending || messages.isPlaceholderData}
          locale={{ emptyText: status === 'open' ? '没有待处理的留言' : '暂无留言' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: messages.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (next) => show({ page: next }),
          }}
          scroll={{ x: 860 }}
        />
      )}
      <MarkMessageDialog message={handling} onClose={() => setHandling(null)} />
    </section>
  );
}
