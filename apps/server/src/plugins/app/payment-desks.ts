import fp from 'fastify-plugin';
import type { PaymentSource } from '@shangan/shared/contracts/payment';
import type { PaymentNotice } from '../../providers/payment/index.ts';

/**
 * One gateway, one signed notify route, several order books (VIP memberships, shop orders).
 * Each module that takes payments registers a desk when it starts; the notify route and the
 * local demo pay page hand an order number to the desk that issued it. This plugin knows no
 * module: it only keeps the list.
 */
export interface PaymentDesk {
  /** The order book: named in the log, and to the local pay page as what a payment is for. */
  name: PaymentSource;
  /** Every order number the desk issues starts with this (one capital letter). */
  prefix: string;
  /** The order as the local demo pay page shows it; undefined when the desk has no such order. */
  findPayable(orderNum: string): Promise<PayableOrder | undefined>;
  /**
   * Settles a notice whose signature the route has checked: exactly once, whatever the number
   * of identical notices. Answers the outcome for the log; throws PaymentNotifyError to refuse.
   */
  settle(notice: PaymentNotice): Promise<string>;
}

export interface PayableOrder {
  orderNum: string;
  /** 购买物品 */
  product: string;
  amountFen: number;
  /** The gateway the order was opened at. */
  provider: string;
  /** 0 unpaid, 1 paid, 2 expired or closed, 3 paid but to be refunded (VIP's geState numbers). */
  state: 0 | 1 | 2 | 3;
  stateText: string;
  expiresAt: string;
}

export interface PaymentDesks {
  register(desk: PaymentDesk): void;
  forOrder(orderNum: string): PaymentDesk | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentDesks: PaymentDesks;
  }
}

export function createPaymentDesks(): PaymentDesks {
  const desks = new Map<string, PaymentDesk>();
  return {
    register(desk) {
      if (!/^[A-Z]$/.test(desk.prefix)) throw new Error(`bad order-number prefix ${desk.prefix}`);
      const taken = desks.get(desk.prefix);
      if (taken) throw new Error(`prefix ${desk.prefix} of ${desk.name} is ${taken.name}'s`);
      desks.set(desk.prefix, desk);
    },
    forOrder: (orderNum) => desks.get(orderNum.charAt(0)),
  };
}

export default fp(
  async (app) => {
    app.decorate('paymentDesks', createPaymentDesks());
  },
  { name: 'payment-desks' },
);
