import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteOptions } from 'fastify';
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

// The route table as Fastify builds it (test/route-capture.ts says why it is a mock).
const captured = vi.hoisted(() => ({ routes: [] as RouteOptions[] }));
vi.mock('fastify', async (importOriginal) =>
  (await import('../../test/route-capture.ts')).capturingRoutes(importOriginal, captured.routes),
);

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
