import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { DEFAULT_PORTAL_ID, SiteConfigView } from '../site.schemas.ts';
import { aboutUs } from '../site.service.ts';
import { readSiteSettings } from '../site-settings.service.ts';

/** GET /api/v1/pc/siteConfig — switches, addresses and contacts the web shell reads per visit. */
export const siteConfigRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pc/siteConfig',
    {
      schema: {
        tags: ['站点'],
        summary:
          '站点配置：题库入口开关、灰色模式、客服与交流群地址、旧版地址、联系方式、门户 Logo',
        response: { 200: Envelope(SiteConfigView) },
      },
    },
    async () => {
      const site = app.config.site;
      const [portal, settings] = await Promise.all([
        aboutUs(app.db, DEFAULT_PORTAL_ID),
        readSiteSettings(app.db, site),
      ]);
      return ok({
        questionBankEnabled: site.questionBankEnabled,
        chatUrl: site.chatUrl,
        grayMode: settings.grayMode,
        oldSiteUrl: site.oldSiteUrl,
        qqGroup: site.qqGroup,
        qqGroupUrl: site.qqGroupUrl,
        contact: site.contact,
        mainLogo: portal.mainLogo,
        spareLogo: portal.spareLogo,
      });
    },
  );
};
