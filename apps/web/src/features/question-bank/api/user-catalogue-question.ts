import { learningApi } from '../../../lib/api';
import type { PracticeSession } from './types';

/** POST v2/homePage/getUserCatalogueQuestion — reopen a catalogue or error-book practice. */
export function resumeCataloguePractice(exerciseId?: number): Promise<PracticeSession | null> {
  return learningApi.post<PracticeSession | null>(
    'v2/homePage/getUserCatalogueQuestion',
    exerciseId ? { exerciseId } : {},
  );
}
