import type { FastifyPluginAsync } from 'fastify';
import { leaveMessageRoute } from './routes/leave-message.route.ts';

/** Customer service: messages visitors leave for staff when no chat service is configured. */
export const supportModule: FastifyPluginAsync = async (app) => {
  await app.register(leaveMessageRoute);
};
