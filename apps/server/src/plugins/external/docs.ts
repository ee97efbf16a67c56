import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** OpenAPI generated from the route schemas, browsable at /docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: '上岸 Shangan API',
          description:
            '主站接口 /api/v1（Authorization: Bearer）与学习系统接口 /gxw-web-student（token 请求头）。' +
            '所有响应均为 {code, msg, data}，code 200 表示成功。',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            token: { type: 'apiKey', in: 'header', name: 'token' },
          },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'docs' },
);
