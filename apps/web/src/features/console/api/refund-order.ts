import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { RefundConsoleOrder } from '@shangan/shared/contracts/console/orders';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';
import { orderDetailKey } from './console-orders';

/**
 * POST /console/orders/refund — a refusal's message is shown by the client. Sent again for a
 * refund still 退款处理中, the server asks the gateway once more and completes it.
 */
export function refundConsoleOrder(input: BodyOf<typeof RefundConsoleOrder>) {
  return mainApi.postJson<DataOf<typeof RefundConsoleOrder>>('/console/orders/refund', input);
}

export function useRefundConsoleOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundConsoleOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderDetailKey(order.id), order);
      return queryClient.invalidateQueries({ queryKey: CONSOLE_KEY });
    },
  });
}
