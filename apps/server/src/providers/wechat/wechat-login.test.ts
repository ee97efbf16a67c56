import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWechatLogin, WechatLoginError } from './wechat-login.ts';

describe('WeChat login adapter', () => {
  // A fake sns/oauth2/access_token endpoint on 127.0.0.1.
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    const ok =
      url.pathname === '/sns/oauth2/access_token' &&
      url.searchParams.get('appid') === 'wxapp' &&
      url.searchParams.get('secret') === 'wxsecret' &&
      url.searchParams.get('grant_type') === 'authorization_code' &&
      url.searchParams.get('code') === 'good-code';
    res.end(
      JSON.stringify(
        ok
          ? { access_token: 't', openid: 'open-1', unionid: 'union-1', scope: 'snsapi_login' }
          : { errcode: 40029, errmsg: 'invalid code' },
      ),
    );
  });
  let apiBase = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('exchanges a code for the unionid', async () => {
    const login = createWechatLogin({ appId: 'wxapp', appSecret: 'wxsecret', apiBase });
    expect(await login.unionIdByCode('good-code')).toEqual({
      unionId: 'union-1',
      openId: 'open-1',
    });
  });

  it('throws a WechatLoginError for a refused code', async () => {
    const login = createWechatLogin({ appId: 'wxapp', appSecret: 'wxsecret', apiBase });
    await expect(login.unionIdByCode('bad')).rejects.toBeInstanceOf(WechatLoginError);
  });
});
