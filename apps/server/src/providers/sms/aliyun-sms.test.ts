import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAliyunSms } from './aliyun-sms.ts';
import { SmsSendError } from './sms-provider.ts';

const SECRET = 'test-secret';

/**
 * A fake dysmsapi on 127.0.0.1 that checks the request the way Aliyun does: every parameter
 * present and the HMAC-SHA1 signature over the sorted, RFC 3986-encoded query.
 */
function fakeAliyun() {
  const received: Array<Record<string, string>> = [];
  const server = http.createServer((req, res) => {
    const params = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
    received.push(params);
    const { Signature, ...rest } = params;
    const enc = (v: string) =>
      encodeURIComponent(v).replace(
        /[!'()*]/g,
        (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase(),
      );
    const canonical = Object.keys(rest)
      .sort()
      .map((k) => `${enc(k)}=${enc(rest[k] ?? '')}`)
      .join('&');
    const expected = crypto
      .createHmac('sha1', `${SECRET}&`)
      .update(`GET&${enc('/')}&${enc(canonical)}`)
      .digest('base64');
    res.setHeader('content-type', 'application/json');
    if (Signature !== expected) {
      res.end(JSON.stringify({ Code: 'SignatureDoesNotMatch', Message: 'bad signature' }));
    } else if (rest.PhoneNumbers === '13900000000') {
      res.end(JSON.stringify({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控' }));
    } else {
      res.end(JSON.stringify({ Code: 'OK', Message: 'OK', BizId: '1', RequestId: 'r' }));
    }
  });
  return { server, received };
}

describe('Aliyun SMS adapter', () => {
  const fake = fakeAliyun();
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  const config = () => ({
    endpoint,
    accessKeyId: 'AKID',
    accessKeySecret: SECRET,
    signName: '上岸教育',
    templateCode: 'SMS_123',
    liveReminderTemplateCode: 'SMS_456' as string | null,
  });

  it('sends a correctly signed SendSms request with the code as template parameter', async () => {
    await createAliyunSms(config()).sendCode('13812345678', '4321');
    const last = fake.received.at(-1)!;
    expect(last).toMatchObject({
      Action: 'SendSms',
      PhoneNumbers: '13812345678',
      SignName: '上岸教育',
      TemplateCode: 'SMS_123',
      TemplateParam: '{"code":"4321"}',
    });
  });

  it('sends a class reminder with its own template, and none without one', async () => {
    const sms = createAliyunSms(config());
    expect(sms.sendsNotice('live-reminder')).toBe(true);
    await sms.sendNotice('13812345678', {
      kind: 'live-reminder',
      params: { title: '行测冲刺直播答疑', time: '今天 19:30' },
    });
    expect(fake.received.at(-1)).toMatchObject({
      TemplateCode: 'SMS_456',
      TemplateParam: '{"title":"行测冲刺直播答疑","time":"今天 19:30"}',
    });
    const without = createAliyunSms({ ...config(), liveReminderTemplateCode: null });
    expect(without.sendsNotice('live-reminder')).toBe(false);
  });

  it('throws when the gateway refuses (flow control, wrong key)', async () => {
    await expect(createAliyunSms(config()).sendCode('13900000000', '1111')).rejects.toBeInstanceOf(
      SmsSendError,
    );
    await expect(
      createAliyunSms({ ...config(), accessKeySecret: 'wrong' }).sendCode('13812345678', '1111'),
    ).rejects.toThrow(/SignatureDoesNotMatch/);
  });

  it('throws when the gateway is unreachable', async () => {
    await expect(
      createAliyunSms({ ...config(), endpoint: 'http://127.0.0.1:9' }).sendCode(
        '13812345678',
        '1111',
      ),
    ).rejects.toBeInstanceOf(SmsSendError);
  });
});
