import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';
import type { CatalogueTreeNode } from './types';

/** GET homePage/tree — a subject's modules and knowledge points with counts and progress. */
export function fetchCatalogueTree(subjectId: number): Promise<CatalogueTreeNode[]> {
  return learningApi.get<CatalogueTreeNode[]>('homePage/tree', { params: { subjectId } });
}

export const catalogueTreeQuery = (subjectId: number) =>
  queryOptions({
    queryKey: qbKeys.tree(subjectId),
    queryFn: () => fetchCatalogueTree(subjectId),
    enabled: subjectId > 0,
  });

export function useCatalogueTree(subjectId: number) {
  return useQuery(catalogueTreeQuery(subjectId));
}
