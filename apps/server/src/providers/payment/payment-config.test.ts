import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env.ts';

describe('payment configuration', () => {
  it('defaults to the local demo gateway with 30-minute orders', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).payment).toEqual({
      provider: 'local',
      orderTtlMinutes: 30,
      wechatPay: null,
    });
  });

  it('lists every missing WeChat Pay variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'wechat', WECHATPAY_API_V3_KEY: 'short' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toContain('WECHATPAY_MCH_ID is required when PAYMENT_PROVIDER=wechat');
    expect(problems).toContain('WECHATPAY_API_V3_KEY must be 32 bytes');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'alipay' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('reads WeChat Pay keys with escaped line breaks and derives the notify URL', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'https://shangan.example/',
      PAYMENT_PROVIDER: 'wechat',
      WECHATPAY_APP_ID: 'wx1',
      WECHATPAY_MCH_ID: '190',
      WECHATPAY_MCH_SERIAL_NO: 'S1',
      WECHATPAY_MCH_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
      WECHATPAY_PLATFORM_PUBLIC_KEY: 'pub',
      WECHATPAY_PLATFORM_SERIAL_NO: 'P1',
      WECHATPAY_API_V3_KEY: '0123456789abcdef0123456789abcdef',
    });
    expect(config.payment.wechatPay).toMatchObject({
      mchPrivateKey: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
      apiBase: 'https://api.mch.weixin.qq.com',
      notifyUrl: 'https://shangan.example/api/v1/pay/notify/wechat',
    });
  });
});
