import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { PublishArticle } from '@shangan/shared/contracts/console/articles';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';
import { articleKey } from './console-articles';

/**
 * POST /console/articles/publish — a new article, a draft (which the server then deletes) or
 * a published article updated in place; refusals are shown by the client.
 */
export function publishArticle(input: BodyOf<typeof PublishArticle>) {
  return mainApi.postJson<DataOf<typeof PublishArticle>>('/console/articles/publish', input);
}

export function usePublishArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishArticle,
    onSuccess: (article, input) => {
      // A published draft is gone: its cached copy must not open again as if it were there.
      if (input.from?.state === 'draft') {
        queryClient.removeQueries({ queryKey: articleKey('draft', input.from.id) });
      }
      queryClient.setQueryData(articleKey(article.state, article.id), article);
      return queryClient.invalidateQueries({ queryKey: CONSOLE_KEY });
    },
  });
}
