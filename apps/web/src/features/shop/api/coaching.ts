import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type {
  CoachingType,
  GetCoachingProduct,
  ListCoachingSlots,
} from '@shangan/shared/contracts/commerce/coaching';
import { mainApi } from '../../../lib/api';
import { SHOP_KEY } from './shop-keys';

/** GET /pc/coaching/show?type= — a coaching product: programme, coaches, price, deposit. */
export function fetchCoachingProduct(type: CoachingType) {
  return mainApi.get<DataOf<typeof GetCoachingProduct>>('/pc/coaching/show', {
    params: { type },
    silent: true,
  });
}

export function useCoachingProduct(type: CoachingType) {
  return useQuery({
    queryKey: [...SHOP_KEY, 'coaching', type],
    queryFn: () => fetchCoachingProduct(type),
    staleTime: 60_000,
  });
}

/** GET /pc/coaching/slots?type= — the coming slots with the seats left; seats move, so fresh. */
export function fetchCoachingSlots(type: CoachingType) {
  return mainApi.get<DataOf<typeof ListCoachingSlots>>('/pc/coaching/slots', {
    params: { type },
    silent: true,
  });
}

export function useCoachingSlots(type: CoachingType | null) {
  return useQuery({
    queryKey: [...SHOP_KEY, 'coaching-slots', type],
    queryFn: () => fetchCoachingSlots(type!),
    enabled: type !== null,
    staleTime: 0,
  });
}
