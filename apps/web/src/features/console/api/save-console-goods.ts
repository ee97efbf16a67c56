import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SaveConsoleGoods } from '@shangan/shared/contracts/console/goods';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';

/**
 * POST /console/goods/save — a new book (no id, with its first stock) or the book's fields;
 * refusals are shown.
 */
export function saveConsoleGoods(input: BodyOf<typeof SaveConsoleGoods>) {
  return mainApi.postJson<DataOf<typeof SaveConsoleGoods>>('/console/goods/save', input);
}

export function useSaveConsoleGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsoleGoods,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_KEY }),
  });
}
