import { queryOptions } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListDistricts } from '@shangan/shared/contracts/commerce/addresses';
import { mainApi } from '../../../lib/api';
import { SHOP_KEY } from './shop-keys';

/** GET /pc/districts[?code=] — the provinces, or the level below a province or city code. */
export function fetchDistricts(code: string) {
  return mainApi.get<DataOf<typeof ListDistricts>>('/pc/districts', {
    params: code ? { code } : {},
  });
}

/** The national division table changes a few times a year: kept for the whole visit. */
export function districtsQuery(code: string) {
  return queryOptions({
    queryKey: [...SHOP_KEY, 'districts', code],
    queryFn: () => fetchDistricts(code),
    staleTime: Infinity,
    gcTime: 60 * 60_000,
  });
}
