import Fastify from 'fastify';

// Fastify's own hello-world route: the ceiling our endpoints are compared against, measured on
// the same machine in the same run.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
