import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetVipProducts } from '@shangan/shared/contracts/vip';
import { VIP_KEY } from './vip-keys';

/** 1 new purchase, 2 renewal, 3 package change (docs/areas/vip.md). */
export type VipListType = 1 | 2 | 3;

/**
 * GET /pc/getvipproduct?type= — both tiers priced for the caller. A failed load is ignored
 * silently: the dialog then shows 当前暂无可选套餐.
 */
export function fetchVipProducts(type: VipListType) {
  return mainApi.get<DataOf<typeof GetVipProducts>>('/pc/getvipproduct', {
    params: { type },
    silent: true,
  });
}

/** Prices depend on the person, so their id is part of the key. */
export function vipProductsQuery(type: VipListType, userId: number | null) {
  return queryOptions({
    queryKey: [...VIP_KEY, 'products', type, userId ?? 0],
    queryFn: () => fetchVipProducts(type),
    // Validity dates and deductions move with the clock.
    staleTime: 30_000,
  });
}

export function useVipProducts(type: VipListType, userId: number | null, enabled = true) {
  return useQuery({ ...vipProductsQuery(type, userId), enabled });
}
