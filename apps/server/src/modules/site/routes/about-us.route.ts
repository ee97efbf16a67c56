import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../../lib/api-error.ts';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { Ad } from '../../news/public.ts';
import { AboutUs, DEFAULT_PORTAL_ID, PortalId } from '../site.schemas.ts';
import { aboutUs, portalPage } from '../site.service.ts';
import { findRunningAds } from '../../news/public.ts';

/**
 * About-us content by portal_id (GET /api/v1/pc/portal/aboutUs), the corporate pages of the
 * footer and the about-us ad.
 */
export const aboutUsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pc/portal/aboutUs',
    {
      schema: {
        tags: ['站点'],
        summary: '关于我们（portal_id，默认 81）；空字段由前端使用内置默认图文',
        querystring: Type.Object({ portal_id: PortalId }),
        response: { 200: Envelope(AboutUs) },
      },
    },
    async (request) => {
      const {
        mainLogo: _main,
        spareLogo: _spare,
        ...content
      } = await aboutUs(app.db, request.query.portal_id ?? DEFAULT_PORTAL_ID);
      return ok(content);
    },
  );
  app.get(
    '/pc/portal/page',
    {
      schema: {
        tags: ['站点'],
        summary: '企业页面：type 2 企业文化，type 3 发展历程',
        querystring: Type.Object({
          portal_id: PortalId,
          type: Type.Integer({
            minimum: 1,
            maximum: 9,
            errorMessage: { required: '请指定页面类型', default: '页面类型不正确' },
          }),
        }),
        response: {
          200: Envelope(
            Type.Object({ title: Type.String(), body: Type.String(), updatedAt: Type.String() }),
          ),
        },
      },
    },
    async (request) => {
      const page = await portalPage(
        app.db,
        request.query.portal_id ?? DEFAULT_PORTAL_ID,
        request.query.type,
      );
      if (!page) throw new ApiError(ApiCode.NOT_FOUND, '页面不存在');
      return ok(page);
    },
  );
  app.get(
    '/pc/aboutUsAd',
    {
      schema: {
        tags: ['站点'],
        summary: '关于我们页的推广位',
        querystring: Type.Object({ portal_id: PortalId }),
        response: { 200: Envelope(Type.Array(Ad)) },
      },
    },
    async () => {
      // The about page's ads belong to the main site: no city's own ads.
      const ads = await findRunningAds(app.db, 'aboutUs', null, new Date().toISOString());
      return ok(ads.map(({ city_id: _city, ...ad }) => ad));
    },
  );
};
