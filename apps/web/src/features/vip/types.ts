/** VIP data as the server's endpoint contracts declare it. */
export type {
  Adviser,
  CreatedOrder as VipOrder,
  OrderState as VipOrderState,
  VipPackage,
  VipProductGroup,
} from '@shangan/shared/contracts/vip';
