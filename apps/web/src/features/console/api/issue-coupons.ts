import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { IssueCoupons } from '@shangan/shared/contracts/console/coupons';
import { mainApi } from '../../../lib/api';
import { COUPONS_KEY } from './console-coupons';
import { CONSOLE_KEY } from './console-keys';

export type IssueCouponsResult = DataOf<typeof IssueCoupons>;

/**
 * POST /console/coupons/issue — one coupon of a kind to every account of a phone list. The
 * batch names the submission: sent again (a retry after a lost answer), it hands out nothing
 * twice. A refusal's message is shown by the client.
 */
export function issueCoupons(input: BodyOf<typeof IssueCoupons>) {
  return mainApi.postJson<DataOf<typeof IssueCoupons>>('/console/coupons/issue', input);
}

export function useIssueCoupons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCoupons,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_KEY }),
    // An answer lost on the way may still have handed coupons out: the counts are read again.
    onError: () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
}
