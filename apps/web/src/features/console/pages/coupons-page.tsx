import { PlusOutlined } from '@ant-design/icons';
import { Button, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConsoleCouponMsg } from '@shangan/shared';
import type { CouponTemplateRow } from '@shangan/shared/contracts/console/coupons';
import { ReloadResult } from '../../../components/page-states/page-states';
import { positiveInt } from '../../../lib/address-params';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useConsoleCoupons } from '../api/console-coupons';
import couponStyles from '../components/coupons/coupons.module.css';
import { CreateCouponDialog } from '../components/coupons/create-coupon-dialog';
import { IssueCouponsDialog } from '../components/coupons/issue-coupons-dialog';
import { listAddress } from '../lib/list-address';
import styles from './console.module.css';

const PAGE_SIZE = 20;

/**
 * /admin/coupons: the coupon kinds, newest first, with how many were handed out and used; finance
 * makes new kinds here and hands one out to a pasted list of phones.
 */
export default function CouponsPage() {
  useDocumentTitle('优惠券 - 教务后台');
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const coupons = useConsoleCoupons({ page, pageSize: PAGE_SIZE });
  const [creating, setCreating] = useState(false);
  const [issuing, setIssuing] = useState<CouponTemplateRow | null>(null);

  const show = (next: number) => setParams(listAddress(params, {}, next));

  const columns: TableColumnsType<CouponTemplateRow> = [
    {
      title: '名称',
      render: (_, row) => (
        <span className={couponStyles.name}>
          <span className={styles.clamp}>{row.name}</span>
          {row.expired && <Tag>已过期</Tag>}
        </span>
      ),
    },
    { title: '优惠', dataIndex: 'ruleText', width: 130 },
    { title: '适用范围', dataIndex: 'scopeText', width: 120 },
    { title: '有效期', dataIndex: 'validityText', width: 210 },
    { title: '已发放', dataIndex: 'issued', width: 90, align: 'right' },
    { title: '已使用', dataIndex: 'used', width: 90, align: 'right' },
    {
      title: '创建时间',
      dataIndex: 'createdAt',
      width: 160,
      render: (at: string) => formatDateTime(at),
    },
    {
      title: '操作',
      fixed: 'right',
      width: 90,
      render: (_, row) =>
        row.expired ? (
          <Tooltip title={ConsoleCouponMsg.expired}>
            {/* A disabled button takes no hover: its wrapper shows why. */}
            <span className={couponStyles.refused}>
              <Button type="link" disabled aria-label={`发放：${row.name}`}>
                发放
              </Button>
            </span>
          </Tooltip>
        ) : (
          <Button type="link" onClick={() => setIssuing(row)} aria-label={`发放：${row.name}`}>
            发放
          </Button>
        ),
    },
  ];

  return (
    <section className={styles.panel}>
      <div className={styles.toolbar}>
        <span className={styles.muted}>发放后学员在个人中心的「优惠券」里查看，下单时抵扣。</span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          新建优惠券
        </Button>
      </div>
      {coupons.isError ? (
        <ReloadResult
          title="优惠券加载失败"
          error={coupons.error}
          onReload={() => void coupons.refetch()}
        />
      ) : (
        <Table<CouponTemplateRow>
          rowKey="id"
          columns={columns}
          dataSource={coupons.data?.list ?? []}
          loading={coupons.isPending || coupons.isPlaceholderData}
          locale={{ emptyText: '还没有优惠券' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: coupons.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 种`,
            onChange: show,
          }}
          scroll={{ x: 1100 }}
        />
      )}
      <CreateCouponDialog
        open={creating}
        onClose={() => setCreating(false)}
        // New kinds come first: the list goes back to its first page to show it.
        onCreated={() => show(1)}
      />
      <IssueCouponsDialog coupon={issuing} onClose={() => setIssuing(null)} />
    </section>
  );
}
