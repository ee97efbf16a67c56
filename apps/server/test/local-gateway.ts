import type { FastifyInstance } from 'fastify';
import { createLocalPayment } from '../src/providers/payment/local-payment.ts';

/**
 * The local demo gateway as the tests drive it: notices signed with the app's own secret and
 * posted to the one notify route, the way the local pay page (and a real gateway) delivers them.
 */
export function localGateway(app: FastifyInstance) {
  const gateway = createLocalPayment({
    publicUrl: app.config.publicUrl,
    secret: app.config.appSecret,
  });
  return {
    gateway,
    notify: (headers: Record<string, string>, body: string, provider = 'local') =>
      app.inject({ method: 'POST', url: `/api/v1/pay/notify/${provider}`, headers, payload: body }),
    /** The gateway's signed word that the order is paid. */
    signed: (order: { orderNum: string }, amountFen: number, transactionId: string) =>
      gateway.signNotice({
        orderNum: order.orderNum,
        transactionId,
        amountFen,
        success: true,
        paidAt: new Date().toISOString(),
      }),
  };
}
