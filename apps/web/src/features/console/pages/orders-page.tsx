import { Button, Input, Table, Tabs, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_TABS } from '@shangan/shared';
import type { ConsoleOrder } from '@shangan/shared/contracts/console/orders';
import { oneOf, positiveInt } from '../../../lib/address-params';
import { formatDateTime, yuan } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useConsoleOrders } from '../api/console-orders';
import { OrderDrawer } from '../components/orders/order-drawer';
import { GOODS_KIND_TEXT, OrderStateTags } from '../components/orders/order-labels';
import orderStyles from '../components/orders/orders.module.css';
import styles from './console.module.css';
import { ReloadResult } from '../../../components/page-states/page-states';

const PAGE_SIZE = 20;
/** The contract's longest keyword: an order number or a phone number fits well within it. */
const KEYWORD_MAX = 32;

type TabKey = (typeof ORDER_TABS)[number]['key'];
const tabOf = (value: string | null): TabKey =>
  oneOf(
    ORDER_TABS.map((tab) => tab.key),
    value,
  ) ?? 'all';

/**
 * /admin/orders: find a shop order by its number or the buyer's phone and read it in full;
 * warehouse staff ship it there, finance refund it, customer service read it to answer buyers.
 */
export default function OrdersPage() {
  useDocumentTitle('订单与退款 - 教务后台');
  const [params, setParams] = useSearchParams();
  const tab =
    oneOf(
      ORDER_TABS.map((tab) => tab.key),
      params.get('tab'),
    ) ?? 'all';
  const keyword = params.get('keyword') ?? '';
  const page = positiveInt(params.get('page')) ?? 1;
  const orders = useConsoleOrders({
    page,
    pageSize: PAGE_SIZE,
    ...(tab === 'all' ? {} : { tab }),
    ...(keyword ? { keyword } : {}),
  });
  const [viewing, setViewing] = useState<number | null>(null);

  const show = (next: { tab?: TabKey; keyword?: string; page?: number }) => {
    const search = new URLSearchParams(params);
    const set = (key: string, value: string | null | undefined) =>
      value ? search.set(key, value) : search.delete(key);
    if (next.tab !== undefined) set('tab', next.tab === 'all' ? null : next.tab);
    if (next.keyword !== undefined) set('keyword', next.keyword.trim().slice(0, KEYWORD_MAX));
    set('page', next.page && next.page > 1 ? String(next.page) : null);
    setParams(search);
  };

  const columns: TableColumnsType<ConsoleOrder> = [
    {
      title: '订单号',
      dataIndex: 'orderNum',
      width: 200,
      render: (orderNum: string) => <span className={orderStyles.orderNum}>{orderNum}</span>,
    },
    {
      title: '商品',
      render: (_, row) => (
        <>
          <div className={styles.clamp}>{row.title}</div>
          <div className={styles.muted}>{GOODS_KIND_TEXT[row.kind]}</div>
        </>
      ),
    },
    {
      title: '买家',
      width: 150,
      render: (_, row) => (
        <>
          <div>{row.buyerName}</div>
          <div className={styles.muted}>{row.buyerPhone || '未绑定手机'}</div>
        </>
      ),
    },
    {
      title: '实付',
      dataIndex: 'payAmount',
      width: 110,
      align: 'right',
      render: (amount: string) => yuan(amount),
    },
    {
      title: '支付方式',
      dataIndex: 'providerName',
      width: 100,
      render: (name: string) => name || '—',
    },
    {
      title: '状态',
      width: 150,
      render: (_, row) => <OrderStateTags order={row} />,
    },
    {
      title: '下单时间',
      dataIndex: 'createdAt',
      width: 160,
      render: (at: string) => formatDateTime(at),
    },
    {
      title: '操作',
      fixed: 'right',
      width: 80,
      render: (_, row) => (
        <Button
          type="link"
          onClick={() => setViewing(row.id)}
          aria-label={`查看订单${row.orderNum}`}
        >
          查看
        </Button>
      ),
    },
  ];

  return (
    <section className={styles.panel}>
      <Tabs
        activeKey={tab}
        onChange={(key) => show({ tab: tabOf(key), page: 1 })}
        items={ORDER_TABS.map((item) => ({ key: item.key, label: item.label }))}
        tabBarExtraContent={
          <Input.Search
            key={keyword}
            aria-label="搜索订单"
            placeholder="订单号或手机号"
            defaultValue={keyword}
            maxLength={KEYWORD_MAX}
            allowClear
            enterButton="搜索"
            style={{ width: 320 }}
            onSearch={(value) => show({ keyword: value, page: 1 })}
          />
        }
      />
      {orders.isError ? (
        <ReloadResult
          title="订单加载失败"
          error={orders.error}
          onReload={() => void orders.refetch()}
        />
      ) : (
        <Table<ConsoleOrder>
          rowKey="id"
          columns={columns}
          dataSource={orders.data?.list ?? []}
          loading={orders.isPending || orders.isPlaceholderData}
          locale={{ emptyText: keyword ? `没有找到“${keyword}”的订单` : '没有符合条件的订单' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: orders.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 单`,
            onChange: (next) => show({ page: next }),
          }}
          scroll={{ x: 1100 }}
        />
      )}
      <OrderDrawer orderId={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
