import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChangeSiteSetting } from '@shangan/shared/contracts/console/settings';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { changeSettingFromConsole } from '../console-settings.service.ts';

/** POST /api/v1/console/settings — an administrator changes a site setting for every instance. */
export const consoleChangeSettingRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(ChangeSiteSetting),
    handler: async (request) =>
      ok(
        await changeSettingFromConsole(app.db, app.config.site, request.user!.id, request.body),
        '设置已保存',
      ),
  });
};
