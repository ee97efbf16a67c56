import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SaveConsoleChapter } from '@shangan/shared/contracts/console/courses';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';

/** POST /console/courses/chapters/save — a new chapter at the end (no id), or a new title. */
export function saveCourseChapter(input: BodyOf<typeof SaveConsoleChapter>) {
  return mainApi.postJson<DataOf<typeof SaveConsoleChapter>>(
    '/console/courses/chapters/save',
    input,
  );
}

export function useSaveCourseChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourseChapter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_KEY }),
  });
}
