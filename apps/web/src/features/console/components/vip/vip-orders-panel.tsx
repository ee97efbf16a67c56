import { Button, Input, Select, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  VIP_ORDER_STATUS_TEXT,
  VIP_ORDER_STATUSES,
  VIP_REFUND_STATE_TEXT,
  type VipOrderStatus,
} from '@shangan/shared';
import type { ConsoleVipOrder } from '@shangan/shared/contracts/console/vip';
import { ReloadResult } from '../../../../components/page-states/page-states';
import { formatDateTime, yuan } from '../../../../lib/format';
import { useConsoleVipOrders } from '../../api/console-vip';
import styles from '../../pages/console.module.css';
import { VipRefundDialog } from './vip-refund-dialog';

const PAGE_SIZE = 20;

const STATUS_COLORS: Record<VipOrderStatus, string> = {
  unpaid: 'gold',
  paid: 'success',
  expired: 'default',
  closed: 'default',
  refund: 'red',
  refunded: 'purple',
};

/**
 * 会员订单: finance find an order by its number or the buyer's phone. A payment that arrived
 * after the membership changed (已支付，待退款) is sent back from here.
 */
export function VipOrdersPanel() {
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<VipOrderStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const orders = useConsoleVipOrders({
    page,
    pageSize: PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
    ...(status ? { status } : {}),
  });
  const [refunding, setRefunding] = useState<ConsoleVipOrder | null>(null);

  const columns: TableColumnsType<ConsoleVipOrder> = [
    { title: '订单号', dataIndex: 'orderNum', width: 200 },
    {
      title: '买家',
      width: 150,
      render: (_, order) => (
        <>
          <div>{order.buyerName || '—'}</div>
          <div className={styles.muted}>{order.buyerPhone}</div>
        </>
      ),
    },
    {
      title: '套餐',
      render: (_, order) => (
        <>
          <div>{order.product}</div>
          <div className={styles.muted}>{order.typeText}</div>
        </>
      ),
    },
    {
      title: '金额',
      dataIndex: 'payAmount',
      width: 100,
      align: 'right',
      render: (amount: string) => yuan(amount),
    },
    {
      title: '状态',
      width: 170,
      render: (_, order) => (
        <>
          <Tag color={STATUS_COLORS[order.status]}>{VIP_ORDER_STATUS_TEXT[order.status]}</Tag>
          {order.refundState && order.status !== 'refunded' && (
            <div className={styles.muted}>{VIP_REFUND_STATE_TEXT[order.refundState]}</div>
          )}
        </>
      ),
    },
    {
      title: '下单 / 支付时间',
      width: 170,
      render: (_, order) => (
        <>
          <div>{formatDateTime(order.createdAt)}</div>
          {order.paidAt && <div className={styles.muted}>{formatDateTime(order.paidAt)}</div>}
        </>
      ),
    },
    {
      title: '操作',
      width: 100,
      fixed: 'right',
      render: (_, order) =>
        order.status === 'refund' ? (
          order.refundRefusal ? (
            <Tooltip title={order.refundRefusal}>
              <span>
                <Button type="link" danger disabled>
                  退款
                </Button>
              </span>
            </Tooltip>
          ) : (
            <Button
              type="link"
              danger
              onClick={() => setRefunding(order)}
              aria-label={`退款：${order.orderNum}`}
            >
              {order.refundState ? '再次退款' : '退款'}
            </Button>
          )
        ) : null,
    },
  ];

  return (
    <>
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          placeholder="订单号或买家手机号"
          aria-label="订单号或买家手机号"
          style={{ maxWidth: 280 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
        <Select<VipOrderStatus | undefined>
          allowClear
          placeholder="全部状态"
          aria-label="订单状态"
          style={{ minWidth: 160 }}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
          options={VIP_ORDER_STATUSES.map((value) => ({
            value,
            label: VIP_ORDER_STATUS_TEXT[value],
          }))}
        />
      </div>
      {orders.isError ? (
        <ReloadResult
          title="会员订单加载失败"
          error={orders.error}
          onReload={() => void orders.refetch()}
        />
      ) : (
        <Table<ConsoleVipOrder>
          rowKey="id"
          columns={columns}
          dataSource={orders.data?.list ?? []}
          loading={orders.isPending || orders.isPlaceholderData}
          locale={{ emptyText: '没有符合条件的会员订单' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: orders.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 单`,
            onChange: setPage,
          }}
          scroll={{ x: 1000 }}
        />
      )}
      <VipRefundDialog order={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}
