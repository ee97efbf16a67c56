import { useQuery } from '@tanstack/react-query';
import { articlesQuery } from '../../../lib/api/articles';
import { headColumnsQuery } from '../../../lib/api/columns';

export function useColumnTree() {
  return useQuery(headColumnsQuery);
}

/** A column's articles, 20 to a page. */
export function useColumnArticles(columnId: number | undefined, page: number) {
  return useQuery({ ...articlesQuery({ columnId, page, pageSize: 20 }), enabled: !!columnId });
}
