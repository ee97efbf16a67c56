import type { FastifyPluginAsync } from 'fastify';

/**
 * The learning-system API (spec part 1 §7.2), mounted at /gxw-web-student. Clients send the
 * session token in a `token` header and JSON bodies. Feature modules register here.
 */
export const learningApi: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request) => {
    const token = request.headers.token;
    request.authToken = typeof token === 'string' && token.length > 0 ? token : null;
  });
};
