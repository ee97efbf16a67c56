import type { DataOf } from '@shangan/shared/contracts';
import type { ResumeCataloguePractice } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';

/** POST v2/homePage/getUserCatalogueQuestion — reopen a catalogue or error-book practice. */
export function resumeCataloguePractice(
  exerciseId?: number,
): Promise<DataOf<typeof ResumeCataloguePractice>> {
  return learningApi.post<DataOf<typeof ResumeCataloguePractice>>(
    'v2/homePage/getUserCatalogueQuestion',
    exerciseId ? { exerciseId } : {},
  );
}
