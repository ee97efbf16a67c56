import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { GetImportTemplate } from '@shangan/shared/contracts/console/question-import';
import { mainApi } from '../../../lib/api';

/** GET /console/question-import/template — the template file in base64; a refusal is shown. */
export function fetchImportTemplate(query: QueryOf<typeof GetImportTemplate>) {
  return mainApi.get<DataOf<typeof GetImportTemplate>>('/console/question-import/template', {
    params: query,
  });
}
