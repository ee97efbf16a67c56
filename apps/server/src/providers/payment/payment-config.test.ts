import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env.ts';

describe('payment configuration', () => {
  it('defaults to the local demo gateway with 30-minute orders', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).payment).toEqual({
      provider: 'local',
      orderTtlMinutes: 30,
      wechatPay: null,
      alipay: null,
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
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
      /PAYMENT_PROVIDER must be local, wechat or alipay/,
    );
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

  const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
    try {
      loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'alipay', ...env });
    } catch (err) {
      if (err instanceof ConfigError) return err.problems;
      throw err;
    }
    return [];
  };
  const pair = () => crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const app = pair();
  const alipay = pair();
  const pem = {
    appPrivate: app.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    appPublic: app.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    alipayPublic: alipay.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
  const bare = (text: string) => text.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

  it('lists every missing or unusable Alipay variable at once', () => {
    expect(problemsOf({})).toEqual([
      'ALIPAY_APP_ID is required when PAYMENT_PROVIDER=alipay',
      'ALIPAY_PRIVATE_KEY is required when PAYMENT_PROVIDER=alipay',
      'ALIPAY_PUBLIC_KEY is required when PAYMENT_PROVIDER=alipay',
    ]);
    const problems = problemsOf({
      ALIPAY_APP_ID: '2021',
      ALIPAY_PRIVATE_KEY: 'not a key',
      ALIPAY_PUBLIC_KEY: pem.appPrivate,
      ALIPAY_GATEWAY: 'openapi.alipay.com/gateway.do',
    });
    expect(problems).toEqual([
      "ALIPAY_PRIVATE_KEY must be the app's RSA private key (PEM, or the base64 text of Alipay's key tool)",
      "ALIPAY_PUBLIC_KEY must be Alipay's RSA public key (PEM, or the base64 text the Alipay console shows)",
      'ALIPAY_GATEWAY must start with http:// or https://',
    ]);
    // The app's own public key in place of Alipay's: every notification would be refused.
    expect(
      problemsOf({
        ALIPAY_APP_ID: '2021',
        ALIPAY_PRIVATE_KEY: pem.appPrivate,
        ALIPAY_PUBLIC_KEY: pem.appPublic,
      }),
    ).toEqual([
      "ALIPAY_PUBLIC_KEY is the app's own public key (应用公钥): it must be Alipay's (支付宝公钥)",
    ]);
  });

  it('reads Alipay keys as PEM with escaped line breaks or as bare base64, and derives the defaults', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'https://shangan.example/',
      PAYMENT_PROVIDER: 'alipay',
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY: pem.appPrivate.trim().replaceAll('\n', '\\n'),
      ALIPAY_PUBLIC_KEY: bare(pem.alipayPublic),
    });
    expect(config.payment.alipay).toEqual({
      appId: '2021000000000001',
      privateKey: pem.appPrivate,
      alipayPublicKey: pem.alipayPublic,
      gateway: 'https://openapi.alipay.com/gateway.do',
      notifyUrl: 'https://shangan.example/api/v1/pay/notify/alipay',
    });

    // PKCS#1, as the key tool writes it for non-Java servers, and the addresses set explicitly.
    const pkcs1 = app.privateKey.export({ type: 'pkcs1', format: 'der' }).toString('base64');
    const explicit = loadConfig({
      // Production takes Alipay as a real gateway: nothing asks for ALLOW_DEMO_PROVIDERS.
      NODE_ENV: 'production',
      APP_SECRET: crypto.randomBytes(48).toString('base64'),
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '上岸',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      PAYMENT_PROVIDER: 'alipay',
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY: pkcs1,
      ALIPAY_PUBLIC_KEY: pem.alipayPublic,
      ALIPAY_GATEWAY: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do',
      ALIPAY_NOTIFY_URL: 'https://pay.shangan.example/api/v1/pay/notify/alipay',
    });
    expect(explicit.payment.alipay).toMatchObject({
      privateKey: pem.appPrivate,
      gateway: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do',
      notifyUrl: 'https://pay.shangan.example/api/v1/pay/notify/alipay',
    });
  });
});
