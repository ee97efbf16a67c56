import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { RemoveConsoleCoursePart } from '@shangan/shared/contracts/console/courses';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';

/**
 * POST /console/courses/parts/remove — a chapter (the server refuses one that still has
 * lessons, and the client shows why) or a lesson with its video.
 */
export function removeCoursePart(input: BodyOf<typeof RemoveConsoleCoursePart>) {
  return mainApi.postJson<DataOf<typeof RemoveConsoleCoursePart>>(
    '/console/courses/parts/remove',
    input,
  );
}

export function useRemoveCoursePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCoursePart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_KEY }),
  });
}
