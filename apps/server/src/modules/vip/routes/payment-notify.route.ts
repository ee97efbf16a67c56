import { Type, type Static } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope } from '../../../lib/envelope.ts';
import { PaymentNotifyError } from '../../../providers/payment/index.ts';
import type { VipContext } from '../vip-context.ts';
import { outsideContract } from '../../../lib/contract-route.ts';

const Params = Type.Object({ provider: Type.String({ maxLength: 16 }) });
const Fail = Type.Object({ code: Type.Literal('FAIL'), message: Type.String() });
/** Alipay's answers: the plain text `success`, or `failure`. */
const Text = Type.String();

/**
 * POST /api/v1/pay/notify/{provider} — where the payment gateway reports a payment (WeChat Pay
 * v3's notify_url, Alipay's; the local demo gateway calls it too). It speaks the gateway's
 * protocol, not our envelope: 204 when taken, 4xx with {code:'FAIL'} when refused, and the
 * gateway retries until it gets a 2xx (Alipay: the text `success`, or `failure`). Nothing is believed before the signature checks out, and the amount
 * must be the order's. VIP and shop orders share the route: the payment desk that issued the
 * order number (plugins/app/payment-desks.ts) settles it.
 */
export const paymentNotifyRoute: FastifyPluginAsyncTypebox<{ ctx: VipContext }> = async (
  app,
  { ctx },
) => {
  // Signatures cover the exact bytes, so this route keeps the body as the raw string.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });
  // Alipay posts its parameters form-encoded and signs their values: the same raw string here,
  // read by its adapter, instead of the object the app's form parser makes.
  app.removeContentTypeParser('application/x-www-form-urlencoded');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.post(
    '/pay/notify/:provider',
    {
      schema: outsideContract("a payment gateway's own protocol", {
        tags: ['支付'],
        summary: '支付网关回调（验签、核对金额，幂等地标记订单已支付并开通/延长会员）',
        params: Params,
        // 400 may also be the app's envelope: requests refused before the handler runs (a NUL
        // character anywhere, by the app's input guard) are answered there.
        response: {
          200: Text,
          204: Type.Null(),
          400: Type.Union([Fail, ErrorEnvelope, Text]),
          401: Type.Union([Fail, Text]),
          404: Type.Union([Fail, Text]),
        },
      }),
      // A provider name the schema refuses is answered below in the gateway's protocol: the
      // envelope of the app's error handler does not fit the 400 schema and became a 500.
      attachValidation: true,
    },
    async (request, reply) => {
      const answer = (error: PaymentNotifyError | null) => {
        const { status, body } = ctx.payment.notifyAnswer(error);
        if (body === null) return reply.status(204).send(null);
        return reply.status(status as 400).send(body as Static<typeof Fail> | string);
      };
      if (request.validationError || request.params.provider !== ctx.payment.name) {
        return answer(new PaymentNotifyError('未启用该支付渠道', 404));
      }
      const rawBody = typeof request.body === 'string' ? request.body : '';
      try {
        const notice = ctx.payment.parseNotify({ headers: request.headers, rawBody });
        const desk = app.paymentDesks.forOrder(notice.orderNum);
        if (!desk) throw new PaymentNotifyError('订单不存在', 404);
        const outcome = await desk.settle(notice);
        request.log.info({ orderNum: notice.orderNum, outcome }, 'payment notification');
        return answer(null);
      } catch (err) {
        if (!(err instanceof PaymentNotifyError)) throw err;
        request.log.warn({ reason: err.message }, 'payment notification refused');
        return answer(err);
      }
    },
  );
};
