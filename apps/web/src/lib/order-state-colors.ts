import type { ShopOrderState } from '@shangan/shared/contracts/commerce/orders';

/** The tag colour of each order state: buyers (我的订单) and staff (the console) see them alike. */
export const ORDER_STATE_COLOR: Readonly<Record<ShopOrderState, string>> = {
  unpaid: 'orange',
  paid: 'blue',
  shipped: 'cyan',
  received: 'green',
  closed: 'default',
  refunding: 'red',
  refunded: 'default',
};
