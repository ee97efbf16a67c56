import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListCourseReviews } from '@shangan/shared/contracts/courses/catalogue';
import { mainApi } from '../../../lib/api';
import { nextPageParam } from '../../../lib/paging';
import { viewerKey } from './course-keys';

/** GET /pc/courses/{id}/reviews — a page of reviews, newest first, with the summary. */
export function fetchCourseReviews(courseId: number, page: number, pageSize: number) {
  return mainApi.get<DataOf<typeof ListCourseReviews>>(`/pc/courses/${courseId}/reviews`, {
    params: { page, pageSize },
    silent: true,
  });
}

/** Only asked for beyond the first page: the detail already carries the newest reviews. */
export function useCourseReviews(
  courseId: number,
  userId: number | null,
  page: number,
  pageSize: number,
) {
  return useQuery({
    // Keyed by viewer: a review says whether it is the viewer's own.
    queryKey: viewerKey(userId, 'reviews', courseId, page, pageSize),
    queryFn: () => fetchCourseReviews(courseId, page, pageSize),
    enabled: page > 1,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * Every review of a course as a list that grows (the mobile site's 全部评价), from page 1;
 * asked for only once the learner opens it (`enabled`).
 */
export function useCourseReviewPages(
  courseId: number,
  userId: number | null,
  pageSize: number,
  enabled: boolean,
) {
  return useInfiniteQuery({
    queryKey: viewerKey(userId, 'review-pages', courseId, pageSize),
    queryFn: ({ pageParam }) => fetchCourseReviews(courseId, pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled,
    staleTime: 30_000,
  });
}
