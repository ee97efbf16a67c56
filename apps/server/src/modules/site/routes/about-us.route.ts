import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import {
  DEFAULT_PORTAL_ID,
  GetAboutUs,
  GetAboutUsAd,
  GetPortalPage,
} from '@shangan/shared/contracts/site';
import { ApiError } from '../../../lib/api-error.ts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { findRunningAds } from '../../news/public.ts';
import { aboutUs, portalPage } from '../site.service.ts';

/**
 * About-us content by portal_id (GET /api/v1/pc/portal/aboutUs), the corporate pages of the
 * footer and the about-us ad.
 */
export const aboutUsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(GetAboutUs),
    handler: async (request) => {
      const {
        mainLogo: _main,
        spareLogo: _spare,
        ...content
      } = await aboutUs(app.db, request.query.portal_id ?? DEFAULT_PORTAL_ID);
      return ok(content);
    },
  });
  app.route({
    ...routeOf(GetPortalPage),
    handler: async (request) => {
      const page = await portalPage(
        app.db,
        request.query.portal_id ?? DEFAULT_PORTAL_ID,
        request.query.type,
      );
      if (!page) throw new ApiError(ApiCode.NOT_FOUND, '页面不存在');
      return ok(page);
    },
  });
  app.route({
    ...routeOf(GetAboutUsAd),
    handler: async () => {
      // The about page's ads belong to the main site: no city's own ads.
      const ads = await findRunningAds(app.db, 'aboutUs', null, new Date().toISOString());
      return ok(ads.map(({ city_id: _city, ...ad }) => ad));
    },
  });
};
