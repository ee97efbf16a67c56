import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf, QueryOf } from '@shangan/shared/contracts';
import type {
  ListConsoleVipOrders,
  ListConsoleVipPackages,
  RefundVipOrder,
  SaveConsoleVipPackage,
} from '@shangan/shared/contracts/console/vip';
import { mainApi } from '../../../lib/api';
import { AUDIT_KEY, consoleKey } from './console-keys';

/** Every VIP package query lives under this key. */
export const VIP_KEY = consoleKey('vip');

/** GET /console/vip/packages — each tier with all its packages, on sale or not. */
export function fetchConsoleVipPackages() {
  return mainApi.get<DataOf<typeof ListConsoleVipPackages>>('/console/vip/packages', {
    silent: true,
  });
}

export function useConsoleVipPackages() {
  return useQuery({ queryKey: [...VIP_KEY, 'packages'], queryFn: fetchConsoleVipPackages });
}

/** POST /console/vip/packages/save — a package created or changed; a refusal's message is shown. */
export function saveConsoleVipPackage(input: BodyOf<typeof SaveConsoleVipPackage>) {
  return mainApi.postJson<DataOf<typeof SaveConsoleVipPackage>>(
    '/console/vip/packages/save',
    input,
  );
}

export function useSaveConsoleVipPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsoleVipPackage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: VIP_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]),
  });
}

/** GET /console/vip/orders — VIP orders by number or buyer's phone, by status, newest first. */
export function fetchConsoleVipOrders(query: QueryOf<typeof ListConsoleVipOrders>) {
  return mainApi.get<DataOf<typeof ListConsoleVipOrders>>('/console/vip/orders', {
    params: query,
    silent: true,
  });
}

export function useConsoleVipOrders(query: QueryOf<typeof ListConsoleVipOrders>) {
  return useQuery({
    queryKey: [...VIP_KEY, 'orders', query],
    queryFn: () => fetchConsoleVipOrders(query),
    placeholderData: keepPreviousData,
  });
}

/** POST /console/vip/orders/refund — a late payment sent back; a refusal's message is shown. */
export function refundVipOrder(input: BodyOf<typeof RefundVipOrder>) {
  return mainApi.postJson<DataOf<typeof RefundVipOrder>>('/console/vip/orders/refund', input);
}

export function useRefundVipOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundVipOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: VIP_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]),
  });
}
