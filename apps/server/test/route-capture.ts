import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * The route table as Fastify builds it, for tests that walk every route: the real `fastify`
 * module with an onRoute hook added to every instance it creates, pushing into `routes`. A hook
 * added through createTestApp's beforeReady comes too late (buildApp awaits every register, so
 * all routes exist before it runs). Use it from a hoisted mock:
 *
 *   const captured = vi.hoisted(() => ({ routes: [] as RouteOptions[] }));
 *   vi.mock('fastify', async (importOriginal) =>
 *     (await import('../../test/route-capture.ts')).capturingRoutes(importOriginal, captured.routes),
 *   );
 */
export async function capturingRoutes(
  importOriginal: <T>() => Promise<T>,
  routes: RouteOptions[],
): Promise<Record<string, unknown>> {
  const mod = await importOriginal<Record<string, unknown>>();
  const original = mod.default as (options: unknown) => FastifyInstance;
  const create = (options: unknown) => {
    const app = original(options);
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    return app;
  };
  return { ...mod, default: create, fastify: create };
}
