import { Type } from 'typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { ColumnNode } from '../columns.schemas.ts';
import { getColumnTree } from '../columns.service.ts';

/** GET /api/v1/pc/headColumns — the news column tree the header and site map are built from. */
export const headColumnsRoute: FastifyPluginAsync = async (app) => {
  app.get(
    '/pc/headColumns',
    {
      schema: {
        tags: ['资讯'],
        summary: '栏目树（头部导航、网站地图）',
        response: { 200: Envelope(Type.Array(ColumnNode)) },
      },
    },
    async () => ok(await getColumnTree(app.db)),
  );
};
