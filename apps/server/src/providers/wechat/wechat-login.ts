import type { WechatConfig } from '../../config/env.ts';

/** Third-party login lookup: turns a WeChat OAuth code into the person's unionid. */
export interface WechatLogin {
  unionIdByCode(code: string): Promise<{ unionId: string; openId: string }>;
}

export class WechatLoginError extends Error {}

/** WeChat Open Platform web login (sns/oauth2/access_token). */
export function createWechatLogin(
  config: WechatConfig,
  fetchImpl: typeof fetch = fetch,
): WechatLogin {
  return {
    async unionIdByCode(code) {
      const url = new URL('/sns/oauth2/access_token', config.apiBase);
      url.search = new URLSearchParams({
        appid: config.appId,
        secret: config.appSecret,
        code,
        grant_type: 'authorization_code',
      }).toString();
      let body: { unionid?: string; openid?: string; errcode?: number; errmsg?: string };
      try {
        const res = await fetchImpl(url, { signal: AbortSignal.timeout(5_000) });
        body = (await res.json()) as typeof body;
      } catch (err) {
        throw new WechatLoginError(`WeChat unreachable: ${String(err)}`, { cause: err });
      }
      if (!body.unionid || !body.openid) {
        throw new WechatLoginError(
          `WeChat refused the code: ${body.errcode ?? '?'} ${body.errmsg ?? ''}`,
        );
      }
      return { unionId: body.unionid, openId: body.openid };
    },
  };
}
