import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListLectureCatalogue } from '@shangan/shared/contracts/video-teaching/lectures';
import { learningApi } from '../../../lib/api';
import { lectureKeys } from './keys';

/** GET videoTeaching/catalogueList — subjects with lectures (or one), modules and points. */
export function fetchLectureCatalogue(
  subjectId?: number,
): Promise<DataOf<typeof ListLectureCatalogue>> {
  return learningApi.get<DataOf<typeof ListLectureCatalogue>>('videoTeaching/catalogueList', {
    params: subjectId ? { subjectId } : {},
    // The pages show a failure in place (with 重试); a toast as well would say it twice.
    silent: true,
  });
}

/** The catalogue of one subject, or of all (0), for the viewer (user id, 0 for a visitor). */
export function useLectureCatalogue(subjectId: number, viewer: number, enabled = true) {
  return useQuery({
    queryKey: lectureKeys.catalogue(subjectId, viewer),
    queryFn: () => fetchLectureCatalogue(subjectId || undefined),
    enabled,
  });
}
