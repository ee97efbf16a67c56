import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SaveConsoleLiveLesson } from '@shangan/shared/contracts/console/live';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';

/**
 * POST /console/live/lessons/save — a new live lesson at the end of a chapter (no id), or a
 * class not yet started renamed, moved to another time or given another teacher.
 */
export function saveConsoleLiveLesson(input: BodyOf<typeof SaveConsoleLiveLesson>) {
  return mainApi.postJson<DataOf<typeof SaveConsoleLiveLesson>>(
    '/console/live/lessons/save',
    input,
  );
}

/** Saved: the course's outline and its live lessons (both under CONSOLE_KEY) are read again. */
export function useSaveConsoleLiveLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsoleLiveLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_KEY }),
  });
}
