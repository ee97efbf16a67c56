import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { RemoveConsoleLiveLesson } from '@shangan/shared/contracts/console/live';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';

/** POST /console/live/lessons/remove — a class not yet started, with the learners' reminders. */
export function removeConsoleLiveLesson(input: BodyOf<typeof RemoveConsoleLiveLesson>) {
  return mainApi.postJson<DataOf<typeof RemoveConsoleLiveLesson>>(
    '/console/live/lessons/remove',
    input,
  );
}

/** Removed: the course's outline and its live lessons (both under CONSOLE_KEY) are read again. */
export function useRemoveConsoleLiveLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeConsoleLiveLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_KEY }),
  });
}
