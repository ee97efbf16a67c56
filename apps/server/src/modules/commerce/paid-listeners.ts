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
