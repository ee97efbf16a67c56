import type { FastifyRequest } from 'fastify';
import { isPhoneUserAgent, isWeChatBrowser } from '@shangan/shared';
import type { PaymentPayer } from '../providers/payment/index.ts';

/** The buyer of an order, as the request that opens its payment shows them. */
export function payerOf(request: FastifyRequest): PaymentPayer {
  const userAgent = request.headers['user-agent'];
  return {
    siteOrigin: `${request.protocol}://${request.host}`,
    // Behind a proxy this is the buyer's only with TRUST_PROXY set; WeChat Pay refuses an H5
    // payment made from another address than the one it was told. A dual-stack socket writes
    // IPv4 buyers as ::ffff:a.b.c.d.
    clientIp: request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, ''),
    device: isWeChatBrowser(userAgent)
      ? 'wechat'
      : isPhoneUserAgent(userAgent)
        ? 'phone'
        : 'computer',
  };
}
