import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetBook } from '@shangan/shared/contracts/commerce/goods';
import { mainApi } from '../../../lib/api';
import { SHOP_KEY } from './shop-keys';

/** GET /pc/books/show?id= — one book; the dialog shows its own error state. */
export function fetchBook(id: number) {
  return mainApi.get<DataOf<typeof GetBook>>('/pc/books/show', { params: { id }, silent: true });
}

export function useBook(id: number | null) {
  return useQuery({
    queryKey: [...SHOP_KEY, 'book', id ?? 0],
    queryFn: () => fetchBook(id ?? 0),
    enabled: id !== null,
    staleTime: 30_000,
  });
}
