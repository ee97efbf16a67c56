import { useMutation } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { StartCataloguePractice } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';

export type StartCatalogueInput = BodyOf<typeof StartCataloguePractice>;

/** POST v2/catalogue/getCatalogueQuestion — starts practising a section (no keys sent). */
export function startCataloguePractice(
  input: StartCatalogueInput,
): Promise<DataOf<typeof StartCataloguePractice>> {
  return learningApi.post<DataOf<typeof StartCataloguePractice>>(
    'v2/catalogue/getCatalogueQuestion',
    input,
  );
}

export function useStartCataloguePractice() {
  return useMutation({ mutationFn: startCataloguePractice });
}
