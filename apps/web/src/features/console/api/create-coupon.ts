import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { CreateCouponTemplate } from '@shangan/shared/contracts/console/coupons';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';

/** POST /console/coupons/create — a new kind of coupon; a refusal's message is shown. */
export function createCoupon(input: BodyOf<typeof CreateCouponTemplate>) {
  return mainApi.postJson<DataOf<typeof CreateCouponTemplate>>('/console/coupons/create', input);
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_KEY }),
  });
}
