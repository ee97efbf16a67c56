import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../../lib/api-error.ts';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { WechatLoginError } from '../../../providers/wechat/wechat-login.ts';

const Query = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 128, errorMessage: { required: '缺少微信授权码' } }),
});

/** GET /api/v1/pc/getWxUnionIdByCode — WeChat OAuth code → unionid, through the WeChat provider. */
export const wxUnionIdRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pc/getWxUnionIdByCode',
    {
      schema: {
        tags: ['账号'],
        summary: '第三方（微信）登录：用授权码换取 unionid',
        querystring: Query,
        response: { 200: Envelope(Type.Object({ unionid: Type.String(), openid: Type.String() })) },
      },
    },
    async (request) => {
      if (!app.wechatLogin) {
        throw new ApiError(ApiCode.BAD_REQUEST, '暂未开通微信登录，请使用手机号登录');
      }
      try {
        const { unionId, openId } = await app.wechatLogin.unionIdByCode(request.query.code);
        return ok({ unionid: unionId, openid: openId });
      } catch (err) {
        if (err instanceof WechatLoginError) {
          request.log.warn({ err }, 'wechat login lookup failed');
          throw new ApiError(ApiCode.BAD_REQUEST, '微信授权失败，请重新扫码');
        }
        throw err;
      }
    },
  );
};
