import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Empty, Result, Skeleton, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { PageShell } from '../../../components/page-shell/page-shell';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { displayName, isTopTier, useCurrentUser } from '../../../lib/current-user';
import { useVipProducts } from '../api/get-vip-products';
import { useVipOrders, type VipOrderRecord } from '../api/vip-orders';
import { tierClass, VipBadge } from '../components/vip-badge';
import { formatDate, formatDateTime, yuan } from '../../../lib/format';
import { dialogCodeFor, openVipDialog } from '../vip-dialog-store';
import styles from './my-vip-page.module.css';

const PAGE_SIZE = 10;
const STATUS_COLOR: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'default', 3: 'red' };

const columns: TableColumnsType<VipOrderRecord> = [
  { title: '交易订单', dataIndex: 'orderNum', width: 190 },
  { title: '购买物品', dataIndex: 'product' },
  { title: '类型', dataIndex: 'typeText', width: 90 },
  {
    title: '支付金额',
    dataIndex: 'payAmount',
    width: 110,
    render: (value: string, row) => (
      <span>
        {yuan(value)}
        {row.deduction !== '0.00' && (
          <div className={styles.minor}>已抵扣{yuan(row.deduction)}</div>
        )}
      </span>
    ),
  },
  {
    title: '状态',
    dataIndex: 'statusText',
    width: 120,
    render: (value: string, row) => <Tag color={STATUS_COLOR[row.status]}>{value}</Tag>,
  },
  {
    title: '下单时间',
    dataIndex: 'createdAt',
    width: 150,
    render: (value: string) => formatDateTime(value),
  },
  {
    title: '有效期至',
    dataIndex: 'vipExpiresAt',
    width: 110,
    render: (value: string | null) => formatDate(value) || '—',
  },
];

/**
 * /personalCenter/myVip (route MyVip): the member's tier, expiry and benefits, the buttons to
 * open, renew or upgrade, and their VIP orders. After a purchase started here the dialog comes
 * back through /refresh2 (or to the article of `articleId`), see after-payment.ts.
 */
export default function MyVipPage() {
  const { data: user, isPending } = useCurrentUser();
  const [page, setPage] = useState(1);
  const products = useVipProducts(1, user?.id ?? null, !!user);
  const orders = useVipOrders(user?.id ?? null, page, PAGE_SIZE);

  if (isPending) {
    return (
      <PageShell title="我的会员" bare>
        <Skeleton active paragraph={{ rows: 6 }} />
      </PageShell>
    );
  }
  if (!user) {
    return (
      <PageShell title="我的会员" bare>
        <Result
          status="info"
          title="登录后查看您的会员"
          extra={
            <Button type="primary" onClick={() => openAuthDialog('login')}>
              立即登录
            </Button>
          }
        />
      </PageShell>
    );
  }

  const member = user.weight !== 0;
  const groups = products.data ?? [];
  // Members see their tier's benefits; others what the first tier would give them.
  const shown = groups.find((g) => g.weight === user.weight) ?? groups[0];
  // Counted by the server, like every figure a price depends on.
  const daysLeft = shown?.product[0]?.daysRemaining;

  return (
    <PageShell title="我的会员" bare>
      <section className={`${styles.card} ${member ? tierClass(user.weight) : styles.plain}`}>
        <Avatar size={56} src={user.head_portrait || undefined} icon={<UserOutlined />} />
        <div className={styles.who}>
          <div className={styles.name}>{displayName(user)}</div>
          {member ? (
            <div className={styles.status}>
              <VipBadge weight={user.weight} name={user.vip} icon={user.icon} />
              <span data-testid="my-vip-expiry">
                {formatDate(user.expiration_time)} 到期
                {daysLeft !== undefined && `（剩余 ${daysLeft} 天）`}
              </span>
            </div>
          ) : (
            <div className={styles.status}>您还不是VIP会员，开通即享全部会员权益</div>
          )}
        </div>
        <Button
          size="large"
          className={styles.action}
          onClick={() => openVipDialog(dialogCodeFor(user))}
        >
          {!member ? '开通VIP' : isTopTier(user) ? '续费' : '续费 / 升级'}
        </Button>
      </section>

      <h2 className={styles.heading}>{member ? '我的会员权益' : '开通后可享'}</h2>
      {products.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : shown ? (
        <ul className={styles.benefits}>
          {shown.benefit.map((benefit) => (
            <li key={benefit.name}>
              <img src={benefit.icon} alt="" />
              {benefit.name}
            </li>
          ))}
        </ul>
      ) : (
        <Empty description="暂无会员权益信息" />
      )}

      <h2 className={styles.heading}>购买记录</h2>
      <Table<VipOrderRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={orders.data?.list ?? []}
        loading={orders.isPending || orders.isPlaceholderData}
        locale={{ emptyText: <Empty description="暂无会员订单" /> }}
        scroll={{ x: 860 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: orders.data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
      />
    </PageShell>
  );
}
