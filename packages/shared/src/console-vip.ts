/** The console's VIP packages (finance): limits and messages shared by the server and the console. */
export const VIP_PACKAGE_NAME_MAX = 20;
export const VIP_PACKAGE_INTRO_MAX = 40;
export const VIP_PACKAGE_DESCRIPTION_MAX = 200;
/** Ten years: a longer membership is more likely a typo than an offer. */
export const VIP_PACKAGE_DAYS_MAX = 3650;

export const ConsoleVipMsg = {
  saved: '套餐已保存，新下的订单按新价格计算',
  productNotFound: '会员等级不存在',
  packageNotFound: '套餐不存在',
  nameRequired: '请填写套餐名称',
  nameTooLong: `套餐名称不能超过${VIP_PACKAGE_NAME_MAX}个字`,
  daysInvalid: `会员天数应为 1-${VIP_PACKAGE_DAYS_MAX} 的整数`,
  priceInvalid: '价格应大于 0，最多两位小数',
  discountInvalid: '优惠价应低于原价，最多两位小数；不优惠请留空',
  introTooLong: `角标文字不能超过${VIP_PACKAGE_INTRO_MAX}个字`,
  descriptionTooLong: `套餐说明不能超过${VIP_PACKAGE_DESCRIPTION_MAX}个字`,
  productLocked: '套餐不能换到另一个会员等级，请在该等级下新建',
  orderNotFound: '订单不存在',
  refundOnlyLate:
    '只有“已支付，待退款”的订单可以在这里退款；已开通会员的订单退款会涉及会员时长，请联系技术人员处理',
} as const;

/** The VIP orders finance lists, by status. */
export const VIP_ORDER_STATUSES = [
  'unpaid',
  'paid',
  'expired',
  'closed',
  'refund',
  'refunded',
] as const;
export type VipOrderStatus = (typeof VIP_ORDER_STATUSES)[number];
export const VIP_ORDER_STATUS_TEXT: Record<VipOrderStatus, string> = {
  unpaid: '待支付',
  paid: '已开通',
  expired: '已过期',
  closed: '已关闭',
  refund: '已支付，待退款',
  refunded: '已退款',
};

/** A late payment's refund at the gateway. */
export const VIP_REFUND_STATE_TEXT = {
  processing: '退款处理中',
  success: '已退款',
  failed: '退款失败',
} as const;
