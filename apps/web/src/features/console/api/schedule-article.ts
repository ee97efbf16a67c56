import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type {
  ScheduleArticle,
  UnscheduleArticle,
} from '@shangan/shared/contracts/console/articles';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';
import { articleKey } from './console-articles';

/**
 * POST /console/articles/schedule — the draft saved with the time it publishes itself at;
 * refusals are shown by the client.
 */
export function scheduleArticle(input: BodyOf<typeof ScheduleArticle>) {
  return mainApi.postJson<DataOf<typeof ScheduleArticle>>('/console/articles/schedule', input);
}

/** POST /console/articles/unschedule — the draft stays a draft. */
export function unscheduleArticle(input: BodyOf<typeof UnscheduleArticle>) {
  return mainApi.postJson<DataOf<typeof UnscheduleArticle>>('/console/articles/unschedule', input);
}

function useDraftChange<Input>(send: (input: Input) => ReturnType<typeof scheduleArticle>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (draft) => {
      queryClient.setQueryData(articleKey(draft.state, draft.id), draft);
      return queryClient.invalidateQueries({ queryKey: CONSOLE_KEY });
    },
  });
}

export const useScheduleArticle = () => useDraftChange(scheduleArticle);
export const useUnscheduleArticle = () => useDraftChange(unscheduleArticle);
