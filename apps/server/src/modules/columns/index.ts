import type { FastifyPluginAsync } from 'fastify';
import { headColumnsRoute } from './routes/head-columns.route.ts';

export const columnsModule: FastifyPluginAsync = async (app) => {
  await app.register(headColumnsRoute);
};
