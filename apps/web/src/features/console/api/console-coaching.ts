import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type {
  ListConsoleCoaching,
  ListConsoleCoachingSlots,
  RemoveConsoleCoachingSlot,
  SaveConsoleCoachingSlot,
} from '@shangan/shared/contracts/console/coaching';
import { mainApi } from '../../../lib/api';
import { AUDIT_KEY, consoleKey } from './console-keys';

export type CoachingSlotBody = BodyOf<typeof SaveConsoleCoachingSlot>;

/** Every coaching-timetable query (the products, each one's times) lives under this key. */
export const COACHING_KEY = consoleKey('coaching');

const PRODUCTS_KEY = [...COACHING_KEY, 'products'] as const;
const slotsKey = (productId: number) => [...COACHING_KEY, 'slots', productId] as const;

/**
 * After a time is added, changed or removed: the products (their count of times to come and
 * their last time) and the times read again, and the audit log.
 */
function refreshCoaching(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: COACHING_KEY }),
    queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
  ]);
}

/** GET /console/coaching — the coaching products, their coaches, times to come and last time. */
export function fetchConsoleCoaching() {
  return mainApi.get<DataOf<typeof ListConsoleCoaching>>('/console/coaching', { silent: true });
}

export function useConsoleCoaching() {
  return useQuery({ queryKey: PRODUCTS_KEY, queryFn: fetchConsoleCoaching });
}

/** GET /console/coaching/slots — one product's times from yesterday on, the earliest first. */
export function fetchConsoleCoachingSlots(productId: number) {
  return mainApi.get<DataOf<typeof ListConsoleCoachingSlots>>('/console/coaching/slots', {
    params: { productId },
    silent: true,
  });
}

/** A product's times; asked once a product is chosen (`productId` given). */
export function useConsoleCoachingSlots(productId: number | undefined) {
  return useQuery({
    queryKey: slotsKey(productId ?? 0),
    queryFn: () => fetchConsoleCoachingSlots(productId ?? 0),
    enabled: productId !== undefined,
  });
}

/**
 * POST /console/coaching/slots/save — a new time (id null), or a time changed (a booked one in
 * its seats only); a refusal's message is shown by the client.
 */
export function saveConsoleCoachingSlot(input: CoachingSlotBody) {
  return mainApi.postJson<DataOf<typeof SaveConsoleCoachingSlot>>(
    '/console/coaching/slots/save',
    input,
  );
}

export function useSaveConsoleCoachingSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsoleCoachingSlot,
    onSuccess: () => refreshCoaching(queryClient),
  });
}

/** POST /console/coaching/slots/remove — a time no order ever booked; refused otherwise. */
export function removeConsoleCoachingSlot(input: BodyOf<typeof RemoveConsoleCoachingSlot>) {
  return mainApi.postJson<DataOf<typeof RemoveConsoleCoachingSlot>>(
    '/console/coaching/slots/remove',
    input,
  );
}

export function useRemoveConsoleCoachingSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeConsoleCoachingSlot,
    onSuccess: () => refreshCoaching(queryClient),
  });
}
