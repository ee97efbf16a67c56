import { useMutation } from '@tanstack/react-query';
import { learningApi } from '../../../lib/api';
import type { PracticeSession } from './types';

export interface StartCatalogueInput {
  catalogueId: number;
  count: number;
  /** new: questions not done yet first; random: any. */
  mode?: 'new' | 'random';
}

/** POST v2/catalogue/getCatalogueQuestion — starts practising a section (no keys sent). */
export function startCataloguePractice(input: StartCatalogueInput): Promise<PracticeSession> {
  return learningApi.post<PracticeSession>('v2/catalogue/getCatalogueQuestion', input);
}

export function useStartCataloguePractice() {
  return useMutation({ mutationFn: startCataloguePractice });
}
