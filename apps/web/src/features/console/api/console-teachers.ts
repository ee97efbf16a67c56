import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type {
  ListConsoleTeachers,
  SaveConsoleTeacher,
} from '@shangan/shared/contracts/console/teachers';
import { mainApi } from '../../../lib/api';
import { AUDIT_KEY, consoleKey } from './console-keys';
import { COURSES_KEY } from './console-courses';

/** Every teacher-profile query lives under this key. */
export const TEACHERS_KEY = consoleKey('teachers');

/** GET /console/teachers — the profiles with their courses and teaching accounts. */
export function fetchConsoleTeachers() {
  return mainApi.get<DataOf<typeof ListConsoleTeachers>>('/console/teachers', { silent: true });
}

export function useConsoleTeachers() {
  return useQuery({ queryKey: TEACHERS_KEY, queryFn: fetchConsoleTeachers });
}

/** POST /console/teachers/save — a profile created or changed; a refusal's message is shown. */
export function saveConsoleTeacher(input: BodyOf<typeof SaveConsoleTeacher>) {
  return mainApi.postJson<DataOf<typeof SaveConsoleTeacher>>('/console/teachers/save', input);
}

export function useSaveConsoleTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsoleTeacher,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TEACHERS_KEY }),
        // The course editor offers the teachers by name.
        queryClient.invalidateQueries({ queryKey: COURSES_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]),
  });
}
