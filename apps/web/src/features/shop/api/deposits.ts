import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type {
  CreateDepositOrder,
  GetDeposit,
  ListDeposits,
} from '@shangan/shared/contracts/commerce/deposits';
import { mainApi } from '../../../lib/api';
import { mineKey, SHOP_KEY } from './shop-keys';

/** GET /pc/deposits/index — every deposit on sale, with the caller's state of each. */
export function fetchDeposits() {
  return mainApi.get<DataOf<typeof ListDeposits>>('/pc/deposits/index', { silent: true });
}

export function useDeposits(userId: number | null) {
  return useQuery({ queryKey: mineKey(userId, 'deposits'), queryFn: fetchDeposits });
}

/** GET /pc/deposits/show?id= — one deposit and where the caller stands with it. */
export function fetchDeposit(goodsId: number) {
  return mainApi.get<DataOf<typeof GetDeposit>>('/pc/deposits/show', {
    params: { id: goodsId },
    silent: true,
  });
}

export function useDeposit(userId: number | null, goodsId: number | null) {
  return useQuery({
    queryKey: mineKey(userId, 'deposits', goodsId),
    queryFn: () => fetchDeposit(goodsId!),
    enabled: goodsId !== null,
  });
}

/** POST /pc/deposits/create — 支付定金: the deposit's order, priced by the server. */
export function createDepositOrder(goodsId: number) {
  return mainApi.post<DataOf<typeof CreateDepositOrder>>(
    '/pc/deposits/create',
    { goodsId },
    { requireToken: true },
  );
}

export function useCreateDepositOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDepositOrder,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: SHOP_KEY }),
  });
}
