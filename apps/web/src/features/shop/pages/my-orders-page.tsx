import { Button, Empty, Pagination, Result, Skeleton } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ORDER_TABS } from '@shangan/shared';
import { LinkButton } from '../../../components/link-button/link-button';
import { PageShell } from '../../../components/page-shell/page-shell';
import { useCurrentUser } from '../../../lib/current-user';
import { pathTo } from '../../../lib/paths';
import { useOrders } from '../api/orders';
import { OrderCard } from '../components/order-card';
import { orderTabOf, OrderStateTabs } from '../components/order-state';
import { useOrderActions } from '../hooks/use-order-actions';
import { usePaymentFlow } from '../hooks/use-payment-flow';
import { positiveInt } from '../params';
import type { OrderTab } from '../types';
import styles from './my-orders-page.module.css';

const PAGE_SIZE = 10;

/**
 * /personalCenter/order/{enlistId?}/{courseId?} (route Order): the person's orders by state, VIP
 * orders included, a page at a time; tab and page live in the address (`?tab=unpaid&page=2`).
 * With an enlistment (0 for none) or a course in the path, only its orders. 去支付 opens the
 * payment step here and leads to the order's page once paid.
 */
export default function MyOrdersPage() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const path = useParams();
  const enlistId = positiveInt(path.enlistId);
  const courseId = positiveInt(path.courseId);
  const tab = orderTabOf(params.get('tab'));
  const page = positiveInt(params.get('page')) ?? 1;
  const orders = useOrders(user?.id ?? null, {
    tab,
    page,
    pageSize: PAGE_SIZE,
    ...(enlistId ? { enlistId } : {}),
    ...(courseId ? { courseId } : {}),
  });
  const payment = usePaymentFlow({
    onPaid: (order) => void navigate(pathTo('OrderDetail', {}, { id: order.id })),
  });
  const actions = useOrderActions({ pay: payment.pay });

  const show = (next: { tab?: OrderTab; page?: number }) => {
    const search = new URLSearchParams(params);
    const nextTab = next.tab ?? tab;
    if (nextTab === 'all') search.delete('tab');
    else search.set('tab', nextTab);
    if (!next.page || next.page === 1) search.delete('page');
    else search.set('page', String(next.page));
    setParams(search);
  };

  let list;
  if (!user || orders.isPending) {
    list = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (orders.isError) {
    list = (
      <Result
        status="warning"
        title="订单加载失败"
        subTitle={orders.error.message || '请稍后再试'}
        extra={
          <Button type="primary" onClick={() => void orders.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  } else if (orders.data.list.length === 0) {
    const label = ORDER_TABS.find((item) => item.key === tab)?.label ?? '';
    list = (
      <Empty className={styles.empty} description={tab === 'all' ? '暂无订单' : `暂无${label}订单`}>
        <LinkButton type="primary" to={pathTo('Book')}>
          去选购图书
        </LinkButton>
      </Empty>
    );
  } else {
    list = (
      <>
        <div
          className={orders.isPlaceholderData ? styles.refreshing : undefined}
          aria-busy={orders.isPlaceholderData}
        >
          {orders.data.list.map((order) => (
            <OrderCard key={`${order.source}-${order.id}`} order={order} actions={actions} />
          ))}
        </div>
        {orders.data.total > PAGE_SIZE && (
          <Pagination
            className={styles.pagination}
            align="center"
            current={page}
            pageSize={PAGE_SIZE}
            total={orders.data.total}
            showSizeChanger={false}
            onChange={(next) => show({ page: next })}
          />
        )}
      </>
    );
  }

  return (
    <PageShell title="我的订单" bare>
      <OrderStateTabs active={tab} onChange={(next) => show({ tab: next, page: 1 })} />
      {list}
      {payment.dialog}
    </PageShell>
  );
}
