import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListImportTargets } from '@shangan/shared/contracts/console/question-import';
import { mainApi } from '../../../lib/api';
import { consoleKey } from './console-keys';

/** The subjects to import into: a paper created, changed or removed changes their papers. */
export const IMPORT_TARGETS_KEY = consoleKey('import-targets');

/**
 * GET /console/question-import/targets — subjects, each with its knowledge points (flat) and
 * its past papers (drafts and published).
 */
export function fetchImportTargets() {
  return mainApi.get<DataOf<typeof ListImportTargets>>('/console/question-import/targets', {
    silent: true,
  });
}

export function useImportTargets() {
  return useQuery({ queryKey: IMPORT_TARGETS_KEY, queryFn: fetchImportTargets });
}
