/**
 * What other modules may use of VIP: the demo seed, the person's VIP orders for the shop's
 * order list (read only), and the course advisers a shop purchase may name (read only).
 */
export { seedVip } from './seed.ts';
export {
  findActiveAdviser,
  listOrdersFiltered as listVipOrders,
  type OrderRow as VipOrderRow,
  type VipOrderFilter,
} from './vip.repository.ts';
export { findCurrentAdviser, loadMemberState } from './vip.repository.ts';
// The console's dashboard: VIP sold.
export { paidVipOrdersBetween } from './figures.ts';
