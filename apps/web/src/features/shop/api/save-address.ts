import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SaveAddress } from '@shangan/shared/contracts/commerce/addresses';
import { mainApi } from '../../../lib/api';
import { SHOP_KEY } from './shop-keys';

export type AddressInput = BodyOf<typeof SaveAddress>;

/** POST /pc/newaddress — adds an address, or changes address `id`; refusals are toasted. */
export function saveAddress(input: AddressInput) {
  return mainApi.post<DataOf<typeof SaveAddress>>('/pc/newaddress', input, {
    requireToken: true,
  });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    // The address list and any checkout priced for an address.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...SHOP_KEY, 'mine'] }),
  });
}
