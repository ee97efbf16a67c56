import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { EnrolCourse } from '@shangan/shared/contracts/courses/catalogue';
import { mainApi } from '../../../lib/api';
import { COURSES_KEY } from './course-keys';

/** POST /pc/courses/enrol — 免费报名 (free, or VIP-free for a member); refusals are toasted. */
export function enrolCourse(courseId: number) {
  return mainApi.post<DataOf<typeof EnrolCourse>>(
    '/pc/courses/enrol',
    { courseId },
    { requireToken: true },
  );
}

export function useEnrolCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrolCourse,
    // The course is now held: its button, its sales and my courses change.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: COURSES_KEY }),
  });
}
