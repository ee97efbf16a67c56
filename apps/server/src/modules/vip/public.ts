/**
 * What other modules may use of VIP: the demo seed, and the person's VIP orders for the shop's
 * order list (read only).
 */
export { seedVip } from './seed.ts';
export {
  listOrdersFiltered as listVipOrders,
  type OrderRow as VipOrderRow,
  type VipOrderFilter,
} from './vip.repository.ts';
