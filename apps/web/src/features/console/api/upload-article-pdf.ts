import { useMutation } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { UploadArticlePdf } from '@shangan/shared/contracts/console/articles';
import { mainApi } from '../../../lib/api';
import { IMPORT_TIMEOUT_MS } from './preview-import';

/**
 * POST /console/articles/pdf — a PDF stored for the article being written; the draft or the
 * article names it when it is next saved or published. A refusal's message is shown.
 */
export function uploadArticlePdf(input: BodyOf<typeof UploadArticlePdf>) {
  return mainApi.postJson<DataOf<typeof UploadArticlePdf>>('/console/articles/pdf', input, {
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

export const useUploadArticlePdf = () => useMutation({ mutationFn: uploadArticlePdf });
