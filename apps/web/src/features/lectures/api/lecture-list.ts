import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListLectures } from '@shangan/shared/contracts/video-teaching/lectures';
import { learningApi } from '../../../lib/api';
import { lectureKeys } from './keys';

export interface LectureListQuery {
  subjectId?: number;
  catalogueId?: number;
  filter?: 'all' | 'unlocked';
  page?: number;
  pageSize?: number;
}

/** GET videoTeaching/list — a page of lectures with the viewer's lock state. */
export function fetchLectureList(query: LectureListQuery): Promise<DataOf<typeof ListLectures>> {
  return learningApi.get<DataOf<typeof ListLectures>>('videoTeaching/list', {
    params: { ...query },
    // Both lists show a failure in place (with 重试); a toast as well would say it twice.
    silent: true,
  });
}

export function useLectureList(query: LectureListQuery, viewer: number, enabled = true) {
  return useQuery({
    queryKey: lectureKeys.list(query, viewer),
    queryFn: () => fetchLectureList(query),
    enabled,
    placeholderData: keepPreviousData,
  });
}
