import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ConfirmLocalPay, GetLocalPayOrder } from '@shangan/shared/contracts/vip';
import { mainApi } from '../../../lib/api';

/**
 * The local demo gateway's pay page (/pay/local/{orderNum}?t=…), on both sites: the order as
 * the QR code's holder may see it, and 确认支付, after which the gateway notifies the server as
 * a real one would. VIP and shop orders alike (the answer's `source` says which).
 */
function localPayPath(orderNum: string) {
  return `/pay/local/${encodeURIComponent(orderNum)}`;
}

/** GET /pay/local/{orderNum}?t= — the page shows its own error (a stale or partial link). */
export function fetchLocalPayOrder(orderNum: string, token: string) {
  return mainApi.get<DataOf<typeof GetLocalPayOrder>>(localPayPath(orderNum), {
    params: { t: token },
    silent: true,
  });
}

export function useLocalPayOrder(orderNum: string, token: string) {
  return useQuery({
    queryKey: ['pay-local', orderNum, token],
    queryFn: () => fetchLocalPayOrder(orderNum, token),
    enabled: token !== '',
    retry: false,
  });
}

/** POST /pay/local/{orderNum}/confirm — refusals (the order closed meanwhile) are toasted. */
export function confirmLocalPay(orderNum: string, token: string) {
  return mainApi.post<DataOf<typeof ConfirmLocalPay>>(`${localPayPath(orderNum)}/confirm`, {
    t: token,
  });
}

export function useConfirmLocalPay(orderNum: string, token: string) {
  return useMutation({ mutationFn: () => confirmLocalPay(orderNum, token) });
}
