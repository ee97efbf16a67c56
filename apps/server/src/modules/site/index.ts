import type { FastifyPluginAsync } from 'fastify';
import { aboutUsRoute } from './routes/about-us.route.ts';
import type { ConsoleAboutContext } from './console-about.service.ts';
import { consoleAboutRoute } from './routes/console-about.route.ts';
import { consoleAboutSaveRoute } from './routes/console-about-save.route.ts';
import { consolePortalPageSaveRoute } from './routes/console-portal-page-save.route.ts';
import { consoleChangeSettingRoute } from './routes/console-change-setting.route.ts';
import { consoleSettingsRoute } from './routes/console-settings.route.ts';
import { signRoute } from './routes/sign.route.ts';
import { siteConfigRoute } from './routes/site-config.route.ts';
import { trackingRoute } from './routes/tracking.route.ts';

// The SEO pages sit outside the API prefixes, so app.ts registers them itself.
export { seoRoutes } from './routes/seo.route.ts';

/**
 * Site-wide calls on the main API: configuration, about-us, sign-in and tracking, and the
 * console's site settings.
 */
export const siteModule: FastifyPluginAsync = async (app) => {
  for (const route of [
    siteConfigRoute,
    aboutUsRoute,
    signRoute,
    trackingRoute,
    consoleSettingsRoute,
    consoleChangeSettingRoute,
  ]) {
    await app.register(route);
  }
  const aboutCtx: ConsoleAboutContext = {
    db: app.db,
    invalidate: () => app.publicContent.invalidate(),
  };
  for (const route of [consoleAboutRoute, consoleAboutSaveRoute, consolePortalPageSaveRoute]) {
    await app.register(route, { ctx: aboutCtx });
  }
};
