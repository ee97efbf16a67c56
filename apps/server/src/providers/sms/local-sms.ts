import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider.ts';

/**
 * The offline default: no gateway, codes and notices go to the server log, and the send
 * response carries a code so the demo UI can show it to the person.
 */
export function createLocalSms(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'local',
    revealsCodes: true,
    async sendCode(phone, code) {
      log.info({ phone, code }, 'SMS (local provider): verification code');
    },
    sendsNotice: () => true,
    async sendNotice(phone, notice) {
      log.info({ phone, notice }, 'SMS (local provider): notice');
    },
  };
}
