import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';
import type { ArticleItem } from '../../../components/article-list/article-item';

interface ColumnNode {
  id: number;
  title: string;
  columnDir: string;
  child: Array<{ id: number; title: string; columnDir: string }>;
}

/** The column tree; the same query key as the header's, so it is fetched once. */
const columnsQuery = queryOptions({
  queryKey: ['news', 'headColumns'],
  queryFn: () => mainApi.get<ColumnNode[]>('/pc/headColumns', { silent: true }),
  staleTime: 10 * 60_000,
});

export function findColumn(tree: ColumnNode[], dir: string) {
  for (const top of tree) {
    if (top.columnDir === dir) return { top, child: null };
    const child = top.child.find((item) => item.columnDir === dir);
    if (child) return { top, child };
  }
  return null;
}

/** The newest articles of the column a 遴选 page is about (GET /pc/articles). */
export function useLxColumnArticles(dir: string) {
  const tree = useQuery(columnsQuery);
  const found = tree.data ? findColumn(tree.data, dir) : null;
  const columnId = found ? (found.child ?? found.top).id : 0;
  const list = useQuery({
    queryKey: ['news', 'articles', { columnId, page: 1, pageSize: 10 }],
    queryFn: () =>
      mainApi.get<{ list: ArticleItem[]; total: number }>('/pc/articles', {
        params: { columnId, page: 1, pageSize: 10 },
      }),
    enabled: columnId > 0,
  });
  return { column: found, list, loading: tree.isLoading || list.isLoading };
}

export interface LxExam {
  id: number;
  title: string;
  signupStart: string;
  signupEnd: string;
  examDate: string;
}

/** The 遴选 entries of the exam calendar (GET /pc/examTopic/getExamTopic). */
export function useLxExams(enabled: boolean) {
  return useQuery({
    queryKey: ['exams', '遴选'],
    queryFn: () =>
      mainApi.get<LxExam[]>('/pc/examTopic/getExamTopic', { params: { examType: '遴选' } }),
    enabled,
  });
}
