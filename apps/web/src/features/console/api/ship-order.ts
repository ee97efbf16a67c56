import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { ShipConsoleOrder } from '@shangan/shared/contracts/console/orders';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';
import { orderDetailKey } from './console-orders';

/** POST /console/orders/ship — a refusal's message is shown by the client. */
export function shipConsoleOrder(input: BodyOf<typeof ShipConsoleOrder>) {
  return mainApi.postJson<DataOf<typeof ShipConsoleOrder>>('/console/orders/ship', input);
}

export function useShipConsoleOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shipConsoleOrder,
    onSuccess: (order) => {
      // The drawer shows the answer at once; the lists, the overview and the log follow.
      queryClient.setQueryData(orderDetailKey(order.id), order);
      return queryClient.invalidateQueries({ queryKey: CONSOLE_KEY });
    },
  });
}
