import { Drawer, Skeleton } from 'antd';
import { useState } from 'react';
import { rolesAllow } from '@shangan/shared';
import type {
  ConsoleOrderDetail,
  RefundConsoleOrder,
  ShipConsoleOrder,
} from '@shangan/shared/contracts/console/orders';
import { useCurrentUser } from '../../../../lib/current-user';
import { useConsoleOrder } from '../../api/console-orders';
import { OrderDetails } from './order-details';
import { OrderStateTags } from './order-labels';
import { RefundAction } from './refund-action';
import { ShipForm } from './ship-form';
import styles from './orders.module.css';
import { ReloadResult } from '../../../../components/page-states/page-states';

// The contracts' roles, spelled out because the browser imports contracts as types only: a
// contract that changes its roles fails to compile here until these follow.
const SHIP_ROLES: (typeof ShipConsoleOrder)['roles'] = ['staff'];
const REFUND_ROLES: (typeof RefundConsoleOrder)['roles'] = ['finance'];

/** What this person may do to the order now: ship it, refund it (or read why not), or nothing. */
function OrderActions({ order }: { order: ConsoleOrderDetail }) {
  const { data: user } = useCurrentUser();
  const roles = user?.roles ?? [];
  const mayShip = rolesAllow(roles, SHIP_ROLES) && order.shippable;
  const mayRefund =
    rolesAllow(roles, REFUND_ROLES) && (order.refundable || order.refundRefusal !== '');
  if (!mayShip && !mayRefund) return null;
  return (
    <div className={styles.actions}>
      {mayShip && <ShipForm order={order} />}
      {mayRefund && <RefundAction order={order} />}
    </div>
  );
}

/**
 * One order in full beside the list: read by everyone in the section, with 发货 for warehouse
 * staff and 退款 for finance (the server checks both again).
 */
export function OrderDrawer({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  // The last order opened stays in the drawer while it slides away, instead of a skeleton.
  const [shownId, setShownId] = useState(orderId);
  if (orderId !== null && orderId !== shownId) setShownId(orderId);
  const order = useConsoleOrder(shownId);
  const data = order.data;
  return (
    <Drawer
      open={orderId !== null}
      onClose={onClose}
      size={640}
      title={data ? `订单 ${data.orderNum}` : '订单详情'}
      extra={data && <OrderStateTags order={data} />}
      destroyOnHidden
    >
      {data ? (
        <>
          <OrderActions order={data} />
          <OrderDetails order={data} />
        </>
      ) : order.isError ? (
        <ReloadResult
          title="订单加载失败"
          error={order.error}
          onReload={() => void order.refetch()}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </Drawer>
  );
}
