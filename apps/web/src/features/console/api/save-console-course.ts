import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SaveConsoleCourse } from '@shangan/shared/contracts/console/courses';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';

/** POST /console/courses/save — a new course (no id) or the course's fields; refusals are shown. */
export function saveConsoleCourse(input: BodyOf<typeof SaveConsoleCourse>) {
  return mainApi.postJson<DataOf<typeof SaveConsoleCourse>>('/console/courses/save', input);
}

export function useSaveConsoleCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsoleCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_KEY }),
  });
}
