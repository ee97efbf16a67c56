import { useState } from 'react';
import { ConfirmDialog } from '../../../components/mobile/confirm-dialog';
import { notify } from '../../../lib/notifier';
import type { PendingOrder } from '../../../lib/payment/pending-payment';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { useDestroyOrder } from '../api/destroy-order';
import { usePayOrder } from '../api/pay-order';
import { ORDER_ACTION_WORDS } from '../lib/order-action-words';

type Words = (typeof ORDER_ACTION_WORDS)[keyof typeof ORDER_ACTION_WORDS];

interface Asking {
  words: Words;
  act: () => Promise<unknown>;
  after?: () => void;
}

/**
 * 去支付, 取消订单, 删除订单 and 确认收货 of a shop order on a phone, in the desktop's words
 * (lib/order-action-words.ts), each asked once more since none can be undone. The order list and
 * the order's page use the same; render `dialog` once in the page.
 */
export function useMobileOrderActions({
  pay,
  onDeleted,
}: {
  /** Opens the payment sheet with the order (useShopPayment's `pay`). */
  pay: (order: PendingOrder) => void;
  onDeleted?: () => void;
}) {
  const payOrder = usePayOrder();
  const destroy = useDestroyOrder();
  const receive = useConfirmReceipt();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [acting, setActing] = useState(false);

  const confirm = async () => {
    if (!asking) return;
    setActing(true);
    try {
      await asking.act();
      notify.success(asking.words.done);
      asking.after?.();
    } catch {
      // The API client has shown the server's refusal.
    } finally {
      setActing(false);
      setAsking(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={asking?.words.title ?? ''}
      content={asking?.words.content ?? ''}
      confirmText={asking?.words.okText ?? ''}
      cancelText={asking?.words.cancelText ?? '取消'}
      busy={acting}
      onConfirm={() => void confirm()}
      onCancel={() => setAsking(null)}
    />
  );

  return {
    busy: payOrder.isPending || destroy.isPending || receive.isPending,
    dialog,
    pay: (id: number) => payOrder.mutate(id, { onSuccess: pay }),
    cancel: (id: number) =>
      setAsking({ words: ORDER_ACTION_WORDS.cancel, act: () => destroy.mutateAsync(id) }),
    remove: (id: number) =>
      setAsking({
        words: ORDER_ACTION_WORDS.remove,
        act: () => destroy.mutateAsync(id),
        ...(onDeleted ? { after: onDeleted } : {}),
      }),
    confirmReceipt: (id: number) =>
      setAsking({ words: ORDER_ACTION_WORDS.receive, act: () => receive.mutateAsync(id) }),
  };
}

export type MobileOrderActions = ReturnType<typeof useMobileOrderActions>;
