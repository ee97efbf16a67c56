import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetUserSign, SignToday } from '@shangan/shared/contracts/site';
import { mainApi } from '../../../lib/api';
import { notify } from '../../../lib/notifier';

const SIGN_KEY = ['home', 'sign'] as const;

/** GET /pc/getUserSign: members only. */
export const signStatusQuery = queryOptions({
  queryKey: SIGN_KEY,
  queryFn: () => mainApi.get<DataOf<typeof GetUserSign>>('/pc/getUserSign', { silent: true }),
});

export function useSignStatus(enabled: boolean) {
  return useQuery({ ...signStatusQuery, enabled });
}

/** POST /pc/sign: signs today; the server answers the new status. */
export function useSignToday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => mainApi.post<DataOf<typeof SignToday>>('/pc/sign', { type: 'pc' }),
    onSuccess: (status) => {
      client.setQueryData(SIGN_KEY, status);
      notify.success(`签到成功，已连续签到${status.continuousDays}天`);
    },
  });
}
