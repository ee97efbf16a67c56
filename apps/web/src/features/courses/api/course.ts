import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetCourse } from '@shangan/shared/contracts/courses/catalogue';
import { mainApi } from '../../../lib/api';
import { viewerKey } from './course-keys';

/**
 * GET /pc/courses/{id} — the course with its outline, teachers, newest reviews and what the
 * viewer may do (buy, enrol, study); the page shows its own not-found and error states.
 */
export function fetchCourse(id: number) {
  return mainApi.get<DataOf<typeof GetCourse>>(`/pc/courses/${id}`, { silent: true });
}

/**
 * `fresh`: read again each time the page opens, even when the cached answer is recent (the
 * mobile detail page, which a learner leaves to pay and comes back to).
 */
export function useCourse(id: number | null, userId: number | null, { fresh = false } = {}) {
  return useQuery({
    queryKey: viewerKey(userId, 'course', id ?? 0),
    queryFn: () => fetchCourse(id ?? 0),
    enabled: id !== null,
    staleTime: 30_000,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}
