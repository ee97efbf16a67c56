import { useMutation } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { OrderCourse } from '@shangan/shared/contracts/courses/catalogue';
import { mainApi } from '../../../lib/api';

export type CourseOrder = DataOf<typeof OrderCourse>;

/**
 * POST /pc/courses/order — the course's shop order priced by the server (an unpaid one placed
 * before comes back with its deadline); its QR text. Refusals (已购买 …) are toasted.
 */
export function orderCourse(courseId: number) {
  return mainApi.post<DataOf<typeof OrderCourse>>(
    '/pc/courses/order',
    { courseId },
    { requireToken: true },
  );
}

export function useOrderCourse() {
  return useMutation({ mutationFn: orderCourse });
}
