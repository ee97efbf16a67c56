import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetSiteSettings } from '@shangan/shared/contracts/console/settings';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { consoleSettings } from '../console-settings.service.ts';

/** GET /api/v1/console/settings — the site settings in force (administrators). */
export const consoleSettingsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(GetSiteSettings),
    handler: async () => ok(await consoleSettings(app.db, app.config.site)),
  });
};
