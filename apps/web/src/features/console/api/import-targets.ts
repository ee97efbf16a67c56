import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListImportTargets } from '@shangan/shared/contracts/console/question-import';
import { mainApi } from '../../../lib/api';
import { consoleKey } from './console-keys';

/** GET /console/question-import/targets — subjects, each with its knowledge points (flat). */
export function fetchImportTargets() {
  return mainApi.get<DataOf<typeof ListImportTargets>>('/console/question-import/targets', {
    silent: true,
  });
}

export function useImportTargets() {
  return useQuery({ queryKey: consoleKey('import-targets'), queryFn: fetchImportTargets });
}
