import type { AppConfig } from '../../config/env.ts';
import { createLocalPayment } from './local-payment.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createAlipay } from './alipay.ts';
import { createWechatPay } from './wechat-pay.ts';

/**
 * The configured gateway: WeChat Pay when PAYMENT_PROVIDER=wechat, Alipay when alipay, else the
 * local demo one.
 */
export function createPaymentProvider(config: AppConfig): PaymentProvider {
  if (config.payment.provider === 'wechat' && config.payment.wechatPay) {
    return createWechatPay(config.payment.wechatPay);
  }
  if (config.payment.provider === 'alipay' && config.payment.alipay) {
    return createAlipay(config.payment.alipay);
  }
  return createLocalPayment({ publicUrl: config.publicUrl, secret: config.appSecret });
}

export type { LocalPaymentProvider } from './local-payment.ts';
export type { PaymentNotice, PaymentPayer, PaymentProvider } from './payment-provider.ts';
export { PaymentGatewayError, PaymentNotifyError } from './payment-provider.ts';
