import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

/** A shop order that has just moved from unpaid to paid. */
export interface PaidShopOrder {
  id: number;
  orderNum: string;
  userId: number;
  /** The kind of the goods ordered (enlist_service …). */
  kind: string;
  paidAt: string;
}

/**
 * What the module selling a kind of goods does when an order of it is paid: runs inside the
 * settlement's transaction, so the order and what it bought change together or not at all
 * (throwing refuses the notice; the gateway sends it again).
 */
export type PaidListener = (trx: Transaction<Database>, order: PaidShopOrder) => Promise<void>;

/**
 * Listeners by goods kind. Every instance of the server registers the same stateless listeners
 * at start-up (they work only through the transaction they are given), so one map serves every
 * app in the process.
 */
const listeners = new Map<string, PaidListener>();

/** Registers the listener of a kind; one per kind, registering the same one again is a no-op. */
export function onShopOrderPaid(kind: string, listener: PaidListener): void {
  const taken = listeners.get(kind);
  if (taken && taken !== listener)
    throw new Error(`paid orders of ${kind} already have a listener`);
  listeners.set(kind, listener);
}

/** Tells the kind's listener, if any, that the order is paid (from the settlement). */
export async function announcePaid(
  trx: Transaction<Database>,
  order: PaidShopOrder,
): Promise<void> {
  await listeners.get(order.kind)?.(trx, order);
}

/** A paid shop order that finance has just started refunding. */
export interface RefundedShopOrder {
  id: number;
  orderNum: string;
  userId: number;
  kind: string;
}

/**
 * What the module selling a kind of goods takes back when an order of it is refunded (a
 * course's enrolment): runs inside the refund's first transaction, with the order moved to
 * refunding, so the buyer never keeps what they bought once their money is on its way back.
 */
export type RefundListener = (
  trx: Transaction<Database>,
  order: RefundedShopOrder,
) => Promise<void>;

const refundListeners = new Map<string, RefundListener>();

/** Registers the refund listener of a kind; kinds without one cannot be refunded in the console. */
export function onShopOrderRefunded(kind: string, listener: RefundListener): void {
  const taken = refundListeners.get(kind);
  if (taken && taken !== listener)
    throw new Error(`refunded orders of ${kind} already have a listener`);
  refundListeners.set(kind, listener);
}

/** Goods that carry nothing to take back: a book is a parcel, refunded as money alone. */
const PLAIN_GOODS = new Set(['book']);

/** Whether the console may refund an order of this kind. */
export function refundableKind(kind: string): boolean {
  return PLAIN_GOODS.has(kind) || refundListeners.has(kind);
}

export async function announceRefunded(
  trx: Transaction<Database>,
  order: RefundedShopOrder,
): Promise<void> {
  await refundListeners.get(order.kind)?.(trx, order);
}
