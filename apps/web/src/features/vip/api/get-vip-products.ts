import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';
import type { VipProductGroup } from '../types';
import { VIP_KEY } from './vip-keys';

/** 1 new purchase, 2 renewal, 3 package change (docs/areas/vip.md). */
export type VipListType = 1 | 2 | 3;

/**
 * GET /pc/getvipproduct?type= — both tiers priced for the caller. A failed load is ignored
 * silently: the dialog then shows 当前暂无可选套餐.
 */
export function fetchVipProducts(type: VipListType): Promise<VipProductGroup[]> {
  return mainApi.get<VipProductGroup[]>('/pc/getvipproduct', {
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
