import type { FastifyPluginAsync } from 'fastify';
import { GetHeadColumns } from '@shangan/shared/contracts/columns';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { getColumnTree } from '../columns.service.ts';

/** GET /api/v1/pc/headColumns — the news column tree the header and site map are built from. */
export const headColumnsRoute: FastifyPluginAsync = async (app) => {
  app.route({
    ...routeOf(GetHeadColumns),
    config: { publicCache: true },
    handler: async () => ok(await getColumnTree(app.db)),
  });
};
