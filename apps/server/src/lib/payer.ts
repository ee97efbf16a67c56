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
    // Behind a proxy this is the buyer's only with TRUST_PROXY set; WeChat Pay refuses an H5
    // payment made from another address than the one it was told. A dual-stack socket writes
    // IPv4 buyers as ::ffff:a.b.c.d.
    clientIp: request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, ''),
    device: WECHAT_BROWSER.test(userAgent ?? '')
      ? 'wechat'
      : isPhoneUserAgent(userAgent)
        ? 'phone'
        : 'computer',
  };
}
