import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListExpressCompanies } from '@shangan/shared/contracts/commerce/shipping';
import { mainApi } from '../../../lib/api';

/** GET /pc/expressCompanies — the carriers a parcel can be sent with (kuaidi100's codes). */
export function fetchExpressCompanies() {
  return mainApi.get<DataOf<typeof ListExpressCompanies>>('/pc/expressCompanies', {
    silent: true,
  });
}

export function useExpressCompanies() {
  // The list changes with a release, not during a shift: kept outside the console's key, so
  // shipping an order does not ask for it again.
  return useQuery({
    queryKey: ['express-companies'],
    queryFn: fetchExpressCompanies,
    staleTime: Infinity,
  });
}
