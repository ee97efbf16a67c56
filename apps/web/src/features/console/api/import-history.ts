import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListImports } from '@shangan/shared/contracts/console/question-import';
import { mainApi } from '../../../lib/api';
import { consoleKey } from './console-keys';

export type ImportHistoryQuery = QueryOf<typeof ListImports>;

/** Every page of the import history lives under this key: a preview or a commit refreshes it. */
export const IMPORT_HISTORY_KEY = consoleKey('import-history');

/** GET /console/question-import/history — past imports (previews too), newest first. */
export function fetchImportHistory(query: ImportHistoryQuery) {
  return mainApi.get<DataOf<typeof ListImports>>('/console/question-import/history', {
    params: query,
    silent: true,
  });
}

export function useImportHistory(query: ImportHistoryQuery) {
  return useQuery({
    queryKey: [...IMPORT_HISTORY_KEY, query],
    queryFn: () => fetchImportHistory(query),
    placeholderData: keepPreviousData,
  });
}
