import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { DEFAULT_PORTAL_ID, SiteConfigView } from '../site.schemas.ts';
import { aboutUs } from '../site.service.ts';

/** GET /api/v1/pc/siteConfig — switches and logos the web shell reads once per visit. */
export const siteConfigRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pc/siteConfig',
    {
      schema: {
        tags: ['站点'],
        summary: '站点配置：题库入口开关、在线客服地址、门户 Logo',
        response: { 200: Envelope(SiteConfigView) },
      },
    },
    async () => {
      const portal = await aboutUs(app.db, DEFAULT_PORTAL_ID);
      return ok({
        questionBankEnabled: app.config.site.questionBankEnabled,
        chatUrl: app.config.site.chatUrl,
        mainLogo: portal.mainLogo,
        spareLogo: portal.spareLogo,
      });
    },
  );
};
