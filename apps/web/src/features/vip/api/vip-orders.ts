import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListVipOrders } from '@shangan/shared/contracts/vip';
import { mainApi } from '../../../lib/api';
import { VIP_KEY } from './vip-keys';

export type VipOrderPage = DataOf<typeof ListVipOrders>;
export type VipOrderRecord = VipOrderPage['list'][number];

/** GET /pc/vipOrders/index — the person's VIP orders, newest first. */
export function fetchVipOrders(page: number, pageSize: number): Promise<VipOrderPage> {
  return mainApi.get<DataOf<typeof ListVipOrders>>('/pc/vipOrders/index', {
    params: { page, pageSize },
  });
}

export function useVipOrders(userId: number | null, page: number, pageSize = 10) {
  return useQuery({
    queryKey: [...VIP_KEY, 'orders', userId ?? 0, page, pageSize],
    queryFn: () => fetchVipOrders(page, pageSize),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}
