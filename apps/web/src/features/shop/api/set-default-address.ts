import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { SetDefaultAddress } from '@shangan/shared/contracts/commerce/addresses';
import { mainApi } from '../../../lib/api';
import { SHOP_KEY } from './shop-keys';

/** POST /pc/address/default — the one the checkout preselects from now on. */
export function setDefaultAddress(id: number) {
  return mainApi.post<DataOf<typeof SetDefaultAddress>>(
    '/pc/address/default',
    { id },
    { requireToken: true },
  );
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...SHOP_KEY, 'mine'] }),
  });
}
