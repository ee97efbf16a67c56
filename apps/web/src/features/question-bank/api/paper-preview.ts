import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetPaperPreview } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';

/** GET historyPaper/paperPreview — the whole paper to read, without keys. */
export function fetchPaperPreview(paperId: number): Promise<DataOf<typeof GetPaperPreview>> {
  return learningApi.get<DataOf<typeof GetPaperPreview>>('historyPaper/paperPreview', {
    params: { paperId },
  });
}

export function usePaperPreview(paperId: number) {
  return useQuery(
    queryOptions({
      queryKey: qbKeys.paperPreview(paperId),
      queryFn: () => fetchPaperPreview(paperId),
      enabled: paperId > 0,
    }),
  );
}
