import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetLectureQuestion } from '@shangan/shared/contracts/video-teaching/lectures';
import { learningApi } from '../../../lib/api';
import { lectureKeys } from './keys';

/** GET videoTeaching/getQuestion — a lecture, its question, my usable cards, related lectures. */
export function fetchLectureQuestion(
  lectureId: number,
): Promise<DataOf<typeof GetLectureQuestion>> {
  return learningApi.get<DataOf<typeof GetLectureQuestion>>('videoTeaching/getQuestion', {
    params: { lectureId },
    // The page shows a missing lecture itself.
    silent: true,
  });
}

export function useLectureQuestion(lectureId: number, viewer: number, enabled = true) {
  return useQuery({
    queryKey: lectureKeys.question(lectureId, viewer),
    queryFn: () => fetchLectureQuestion(lectureId),
    enabled: enabled && lectureId > 0,
  });
}
