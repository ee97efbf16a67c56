import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetPositionInfo } from '@shangan/shared/contracts/enlistment';
import { mainApi } from '../../../lib/api';
import { SHOP_KEY } from './shop-keys';

/** GET /app/enlist/positionInfo?code= — one position and its exam. */
export function fetchPositionInfo(code: string) {
  return mainApi.get<DataOf<typeof GetPositionInfo>>('/app/enlist/positionInfo', {
    params: { code },
    silent: true,
  });
}

export function usePositionInfo(code: string | null) {
  return useQuery({
    queryKey: [...SHOP_KEY, 'enlist', 'position', code],
    queryFn: () => fetchPositionInfo(code!),
    enabled: code !== null,
  });
}
