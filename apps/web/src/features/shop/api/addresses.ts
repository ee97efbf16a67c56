import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListAddresses } from '@shangan/shared/contracts/commerce/addresses';
import { mainApi } from '../../../lib/api';
import { mineKey } from './shop-keys';

/** GET /pc/address/index — the person's addresses, the default first. */
export function fetchAddresses() {
  return mainApi.get<DataOf<typeof ListAddresses>>('/pc/address/index', { silent: true });
}

export function addressesKey(userId: number | null) {
  return mineKey(userId, 'addresses');
}

export function useAddresses(userId: number | null) {
  return useQuery({
    queryKey: addressesKey(userId),
    queryFn: fetchAddresses,
    enabled: userId !== null,
  });
}
