import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { MoveConsoleCoursePart } from '@shangan/shared/contracts/console/courses';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';

/** POST /console/courses/parts/move — a chapter, or a lesson within its chapter, one place. */
export function moveCoursePart(input: BodyOf<typeof MoveConsoleCoursePart>) {
  return mainApi.postJson<DataOf<typeof MoveConsoleCoursePart>>(
    '/console/courses/parts/move',
    input,
  );
}

export function useMoveCoursePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveCoursePart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_KEY }),
  });
}
