import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SubmitCourseReview } from '@shangan/shared/contracts/courses/catalogue';
import { mainApi } from '../../../lib/api';
import { COURSES_KEY } from './course-keys';

export type ReviewInput = BodyOf<typeof SubmitCourseReview>;

/** POST /pc/courses/review — a buyer's one review; refusals are toasted by the client. */
export function submitReview(input: ReviewInput) {
  return mainApi.post<DataOf<typeof SubmitCourseReview>>('/pc/courses/review', input, {
    requireToken: true,
  });
}

export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    // The average, the list and the viewer's canReview all move.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: COURSES_KEY }),
  });
}
