import crypto from 'node:crypto';
import type { SmsConfig } from '../../config/env.ts';
import { SmsSendError, type SmsNotice, type SmsProvider } from './sms-provider.ts';

type AliyunConfig = NonNullable<SmsConfig['aliyun']>;

/**
 * Aliyun SMS (dysmsapi SendSms) over its RPC protocol with HMAC-SHA1 signatures. The code
 * template takes one variable named `code`; the class-reminder template `title` and `time`.
 */
export function createAliyunSms(
  config: AliyunConfig,
  fetchImpl: typeof fetch = fetch,
): SmsProvider {
  const send = async (phone: string, templateCode: string, params: Record<string, string>) => {
    const query = canonicalQuery({
      AccessKeyId: config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: phone,
      RegionId: 'cn-hangzhou',
      SignName: config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: crypto.randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify(params),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    });
    const signature = signAliyunRpc('GET', query, config.accessKeySecret);
    const url = `${config.endpoint}/?Signature=${percentEncode(signature)}&${query}`;

    let body: { Code?: string; Message?: string };
    try {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(5_000) });
      body = (await res.json()) as typeof body;
    } catch (err) {
      throw new SmsSendError(`Aliyun SMS unreachable: ${String(err)}`, { cause: err });
    }
    if (body.Code !== 'OK') {
      throw new SmsSendError(`Aliyun SMS refused: ${body.Code ?? '?'} ${body.Message ?? ''}`);
    }
  };
  const noticeTemplates: Record<SmsNotice['kind'], string | null> = {
    'live-reminder': config.liveReminderTemplateCode,
  };
  return {
    name: 'aliyun',
    revealsCodes: false,
    sendCode: (phone, code) => send(phone, config.templateCode, { code }),
    sendsNotice: (kind) => noticeTemplates[kind] !== null,
    async sendNotice(phone, notice) {
      const template = noticeTemplates[notice.kind];
      if (!template) throw new SmsSendError(`no SMS template for ${notice.kind}`);
      await send(phone, template, notice.params);
    },
  };
}

/** RFC 3986 encoding as Aliyun's signature requires (encodeURIComponent leaves !'()* alone). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key] ?? '')}`)
    .join('&');
}

export function signAliyunRpc(method: string, canonical: string, secret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return crypto.createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}
