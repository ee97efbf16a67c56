import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PORTAL_ID, GetSiteConfig } from '@shangan/shared/contracts/site';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { aboutUs } from '../site.service.ts';
import { readSiteSettings } from '../site-settings.service.ts';

/** GET /api/v1/pc/siteConfig — switches, addresses and contacts the web shell reads per visit. */
export const siteConfigRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(GetSiteConfig),
    handler: async () => {
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
  });
};
