import { App } from 'antd';
import { notify } from '../../../lib/notifier';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { useDestroyOrder } from '../api/destroy-order';
import { usePayOrder } from '../api/pay-order';
import type { CreatedShopOrder } from '../types';

/** A refusal has been toasted by the API client already; the confirm dialog just closes. */
const ignore = () => undefined;

interface OrderActionOptions {
  /** Opens the payment step with the order's QR code (usePaymentFlow's `pay`). */
  pay: (order: CreatedShopOrder) => void;
  /** After 删除订单: the order is gone from the list. */
  onDeleted?: () => void;
}

/**
 * 去支付, 取消订单, 删除订单 and 确认收货 of a shop order, each asked once more where it cannot
 * be undone. The order's own page and the order list use the same words.
 */
export function useOrderActions({ pay, onDeleted }: OrderActionOptions) {
  const { modal } = App.useApp();
  const payOrder = usePayOrder();
  const destroy = useDestroyOrder();
  const receive = useConfirmReceipt();

  return {
    busy: payOrder.isPending || destroy.isPending || receive.isPending,
    pay: (id: number) => payOrder.mutate(id, { onSuccess: pay }),
    cancel: (id: number) =>
      modal.confirm({
        title: '确定要取消该订单吗？',
        content: '取消后商品库存和所用优惠券将退回',
        okText: '取消订单',
        cancelText: '再想想',
        centered: true,
        onOk: () => destroy.mutateAsync(id).then(() => notify.success('订单已取消'), ignore),
      }),
    remove: (id: number) =>
      modal.confirm({
        title: '确定要删除该订单吗？',
        content: '删除后订单将不再显示在订单列表中',
        okText: '删除',
        okButtonProps: { danger: true },
        cancelText: '取消',
        centered: true,
        onOk: () =>
          destroy.mutateAsync(id).then(() => {
            notify.success('订单已删除');
            onDeleted?.();
          }, ignore),
      }),
    confirmReceipt: (id: number) =>
      modal.confirm({
        title: '确认已收到商品？',
        content: '请在收到商品并检查无误后再确认收货',
        okText: '确认收货',
        cancelText: '取消',
        centered: true,
        onOk: () => receive.mutateAsync(id).then(() => notify.success('已确认收货'), ignore),
      }),
  };
}
