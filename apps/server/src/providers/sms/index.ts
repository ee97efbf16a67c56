import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config/env.ts';
import { createAliyunSms } from './aliyun-sms.ts';
import { createLocalSms } from './local-sms.ts';
import type { SmsProvider } from './sms-provider.ts';

export function createSmsProvider(config: SmsConfig, log: FastifyBaseLogger): SmsProvider {
  if (config.provider === 'aliyun' && config.aliyun) return createAliyunSms(config.aliyun);
  return createLocalSms(log);
}
export type { SmsNotice, SmsProvider } from './sms-provider.ts';
export { SmsSendError } from './sms-provider.ts';
