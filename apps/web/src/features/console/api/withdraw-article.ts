import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { WithdrawArticle } from '@shangan/shared/contracts/console/articles';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';
import { articleKey } from './console-articles';

/** POST /console/articles/withdraw — off the site and search, kept as a draft. */
export function withdrawArticle(input: BodyOf<typeof WithdrawArticle>) {
  return mainApi.postJson<DataOf<typeof WithdrawArticle>>('/console/articles/withdraw', input);
}

export function useWithdrawArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawArticle,
    onSuccess: (draft, input) => {
      queryClient.removeQueries({ queryKey: articleKey('published', input.id) });
      queryClient.setQueryData(articleKey(draft.state, draft.id), draft);
      return queryClient.invalidateQueries({ queryKey: CONSOLE_KEY });
    },
  });
}
