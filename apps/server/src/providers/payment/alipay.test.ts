import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlipayApiError, createAlipay } from './alipay.ts';
import { chinaDateTime, memberText, signContent, yuanToFen } from './alipay-crypto.ts';
import { FAKE_ALIPAY_APP_ID, startFakeAlipay } from './fake-alipay.ts';
import { PaymentGatewayError, PaymentNotifyError } from './payment-provider.ts';

describe('Alipay face-to-face adapter', () => {
  let fake: Awaited<ReturnType<typeof startFakeAlipay>>;
  beforeAll(async () => {
    fake = await startFakeAlipay();
  });
  afterAll(() => fake.close());

  const NOTIFY = 'https://shangan.example/api/v1/pay/notify/alipay';
  const order = (orderNum: string, amountFen = 19900) => ({
    orderNum,
    description: 'VIP会员-年卡',
    amountFen,
    expiresAt: new Date(Date.now() + 30 * 60_000),
  });
  const newKey = (part: 'privateKey' | 'publicKey') => {
    const pair = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    return part === 'privateKey'
      ? pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
      : pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  };

  it('refunds a trade by its refund number, once however often it is asked', async () => {
    const pay = createAlipay(fake.config(NOTIFY));
    await pay.createPayment(order('V2001', 4500));
    const request = {
      orderNum: 'V2001',
      refundNo: 'RV2001',
      amountFen: 4500,
      totalFen: 4500,
      reason: '买家申请退款',
    };
    expect(await pay.refund(request)).toEqual({ state: 'success' });
    expect(await pay.refund(request)).toEqual({ state: 'success' });
    expect([...fake.refunds.values()]).toEqual([
      { out_trade_no: 'V2001', out_request_no: 'RV2001', refund_amount: '45.00' },
    ]);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'alipay.trade.refund' });
    await expect(pay.refund({ ...request, orderNum: 'V404', refundNo: 'RV404' })).rejects.toThrow(
      AlipayApiError,
    );
  });

  it('opens a precreate trade with a signed request and answers its qr_code', async () => {
    const pay = createAlipay(fake.config(NOTIFY));
    const opened = order('V1001');
    const { url } = await pay.createPayment(opened);
    expect(url).toMatch(/^https:\/\/qr\.alipay\.com\/bax0[0-9a-f]+$/);
    expect(url).toBe(fake.orders.get('V1001')?.qr_code);

    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({
      app_id: FAKE_ALIPAY_APP_ID,
      method: 'alipay.trade.precreate',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      notify_url: NOTIFY,
    });
    expect(sent.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(fake.orders.get('V1001')).toMatchObject({
      total_amount: '199.00',
      subject: 'VIP会员-年卡',
      product_code: 'FACE_TO_FACE_PAYMENT',
      time_expire: chinaDateTime(opened.expiresAt),
    });
    expect(fake.orders.get('V1001')?.timeout_express).toMatch(/^(29|30)m$/);

    // Cents survive the conversion, and the subject loses the characters Alipay refuses.
    await pay.createPayment({ ...order('V1005', 5), description: '图书 A/B=C&D' });
    expect(fake.orders.get('V1005')).toMatchObject({
      total_amount: '0.05',
      subject: '图书 A B C D',
    });

    await pay.closePayment('V1001');
    expect(fake.orders.get('V1001')?.closed).toBe(true);
    // A code nobody scanned has no trade at Alipay yet: nothing to close, no error.
    await expect(pay.closePayment('V1999')).resolves.toBeUndefined();
  });

  it('fails when Alipay refuses our signature, or its answer is not signed by Alipay', async () => {
    const wrongApp = createAlipay({ ...fake.config(NOTIFY), privateKey: newKey('privateKey') });
    await expect(wrongApp.createPayment(order('V1002'))).rejects.toThrow(/isv\.invalid-signature/);
    expect(fake.refusedRequests).toContain('alipay.trade.precreate');

    const otherAlipay = createAlipay({
      ...fake.config(NOTIFY),
      alipayPublicKey: newKey('publicKey'),
    });
    await expect(otherAlipay.createPayment(order('V1003'))).rejects.toThrow(/签名验证失败/);

    const pay = createAlipay(fake.config(NOTIFY));
    fake.failNext({ kind: 'forge' });
    await expect(pay.createPayment(order('V1004'))).rejects.toThrow(/签名验证失败/);
  });

  it('reports a business refusal, a silent gateway and an unreachable one as gateway errors', async () => {
    const pay = createAlipay(fake.config(NOTIFY), { timeoutMs: 300 });
    fake.failNext({ kind: 'refuse', subCode: 'ACQ.TOTAL_FEE_EXCEED', subMsg: '订单金额超过限额' });
    const refused = await pay.createPayment(order('V1101')).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AlipayApiError);
    expect(refused).toMatchObject({ code: '40004', subCode: 'ACQ.TOTAL_FEE_EXCEED' });

    fake.failNext({ kind: 'hang' });
    await expect(pay.createPayment(order('V1102'))).rejects.toBeInstanceOf(PaymentGatewayError);

    const away = createAlipay(
      { ...fake.config(NOTIFY), gateway: 'http://127.0.0.1:9/gateway.do' },
      { timeoutMs: 2000 },
    );
    await expect(away.createPayment(order('V1103'))).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('verifies a notification and reads the trade from it', async () => {
    const pay = createAlipay(fake.config('http://127.0.0.1/notify'));
    await pay.createPayment(order('V2001', 3900));
    const parse = (n: { body: string; headers: Record<string, string> }) =>
      pay.parseNotify({ headers: n.headers, rawBody: n.body });

    const notice = parse(fake.notification('V2001', { tradeNo: '2025010122001400001' }));
    expect(notice).toMatchObject({
      orderNum: 'V2001',
      transactionId: '2025010122001400001',
      amountFen: 3900,
      success: true,
    });
    expect(Math.abs(Date.parse(notice.paidAt) - Date.now())).toBeLessThan(5_000);
    expect(parse(fake.notification('V2001', { tradeStatus: 'TRADE_FINISHED' })).success).toBe(true);
    expect(parse(fake.notification('V2001', { tradeStatus: 'WAIT_BUYER_PAY' })).success).toBe(
      false,
    );
    expect(parse(fake.notification('V2001', { tradeStatus: 'TRADE_CLOSED' })).success).toBe(false);
    expect(parse(fake.notification('V2001', { amount: '0.01' })).amountFen).toBe(1);

    expect(pay.notifyAnswer(null)).toEqual({ status: 200, body: 'success' });
    expect(pay.notifyAnswer(new PaymentNotifyError('签名验证失败'))).toEqual({
      status: 401,
      body: 'failure',
    });
  });

  it('refuses forged, altered, foreign or malformed notifications', async () => {
    const pay = createAlipay(fake.config('http://127.0.0.1/notify'));
    await pay.createPayment(order('V3001', 3900));
    const parse = (body: string) => () => pay.parseNotify({ headers: {}, rawBody: body });

    expect(parse(fake.notification('V3001', { forgeSignature: true }).body)).toThrow(
      '签名验证失败',
    );
    const genuine = fake.notification('V3001').body;
    expect(parse(genuine.replace('total_amount=39.00', 'total_amount=0.39'))).toThrow(
      '签名验证失败',
    );
    // Signed by Alipay, but for another app of the same merchant.
    expect(parse(fake.notification('V3001', { appId: '2021000000009999' }).body)).toThrow(
      '通知不属于本应用',
    );
    const form = new URLSearchParams(genuine);
    form.delete('sign');
    expect(parse(form.toString())).toThrow('缺少签名信息');
    expect(parse(`${genuine}&out_trade_no=V3002`)).toThrow('通知内容无效');
    expect(parse(genuine.replace('sign_type=RSA2', 'sign_type=RSA'))).toThrow('签名类型不受支持');
    expect(parse('')).toThrow(PaymentNotifyError);
  });
});

