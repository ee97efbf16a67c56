import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetCatalogueTree } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';

/** GET homePage/tree — a subject's modules and knowledge points with counts and progress. */
export function fetchCatalogueTree(subjectId: number): Promise<DataOf<typeof GetCatalogueTree>> {
  return learningApi.get<DataOf<typeof GetCatalogueTree>>('homePage/tree', {
    params: { subjectId },
  });
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
