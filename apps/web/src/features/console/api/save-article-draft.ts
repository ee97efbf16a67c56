import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SaveArticleDraft } from '@shangan/shared/contracts/console/articles';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';
import { articleKey } from './console-articles';

/** POST /console/articles/draft — a new draft, or the same draft again; refusals are shown. */
export function saveArticleDraft(input: BodyOf<typeof SaveArticleDraft>) {
  return mainApi.postJson<DataOf<typeof SaveArticleDraft>>('/console/articles/draft', input);
}

export function useSaveArticleDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveArticleDraft,
    onSuccess: (draft) => {
      queryClient.setQueryData(articleKey(draft.state, draft.id), draft);
      return queryClient.invalidateQueries({ queryKey: CONSOLE_KEY });
    },
  });
}
