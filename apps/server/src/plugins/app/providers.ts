import fp from 'fastify-plugin';
import { createSmsProvider, type SmsProvider } from '../../providers/sms/index.ts';
import { createWechatLogin, type WechatLogin } from '../../providers/wechat/wechat-login.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
    /** Null when no WeChat app is configured. */
    wechatLogin: WechatLogin | null;
  }
}

/** The outside services, each `local` by default or a real one by configuration. */
export default fp(
  async (app) => {
    app.decorate('sms', createSmsProvider(app.config.sms, app.log));
    app.decorate('wechatLogin', app.config.wechat ? createWechatLogin(app.config.wechat) : null);
  },
  { name: 'providers' },
);
