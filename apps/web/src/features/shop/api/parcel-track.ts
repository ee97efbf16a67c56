import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { QueryTrack } from '@shangan/shared/contracts/commerce/shipping';
import { learningApi } from '../../../lib/api';
import { mineKey } from './shop-keys';

/**
 * GET /gxw-web-student/kuaidi100/queryTrack?orderId= — the parcel's track, on the learning API.
 * The server asks the carrier at most once per parcel every 30 minutes, so this is not polled.
 */
export function fetchParcelTrack(orderId: number) {
  return learningApi.get<DataOf<typeof QueryTrack>>('kuaidi100/queryTrack', {
    params: { orderId },
    silent: true,
  });
}

export function useParcelTrack(userId: number | null, orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: mineKey(userId, 'track', orderId),
    queryFn: () => fetchParcelTrack(orderId),
    enabled: userId !== null && enabled,
    staleTime: 5 * 60_000,
  });
}