describe('Alipay protocol pieces', () => {
  it('signs requests without empty values and notifications without sign_type', () => {
    const params = { b: '2', a: '1', sign: 's', sign_type: 'RSA2', empty: '' };
    expect(signContent(params)).toBe('a=1&b=2&sign_type=RSA2');
    expect(signContent(params, 'notify')).toBe('a=1&b=2&empty=');
  });

  it('finds the exact text of a response node', () => {
    const text =
      '{"alipay_x_response":{"code":"10000","qr_code":"https:\\/\\/qr.alipay.com\\/b","n":{"s":"}{\\""},"v":1},"sign":"abc"}';
    expect(memberText(text, 'alipay_x_response')).toBe(
      '{"code":"10000","qr_code":"https:\\/\\/qr.alipay.com\\/b","n":{"s":"}{\\""},"v":1}',
    );
    expect(memberText(text, 'sign')).toBe('"abc"');
    expect(memberText('{"a": 12 , "b":true}', 'a')).toBe('12');
    expect(memberText('{"a":12}', 'a')).toBe('12');
    expect(memberText('not json', 'a')).toBeUndefined();
    expect(memberText('{"b":1}', 'a')).toBeUndefined();
  });

  it('reads yuan amounts into fen exactly', () => {
    expect(yuanToFen('39.00')).toBe(3900);
    expect(yuanToFen('0.5')).toBe(50);
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('19.99')).toBe(1999);
    for (const bad of ['', '-1.00', '1.234', '1e3', ' 1.00', '1,00', undefined]) {
      expect(yuanToFen(bad)).toBeNull();
    }
  });
});
