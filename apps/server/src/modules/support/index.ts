import type { FastifyPluginAsync } from 'fastify';
import { createStorageProvider } from '../../providers/storage/index.ts';
import type { FeedbackContext } from './feedback.service.ts';
import { consoleFeedbackReplyRoute } from './routes/console-feedback-reply.route.ts';
import { consoleFeedbackRoute } from './routes/console-feedback.route.ts';
import { consoleMarkMessageRoute } from './routes/console-mark-message.route.ts';
import { consoleMessagesRoute } from './routes/console-messages.route.ts';
import { feedbackMineRoute } from './routes/feedback-mine.route.ts';
import { feedbackSendRoute } from './routes/feedback-send.route.ts';
import { feedbackUploadParamsRoute } from './routes/feedback-upload-params.route.ts';
import { leaveMessageRoute } from './routes/leave-message.route.ts';

/**
 * Customer service: messages visitors leave when no chat service is configured, members'
 * feedback with screenshots and its replies, and the console's lists where staff work both.
 */
export const supportModule: FastifyPluginAsync = async (app) => {
  const ctx: FeedbackContext = {
    db: app.db,
    engine: app.dbEngine,
    config: app.config,
    storage: createStorageProvider(app.config),
  };
  await app.register(leaveMessageRoute);
  await app.register(consoleMessagesRoute);
  await app.register(consoleMarkMessageRoute);
  for (const route of [
    feedbackSendRoute,
    feedbackMineRoute,
    feedbackUploadParamsRoute,
    consoleFeedbackRoute,
    consoleFeedbackReplyRoute,
  ]) {
    await app.register(route, { ctx });
  }
};
