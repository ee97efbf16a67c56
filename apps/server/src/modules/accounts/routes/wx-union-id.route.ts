import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import { GetWxUnionIdByCode } from '@shangan/shared/contracts/accounts';
import { ApiError } from '../../../lib/api-error.ts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { WechatLoginError } from '../../../providers/wechat/wechat-login.ts';
import type { AccountsContext } from '../accounts-context.ts';

/** GET /api/v1/pc/getWxUnionIdByCode — WeChat OAuth code → unionid, through the WeChat provider. */
export const wxUnionIdRoute: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetWxUnionIdByCode),
    handler: async (request) => {
      if (!ctx.wechatLogin) {
        throw new ApiError(ApiCode.BAD_REQUEST, '暂未开通微信登录，请使用手机号登录');
      }
      try {
        const { unionId, openId } = await ctx.wechatLogin.unionIdByCode(request.query.code);
        return ok({ unionid: unionId, openid: openId });
      } catch (err) {
        if (err instanceof WechatLoginError) {
          request.log.warn({ err }, 'wechat login lookup failed');
          throw new ApiError(ApiCode.BAD_REQUEST, '微信授权失败，请重新扫码');
        }
        throw err;
      }
    },
  });
};
