import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { ChangeGoodsStock } from '@shangan/shared/contracts/console/goods';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';
import { GOODS_KEY } from './console-goods';

/**
 * POST /console/goods/stock — copies taken in (delta > 0) or written off (delta < 0) with the
 * reason; a refusal's message is shown by the client.
 */
export function changeGoodsStock(input: BodyOf<typeof ChangeGoodsStock>) {
  return mainApi.postJson<DataOf<typeof ChangeGoodsStock>>('/console/goods/stock', input);
}

export function useChangeGoodsStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeGoodsStock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_KEY }),
    // A refusal mostly means the stock moved meanwhile (orders sold copies): the books are read
    // again, so the stock shown is the one the server went by.
    onError: () => queryClient.invalidateQueries({ queryKey: GOODS_KEY }),
  });
}
