import { useMutation } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';
import type { DataOf } from '@shangan/shared/contracts';
import type { CreateVipOrder } from '@shangan/shared/contracts/vip';

export interface CreateVipOrderInput {
  /** 1 new, 2 renewal, 3 package change, 4 upgrade. */
  type: number;
  vipProductId: number;
  /** The adviser's id, or empty when none was chosen: sent as it stands. */
  dealCustomer: number | null;
}

/** POST /pc/vipOrders/create — the server prices the order; refusals are toasted by the client. */
export function createVipOrder(input: CreateVipOrderInput) {
  return mainApi.post<DataOf<typeof CreateVipOrder>>(
    '/pc/vipOrders/create',
    {
      type: input.type,
      vipProductId: input.vipProductId,
      dealCustomer: input.dealCustomer ?? '',
    },
    { requireToken: true },
  );
}

export function useCreateVipOrder() {
  return useMutation({ mutationFn: createVipOrder });
}
