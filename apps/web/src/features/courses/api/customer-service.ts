import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetCourseCustomerService } from '@shangan/shared/contracts/courses/catalogue';
import { mainApi } from '../../../lib/api';
import { viewerKey } from './course-keys';

/** GET /app/customerService/courseId/{id} — the course's adviser, phone, hours and chat. */
export function fetchCustomerService(courseId: number) {
  return mainApi.get<DataOf<typeof GetCourseCustomerService>>(
    `/app/customerService/courseId/${courseId}`,
    { silent: true },
  );
}

/** Asked for when the dialog opens; the viewer's own adviser comes first, hence the key. */
export function useCustomerService(courseId: number, userId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: viewerKey(userId, 'customer-service', courseId),
    queryFn: () => fetchCustomerService(courseId),
    enabled,
    staleTime: 5 * 60_000,
  });
}
