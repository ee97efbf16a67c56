/**
 * The order a mobile page is waiting to see paid, kept for this tab while the person is away
 * paying (the local pay page, the Alipay app): coming back, the page picks the order up again
 * and goes on watching it instead of offering the packages anew. Per order book, one at a time;
 * an order past its deadline is forgotten.
 */
export type PaymentBook = 'vip' | 'shop';

export interface PendingOrder {
  id: number;
  orderNum: string;
  product: string;
  payAmount: string;
  url: string;
  expiresAt: string;
}

const key = (book: PaymentBook) => `pendingPayment:${book}`;

function isPendingOrder(value: unknown): value is PendingOrder {
  const order = value as Partial<PendingOrder> | null;
  return (
    !!order &&
    typeof order.id === 'number' &&
    typeof order.orderNum === 'string' &&
    typeof order.product === 'string' &&
    typeof order.payAmount === 'string' &&
    typeof order.url === 'string' &&
    typeof order.expiresAt === 'string'
  );
}

export function keepPendingPayment(book: PaymentBook, order: PendingOrder): void {
  const { id, orderNum, product, payAmount, url, expiresAt } = order;
  try {
    sessionStorage.setItem(
      key(book),
      JSON.stringify({ id, orderNum, product, payAmount, url, expiresAt }),
    );
  } catch {
    // Storage unavailable (a privacy mode): the page simply forgets the order on leaving.
  }
}

export function pendingPayment(book: PaymentBook, now = Date.now()): PendingOrder | null {
  let value: unknown;
  try {
    value = JSON.parse(sessionStorage.getItem(key(book)) ?? 'null');
  } catch {
    return null;
  }
  if (!isPendingOrder(value)) return null;
  const deadline = new Date(value.expiresAt).getTime();
  if (Number.isNaN(deadline) || deadline <= now) {
    forgetPendingPayment(book);
    return null;
  }
  return value;
}

export function forgetPendingPayment(book: PaymentBook): void {
  try {
    sessionStorage.removeItem(key(book));
  } catch {
    /* storage unavailable: nothing was kept */
  }
}
