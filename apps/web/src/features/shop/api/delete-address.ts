import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { DeleteAddress } from '@shangan/shared/contracts/commerce/addresses';
import { mainApi } from '../../../lib/api';
import { SHOP_KEY } from './shop-keys';

/** GET /pc/address/delete?id= — another address becomes the default when this one was. */
export function deleteAddress(id: number) {
  return mainApi.get<DataOf<typeof DeleteAddress>>('/pc/address/delete', {
    params: { id },
    requireToken: true,
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...SHOP_KEY, 'mine'] }),
  });
}
