import type { FastifyRequest } from 'fastify';
import { isPhoneUserAgent } from '@shangan/shared';
import type { PaymentPayer } from '../providers/payment/index.ts';

/** WeChat's own browser (also inside WeChat Work), where a pressed QR code can be paid. */
const WECHAT_BROWSER = /MicroMessenger/i;

/** The buyer of an order, as the request that opens its payment shows them. */
export function payerOf(request: FastifyRequest): PaymentPayer {
  const userAgent = request.headers['user-agent'];
  return {
    siteOrigin: `${request.protocol}://${request.host}`,
    clientIp: request.ip,
    device: WECHAT_BROWSER.test(userAgent ?? '')
      ? 'wechat'
      : isPhoneUserAgent(userAgent)
        ? 'phone'
        : 'computer',
  };
}
