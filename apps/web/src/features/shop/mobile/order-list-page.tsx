import { Button, Tabs } from 'antd-mobile';
import { ORDER_TABS } from '@shangan/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { MobileError, MobileLoading, MobilePage, PagedList } from '../../../components/mobile';
import { useCurrentUser } from '../../../lib/current-user';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { useOrderPages } from '../api/orders';
import { orderTabOf } from '../params';
import type { OrderListItem } from '../types';
import { OrderCard } from './order-card';
import { useMobileOrderActions } from './use-order-actions';
import { useShopPayment } from './use-shop-payment';
import styles from './shop.module.css';

/**
 * MOrder (我的订单): the learner's orders by state, VIP memberships included, growing as the list
 * is scrolled and refreshed by pulling it down; the tab lives in the address (`?tab=unpaid`).
 * 去支付 opens the payment sheet here and leads to the order's page once paid.
 */
export default function MobileOrderListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = orderTabOf(params.get('tab'));
  const user = useCurrentUser();
  const orders = useOrderPages(user.data?.id ?? null, tab);
  const payment = useShopPayment({
    onPaid: (order) => void navigate(mobilePathTo('MOrderDetail', { id: order.id })),
  });
  const actions = useMobileOrderActions({ pay: payment.pay });
  const label = ORDER_TABS.find((item) => item.key === tab)?.label ?? '';

  let list;
  if (user.isPending) {
    list = <MobileLoading />;
  } else if (user.isError || !user.data) {
    list = <MobileError title="订单加载失败" onRetry={() => void user.refetch()} />;
  } else {
    list = (
      <PagedList
        query={orders}
        itemsOf={(page) => page.list}
        renderItem={(order: OrderListItem) => (
          <OrderCard key={`${order.source}-${order.id}`} order={order} actions={actions} />
        )}
        emptyText={tab === 'all' ? '暂无订单' : `暂无${label}订单`}
      />
    );
  }

  return (
    <MobilePage title="我的订单">
      <div className={styles.tabsBar}>
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            const next = orderTabOf(key);
            setParams(next === 'all' ? {} : { tab: next }, { replace: true });
          }}
        >
          {ORDER_TABS.map((item) => (
            <Tabs.Tab key={item.key} title={item.label} />
          ))}
        </Tabs>
      </div>
      <div className={styles.list}>{list}</div>
      {orders.data && orders.data.pages[0]?.list.length === 0 ? (
        <div className={styles.emptyAction}>
          <Button
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => void navigate(mobilePathTo('MBooks'))}
          >
            去选购图书
          </Button>
        </div>
      ) : null}
      {payment.sheet}
      {actions.dialog}
    </MobilePage>
  );
}
