import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';
import { VIP_KEY } from './vip-keys';

export interface VipOrderRecord {
  id: number;
  orderNum: string;
  type: number;
  typeText: string;
  product: string;
  listPrice: string;
  deduction: string;
  payAmount: string;
  /** 0 unpaid, 1 paid, 2 expired or closed, 3 refund. */
  status: number;
  statusText: string;
  dealCustomer: string | null;
  createdAt: string;
  paidAt: string | null;
  vipExpiresAt: string | null;
}

export interface VipOrderPage {
  list: VipOrderRecord[];
  total: number;
}

/** GET /pc/vipOrders/index — the person's VIP orders, newest first. */
export function fetchVipOrders(page: number, pageSize: number): Promise<VipOrderPage> {
  return mainApi.get<VipOrderPage>('/pc/vipOrders/index', { params: { page, pageSize } });
}

export function useVipOrders(userId: number | null, page: number, pageSize = 10) {
  return useQuery({
    queryKey: [...VIP_KEY, 'orders', userId ?? 0, page, pageSize],
    queryFn: () => fetchVipOrders(page, pageSize),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}
