import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteOptions } from 'fastify';
import { API_PREFIX, Msg, STAFF_ROLES } from '@shangan/shared';
import { call, send, tokenHeaders } from '../../test/client.ts';
import { createLearner } from '../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../test/test-app.ts';
import { rolesOfSchema } from '../lib/contract-route.ts';
import { grantRole, type Role } from '../modules/accounts/public.ts';

/**
 * Every console endpoint, read from the route table Fastify builds (not a hand-picked list):
 * each must name its roles in its contract, refuse visitors (401), learners and people holding
 * only other roles (403) before looking at their input, and let an administrator in.
 */
// The route table as Fastify builds it (test/route-capture.ts says why it is a mock).
const captured = vi.hoisted(() => ({ routes: [] as RouteOptions[] }));
vi.mock('fastify', async (importOriginal) =>
  (await import('../../test/route-capture.ts')).capturingRoutes(importOriginal, captured.routes),
);

const CONSOLE = `${API_PREFIX.main}/console/`;

describe.each(engines)('console endpoints on %s', (engine) => {
  let t: TestApp;
  const people = {} as Record<'learner' | Role, string>;
  beforeAll(async () => {
    captured.routes.length = 0;
    t = await createTestApp(engine);
    const now = new Date().toISOString();
    people.learner = (await createLearner(t.app.db)).token;
    for (const role of STAFF_ROLES) {
      const person = await createLearner(t.app.db);
      await grantRole(t.app.db, person.id, role, now);
      people[role] = person.token;
    }
  });
  afterAll(() => t.close());

  const consoleRoutes = () =>
    captured.routes.filter((route) => route.method !== 'HEAD' && route.url.startsWith(CONSOLE));

  it('names the roles of every console route in its contract', () => {
    expect(consoleRoutes().length).toBeGreaterThanOrEqual(5);
    const unguarded = consoleRoutes()
      .filter((route) => rolesOfSchema(route.schema) === null)
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(unguarded).toEqual([]);
  });

  it('refuses visitors, learners and the wrong roles before reading the input; lets admins in', async () => {
    for (const route of consoleRoutes()) {
      const method = route.method as 'GET' | 'POST';
      const url = route.url.slice(API_PREFIX.main.length);
      const roles = rolesOfSchema(route.schema)!;
      const name = `${method} ${url}`;
      // A body that would fail validation: the refusal must come first all the same.
      const body = { id: 'x' };
      expect((await call(t.app, method, url, { body })).code, name).toBe(401);
      const learner = await call(t.app, method, url, { token: people.learner, body });
      expect(learner, name).toMatchObject({ code: 403, msg: Msg.noPermission, data: null });
      for (const role of STAFF_ROLES.filter((r) => r !== 'admin' && !roles.includes(r))) {
        const other = await call(t.app, method, url, { token: people[role], body });
        expect(other.code, `${name} as ${role}`).toBe(403);
      }
      for (const role of [...roles, 'admin' as const]) {
        // A route outside the contracts (the tus upload) answers in its own protocol, not JSON.
        const allowed = await send(t.app, method, route.url, {
          headers: tokenHeaders(people[role], 'bearer'),
          body: {},
        });
        const code = allowed.headers['content-type']?.toString().includes('json')
          ? (allowed.json() as { code: number }).code
          : allowed.statusCode;
        expect([401, 403], `${name} as ${role}`).not.toContain(code);
      }
    }
  });
});
