import { useQuery } from '@tanstack/react-query';
import { articlesQuery } from '../../../lib/api/articles';
import { headColumnsQuery } from '../../../lib/api/columns';
import type { ColumnNode } from '../../../lib/api/columns';
import { useExamTopics } from '../../../lib/api/exam-topics';

export function findColumn(tree: ColumnNode[], dir: string) {
  for (const top of tree) {
    if (top.columnDir === dir) return { top, child: null };
    const child = top.child.find((item) => item.columnDir === dir);
    if (child) return { top, child };
  }
  return null;
}

/** The newest articles of the column a 遴选 page is about. */
export function useLxColumnArticles(dir: string) {
  const tree = useQuery(headColumnsQuery);
  const found = tree.data ? findColumn(tree.data, dir) : null;
  const columnId = found ? (found.child ?? found.top).id : 0;
  const list = useQuery({
    ...articlesQuery({ columnId, page: 1, pageSize: 10 }),
    // A fresh list per topic: never the previous topic's articles while this one loads.
    placeholderData: undefined,
    enabled: columnId > 0,
  });
  return { column: found, list, loading: tree.isLoading || list.isLoading };
}

/** The 遴选 entries of the exam calendar, past ones included. */
export function useLxExams(enabled: boolean) {
  return useExamTopics('遴选', { upcoming: false }, enabled);
}
