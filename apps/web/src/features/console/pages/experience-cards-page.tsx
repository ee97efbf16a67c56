import { PlusOutlined } from '@ant-design/icons';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CardBatch } from '@shangan/shared/contracts/console/experience-cards';
import { ReloadResult } from '../../../components/page-states/page-states';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useCardBatches } from '../api/console-experience-cards';
import { IssueCardsDialog } from '../components/cards/issue-cards-dialog';
import styles from './console.module.css';

const PAGE_SIZE = 20;

const COLUMNS: TableColumnsType<CardBatch> = [
  { title: '名称', dataIndex: 'name' },
  {
    title: '发放时间',
    dataIndex: 'grantedAt',
    width: 170,
    render: (at: string) => formatDateTime(at),
  },
  {
    title: '有效期至',
    dataIndex: 'expiresAt',
    width: 170,
    render: (at: string) => formatDateTime(at),
  },
  { title: '人数', dataIndex: 'people', width: 90, align: 'right' },
  { title: '张数', dataIndex: 'cards', width: 90, align: 'right' },
  { title: '已使用', dataIndex: 'used', width: 90, align: 'right' },
];

/**
 * /admin/experience-cards: the experience cards handed out from the console, each hand-out with
 * how many people, cards and used; finance and customer service hand out more here.
 */
export default function ExperienceCardsPage() {
  useDocumentTitle('体验卡 - 教务后台');
  const [page, setPage] = useState(1);
  const batches = useCardBatches({ page, pageSize: PAGE_SIZE });
  const [issuing, setIssuing] = useState(false);

  return (
    <section className={styles.panel}>
      <div className={styles.toolbar}>
        <span className={styles.muted}>
          体验卡可解锁一道讲题视频；发放后学员在题库「名师讲题 → 我的体验卡」中查看和使用。
        </span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setIssuing(true)}>
          发放体验卡
        </Button>
      </div>
      {batches.isError ? (
        <ReloadResult
          title="体验卡发放记录加载失败"
          error={batches.error}
          onReload={() => void batches.refetch()}
        />
      ) : (
        <Table<CardBatch>
          rowKey="batch"
          columns={COLUMNS}
          dataSource={batches.data?.list ?? []}
          loading={batches.isPending || batches.isPlaceholderData}
          locale={{ emptyText: '还没有从后台发放过体验卡' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: batches.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 批`,
            onChange: setPage,
          }}
          scroll={{ x: 800 }}
        />
      )}
      <IssueCardsDialog open={issuing} onClose={() => setIssuing(false)} />
    </section>
  );
}
