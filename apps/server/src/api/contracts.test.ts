import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { API_PREFIX } from '@shangan/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { isContractSchema, isOutsideContract } from '../lib/contract-route.ts';

/**
 * Every endpoint of the two APIs is declared once, as an endpoint contract in
 * @shangan/shared/contracts that the server's route and the clients' types both come from.
 * A route written with a schema of its own would let the two drift apart; the only routes
 * without a contract are those marked as answering outside the envelope (event streams,
 * pictures, a gateway's protocol).
 */

// The route table as Fastify builds it (see route-abuse.test.ts for why the hook goes here).
const captured = vi.hoisted(() => ({ routes: [] as RouteOptions[] }));
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<Record<string, unknown>>();
  const original = mod.default as (options: unknown) => FastifyInstance;
  const create = (options: unknown) => {
    const app = original(options);
    app.addHook('onRoute', (route) => {
      captured.routes.push(route);
    });
    return app;
  };
  return { ...mod, default: create, fastify: create };
});

describe('endpoint contracts', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('declares every API route through a contract or marks it as answering outside the envelope', () => {
    const apiRoutes = captured.routes.filter(
      (route) =>
        route.method !== 'HEAD' &&
        (route.url.startsWith(`${API_PREFIX.main}/`) ||
          route.url.startsWith(`${API_PREFIX.learning}/`)),
    );
    expect(apiRoutes.length).toBeGreaterThan(50);
    const undeclared = apiRoutes
      .filter((route) => !isContractSchema(route.schema) && !isOutsideContract(route.schema))
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(undeclared).toEqual([]);
  });
});
