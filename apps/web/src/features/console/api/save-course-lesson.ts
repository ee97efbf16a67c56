import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SaveConsoleLesson } from '@shangan/shared/contracts/console/courses';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';

/** POST /console/courses/lessons/save — a new video lesson (no id), or its title and 试看. */
export function saveCourseLesson(input: BodyOf<typeof SaveConsoleLesson>) {
  return mainApi.postJson<DataOf<typeof SaveConsoleLesson>>('/console/courses/lessons/save', input);
}

export function useSaveCourseLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourseLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_KEY }),
  });
}
