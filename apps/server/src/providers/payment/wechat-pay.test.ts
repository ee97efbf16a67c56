import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWechatPay } from './fake-wechat-pay.ts';
import { PaymentGatewayError, PaymentNotifyError } from './payment-provider.ts';
import { createWechatPay } from './wechat-pay.ts';

describe('WeChat Pay v3 adapter (Native and H5)', () => {
  let fake: Awaited<ReturnType<typeof startFakeWechatPay>>;
  beforeAll(async () => {
    fake = await startFakeWechatPay();
  });
  afterAll(() => fake.close());

  const order = (orderNum: string) => ({
    orderNum,
    description: 'VIP会员-年卡',
    amountFen: 19900,
    expiresAt: new Date('2025-03-01T04:30:00Z'),
  });
  const headersOf = (h: Record<string, string>) => h;

  it('opens a native order with a signed request and answers the code_url', async () => {
    const pay = createWechatPay(fake.config('https://shangan.example/api/v1/pay/notify/wechat'));
    const { url } = await pay.createPayment(order('V1001'));
    expect(url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(fake.orders.get('V1001')).toMatchObject({
      description: 'VIP会员-年卡',
      amount: { total: 19900, currency: 'CNY' },
      time_expire: '2025-03-01T12:30:00+08:00',
      notify_url: 'https://shangan.example/api/v1/pay/notify/wechat',
    });
    await pay.closePayment('V1001');
    expect(fake.orders.get('V1001')?.closed).toBe(true);
  });

  it("sends a phone's browser to the mobile payment page (H5) with its address, and WeChat's browser a code", async () => {
    const pay = createWechatPay(fake.config('https://shangan.example/api/v1/pay/notify/wechat'));
    const payer = { siteOrigin: 'https://m.shangan.example', clientIp: '203.0.113.7' };
    const phone = await pay.createPayment({
      ...order('V1101'),
      payer: { ...payer, device: 'phone' },
    });
    expect(phone.url).toMatch(/^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?/);
    expect(fake.orders.get('V1101')).toMatchObject({
      trade_type: 'MWEB',
      payer_client_ip: '203.0.113.7',
      amount: { total: 19900, currency: 'CNY' },
    });
    const { body, headers } = fake.notification('V1101');
    expect(pay.parseNotify({ headers, rawBody: body })).toMatchObject({
      orderNum: 'V1101',
      success: true,
    });

    // Opened on a phone, paid later on a computer (and the other way round): WeChat Pay keeps
    // the order number to its first way, which is used again.
    const again = await pay.createPayment({
      ...order('V1101'),
      payer: { ...payer, device: 'computer' },
    });
    expect(again.url).toMatch(/^https:\/\/wx\.tenpay\.com\//);
    await pay.createPayment({ ...order('V1103'), payer: { ...payer, device: 'computer' } });
    const fromPhone = await pay.createPayment({
      ...order('V1103'),
      payer: { ...payer, device: 'phone' },
    });
    expect(fromPhone.url).toMatch(/^weixin:\/\/wxpay\//);

    for (const device of ['wechat', 'computer'] as const) {
      const { url } = await pay.createPayment({
        ...order(`V1102${device}`),
        payer: { ...payer, device },
      });
      expect(url, device).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
      expect(fake.orders.get(`V1102${device}`)?.trade_type).toBe('NATIVE');
    }
  });

  it('fails when the gateway refuses the merchant signature or its answer is not signed by it', async () => {
    const wrongMerchant = createWechatPay({
      ...fake.config(''),
      mchPrivateKey: crypto
        .generateKeyPairSync('rsa', { modulusLength: 2048 })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
    });
    await expect(wrongMerchant.createPayment(order('V1002'))).rejects.toBeInstanceOf(
      PaymentGatewayError,
    );
    expect(fake.refusedRequests).toContain('/v3/pay/transactions/native');

    const otherPlatform = createWechatPay({
      ...fake.config(''),
      platformPublicKey: crypto
        .generateKeyPairSync('rsa', { modulusLength: 2048 })
        .publicKey.export({ type: 'spki', format: 'pem' })
        .toString(),
    });
    await expect(otherPlatform.createPayment(order('V1003'))).rejects.toThrow(/签名验证失败/);
    await expect(
      createWechatPay({ ...fake.config(''), apiBase: 'http://127.0.0.1:9' }).createPayment(
        order('V1004'),
      ),
    ).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('verifies and decrypts a payment notification', async () => {
    const pay = createWechatPay(fake.config('http://127.0.0.1/notify'));
    await pay.createPayment(order('V2001'));
    const { body, headers } = fake.notification('V2001', { transactionId: '4200000001' });
    expect(pay.parseNotify({ headers: headersOf(headers), rawBody: body })).toMatchObject({
      orderNum: 'V2001',
      transactionId: '4200000001',
      amountFen: 19900,
      success: true,
    });
  });

  it('refuses forged, altered, undecryptable or foreign notifications', async () => {
    const pay = createWechatPay(fake.config('http://127.0.0.1/notify'));
    await pay.createPayment(order('V3001'));
    const parse = (n: { body: string; headers: Record<string, string> }) => () =>
      pay.parseNotify({ headers: n.headers, rawBody: n.body });

    expect(parse(fake.notification('V3001', { forgeSignature: true }))).toThrow('签名验证失败');
    const genuine = fake.notification('V3001');
    expect(parse({ ...genuine, body: genuine.body.replace('"summary"', '"summarY"') })).toThrow(
      '签名验证失败',
    );
    expect(parse({ ...genuine, headers: { ...genuine.headers, 'wechatpay-serial': 'X' } })).toThrow(
      '平台证书序列号不匹配',
    );
    expect(parse(fake.notification('V3001', { wrongKey: true }))).toThrow(PaymentNotifyError);
    expect(parse(fake.notification('V3001', { wrongKey: true }))).toThrow('通知解密失败');

    const otherMerchant = createWechatPay({ ...fake.config(''), mchId: '1900000999' });
    expect(() =>
      otherMerchant.parseNotify({ headers: genuine.headers, rawBody: genuine.body }),
    ).toThrow('通知不属于本商户');
    const refunded = fake.notification('V3001', { eventType: 'REFUND.SUCCESS' });
    expect(parse(refunded)()).toMatchObject({ success: false });
  });
});
