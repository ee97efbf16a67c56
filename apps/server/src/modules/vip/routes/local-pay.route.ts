import crypto from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, ApiCode } from '@shangan/shared';
import type { PaymentSource } from '@shangan/shared/contracts/payment';
import {
  ConfirmLocalPay,
  GetLocalPayOrder,
  type LocalPayOrder,
} from '@shangan/shared/contracts/vip';
import { ApiError } from '../../../lib/api-error.ts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { LocalPaymentProvider } from '../../../providers/payment/index.ts';
import type { PayableOrder } from '../../../plugins/app/payment-desks.ts';
import { fenToYuan } from '../money.ts';
import { ORDER_NOT_FOUND } from '../vip.service.ts';

/** A payable order with the order book (desk) that issued it. */
type DeskOrder = PayableOrder & { source: PaymentSource };

/**
 * The local demo gateway's pages (PAYMENT_PROVIDER=local only): the phone that scanned the QR
 * code opens /pay/local/{orderNum}?t=…, which reads the order here and, on 确认支付, asks this
 * "gateway" to report the payment — it signs a notification and sends it to the very notify
 * endpoint a real gateway calls. The `t` token from the QR proves the caller saw that QR.
 * VIP and shop orders alike: the payment desk that issued the order number describes it.
 */
export const localPayRoute: FastifyPluginAsyncTypebox<{
  gateway: LocalPaymentProvider;
}> = async (app, { gateway }) => {
  const find = async (orderNum: string) => {
    const desk = app.paymentDesks.forOrder(orderNum);
    const order = await desk?.findPayable(orderNum);
    return desk && order ? { ...order, source: desk.name } : undefined;
  };
  async function orderFor(orderNum: string, token: string): Promise<DeskOrder> {
    const order = gateway.verifyPageToken(orderNum, token) ? await find(orderNum) : undefined;
    if (!order || order.provider !== 'local') {
      throw new ApiError(ApiCode.NOT_FOUND, ORDER_NOT_FOUND);
    }
    return order;
  }
  const describe = (order: DeskOrder): LocalPayOrder => ({
    source: order.source,
    orderNum: order.orderNum,
    product: order.product,
    payAmount: fenToYuan(order.amountFen),
    state: order.state,
    stateText: order.stateText,
    expiresAt: order.expiresAt,
  });

  app.route({
    ...routeOf(GetLocalPayOrder),
    handler: async (request) =>
      ok(describe(await orderFor(request.params.orderNum, request.query.t))),
  });

  app.route({
    ...routeOf(ConfirmLocalPay),
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request) => {
      const order = await orderFor(request.params.orderNum, request.body.t);
      const state = order.state;
      if (state === 1) return ok(describe(order), '订单已支付');
      if (state !== 0) throw new ApiError(ApiCode.BAD_REQUEST, '订单已失效，请在电脑上重新下单');

      const signed = gateway.signNotice({
        orderNum: order.orderNum,
        transactionId: `LOCAL${Date.now()}${crypto.randomInt(0, 1e6)}`,
        amountFen: order.amountFen,
        success: true,
        paidAt: new Date().toISOString(),
      });
      const res = await app.inject({
        method: 'POST',
        url: `${API_PREFIX.main}/pay/notify/local`,
        headers: signed.headers,
        payload: signed.body,
      });
      if (res.statusCode >= 300) {
        request.log.error({ status: res.statusCode, body: res.body }, 'local notify refused');
        throw new ApiError(ApiCode.BAD_REQUEST, '支付未成功，请在电脑上重新下单');
      }
      const settled = await find(order.orderNum);
      return ok(describe(settled ?? order), '支付成功');
    },
  });
};
