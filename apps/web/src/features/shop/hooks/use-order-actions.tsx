import { App } from 'antd';
import { notify } from '../../../lib/notifier';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { useDestroyOrder } from '../api/destroy-order';
import { usePayOrder } from '../api/pay-order';
import { ORDER_ACTION_WORDS } from '../lib/order-action-words';
import type { CreatedShopOrder } from '../types';

const { cancel, remove, receive } = ORDER_ACTION_WORDS;

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
  const receiving = useConfirmReceipt();

  return {
    busy: payOrder.isPending || destroy.isPending || receiving.isPending,
    pay: (id: number) => payOrder.mutate(id, { onSuccess: pay }),
    cancel: (id: number) =>
      modal.confirm({
        title: cancel.title,
        content: cancel.content,
        okText: cancel.okText,
        cancelText: cancel.cancelText,
        centered: true,
        onOk: () => destroy.mutateAsync(id).then(() => notify.success(cancel.done), ignore),
      }),
    remove: (id: number) =>
      modal.confirm({
        title: remove.title,
        content: remove.content,
        okText: remove.okText,
        okButtonProps: { danger: true },
        cancelText: remove.cancelText,
        centered: true,
        onOk: () =>
          destroy.mutateAsync(id).then(() => {
            notify.success(remove.done);
            onDeleted?.();
          }, ignore),
      }),
    confirmReceipt: (id: number) =>
      modal.confirm({
        title: receive.title,
        content: receive.content,
        okText: receive.okText,
        cancelText: receive.cancelText,
        centered: true,
        onOk: () => receiving.mutateAsync(id).then(() => notify.success(receive.done), ignore),
      }),
  };
}
