/**
 * What 取消订单, 删除订单 and 确认收货 ask before they act and say afterwards, on both sites (the
 * desktop's confirm dialogs, the mobile ones): none of them can be undone.
 */
export const ORDER_ACTION_WORDS = {
  cancel: {
    title: '确定要取消该订单吗？',
    content: '取消后商品库存和所用优惠券将退回',
    okText: '取消订单',
    cancelText: '再想想',
    done: '订单已取消',
  },
  remove: {
    title: '确定要删除该订单吗？',
    content: '删除后订单将不再显示在订单列表中',
    okText: '删除',
    cancelText: '取消',
    done: '订单已删除',
  },
  receive: {
    title: '确认已收到商品？',
    content: '请在收到商品并检查无误后再确认收货',
    okText: '确认收货',
    cancelText: '取消',
    done: '已确认收货',
  },
} as const;
