import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type {
  GetConsoleCoachingProduct,
  ListConsoleCoaches,
  ListConsoleCoaching,
  ListConsoleCoachingSlots,
  RemoveConsoleCoachingSlot,
  SaveConsoleCoach,
  SaveConsoleCoachingProduct,
  SaveConsoleCoachingSlot,
} from '@shangan/shared/contracts/console/coaching';
import { mainApi } from '../../../lib/api';
import { AUDIT_KEY, consoleKey } from './console-keys';

export type CoachingSlotBody = BodyOf<typeof SaveConsoleCoachingSlot>;
export type CoachBody = BodyOf<typeof SaveConsoleCoach>;
export type CoachingProductBody = BodyOf<typeof SaveConsoleCoachingProduct>;

/**
 * Every coaching-timetable query (the products, each one's times and full content, the coaches)
 * lives under this key.
 */
export const COACHING_KEY = consoleKey('coaching');

const PRODUCTS_KEY = [...COACHING_KEY, 'products'] as const;
const slotsKey = (productId: number) => [...COACHING_KEY, 'slots', productId] as const;
const productKey = (productId: number) => [...COACHING_KEY, 'product', productId] as const;
const COACHES_KEY = [...COACHING_KEY, 'coaches'] as const;

/**
 * After a time is added, changed or removed, a product or a coach saved: everything coaching
 * read again — the products (their coaches, count of times to come and last time), their times
 * and contents, the coaches (and the products they teach) — and the audit log.
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

/** GET /console/coaching/coaches — the coaches, with the products each teaches. */
export function fetchConsoleCoaches() {
  return mainApi.get<DataOf<typeof ListConsoleCoaches>>('/console/coaching/coaches', {
    silent: true,
  });
}

/** The coaches; asked only while `enabled` (the product editor asks once it opens). */
export function useConsoleCoaches(enabled = true) {
  return useQuery({ queryKey: COACHES_KEY, queryFn: fetchConsoleCoaches, enabled });
}

/** GET /console/coaching/products/detail — everything of one product, to change it. */
export function fetchConsoleCoachingProduct(id: number) {
  return mainApi.get<DataOf<typeof GetConsoleCoachingProduct>>(
    '/console/coaching/products/detail',
    { params: { id }, silent: true },
  );
}

/**
 * A product's full content for its editor; asked once `productId` is given, and read afresh each
 * time an editor mounts (what the form starts from is never an old copy).
 */
export function useConsoleCoachingProduct(productId: number | undefined) {
  return useQuery({
    queryKey: productKey(productId ?? 0),
    queryFn: () => fetchConsoleCoachingProduct(productId ?? 0),
    enabled: productId !== undefined,
    refetchOnMount: 'always',
  });
}

/** POST /console/coaching/coaches/save — a new coach (id null) or one changed. */
export function saveConsoleCoach(input: CoachBody) {
  return mainApi.postJson<DataOf<typeof SaveConsoleCoach>>('/console/coaching/coaches/save', input);
}

export function useSaveConsoleCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsoleCoach,
    onSuccess: () => refreshCoaching(queryClient),
  });
}

/**
 * POST /console/coaching/products/save — a product's names, prices, sale, texts, programme,
 * coaches in order and deposit; a refusal's message is shown by the client.
 */
export function saveConsoleCoachingProduct(input: CoachingProductBody) {
  return mainApi.postJson<DataOf<typeof SaveConsoleCoachingProduct>>(
    '/console/coaching/products/save',
    input,
  );
}

export function useSaveConsoleCoachingProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsoleCoachingProduct,
    onSuccess: (detail) => {
      queryClient.setQueryData(productKey(detail.id), detail);
      return refreshCoaching(queryClient);
    },
  });
}
