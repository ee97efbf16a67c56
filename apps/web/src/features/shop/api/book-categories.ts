import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListBookCategories } from '@shangan/shared/contracts/commerce/goods';
import { mainApi } from '../../../lib/api';
import { SHOP_KEY } from './shop-keys';

/** GET /pc/books/categories — the category tabs; a failed load leaves just 全部. */
export function fetchBookCategories() {
  return mainApi.get<DataOf<typeof ListBookCategories>>('/pc/books/categories', { silent: true });
}

export function useBookCategories() {
  return useQuery({
    queryKey: [...SHOP_KEY, 'book-categories'],
    queryFn: fetchBookCategories,
    staleTime: 5 * 60_000,
  });
}
