import type { FastifyPluginAsync } from 'fastify';
import { aboutUsRoute } from './routes/about-us.route.ts';
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
};
