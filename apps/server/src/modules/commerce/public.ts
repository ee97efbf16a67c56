/**
 * What other modules may use of the shop: the demo seeds (books, staff, coaching), and for a
 * module selling goods from its own page (enlistment's service fee, courses) the linked orders, the
 * listener told, inside the settlement, when such an order is paid, and the finder of the orders
 * linked to one of its rows (我的订单 narrowed to an enlistment).
 */
export { DEMO_STAFF, seedDemoStaff, seedShop } from './seed.ts';
export { seedCoaching } from './coaching-seed.ts';
export {
  addServiceGoods,
  updateServiceGoods,
  createShopCashier,
  linkedGoods,
  withdrawServiceGoods,
  type LinkedGoods,
  type LinkedOrderRequest,
  type ShopCashier,
} from './linked-orders.ts';
export { onLinkedOrdersLookup, type LinkedOrdersFinder } from './order-links.ts';
export {
  onShopOrderPaid,
  onShopOrderRefunded,
  type PaidListener,
  type PaidShopOrder,
  type RefundedShopOrder,
  type RefundListener,
} from './paid-listeners.ts';
// The console's dashboard: what was sold.
export { paidShopOrdersBetween } from './figures.ts';
