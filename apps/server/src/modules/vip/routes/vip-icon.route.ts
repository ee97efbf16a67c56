import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../../lib/api-error.ts';
import { vipIconSvg } from '../vip-icons.ts';
import { outsideContract } from '../../../lib/contract-route.ts';

/** GET /api/v1/pc/vipIcons/{key}.svg — the demo catalogue's tier and benefit icons. */
export const vipIconRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pc/vipIcons/:file',
    {
      schema: outsideContract('an SVG picture', {
        tags: ['VIP会员'],
        summary: 'VIP 等级与权益图标（SVG）',
        params: Type.Object({ file: Type.String({ pattern: '^[a-z-]{1,32}\\.svg$' }) }),
      }),
    },
    async (request, reply) => {
      const svg = vipIconSvg(request.params.file.replace(/\.svg$/, ''));
      if (!svg) throw new ApiError(ApiCode.NOT_FOUND, '图标不存在');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  );
};
