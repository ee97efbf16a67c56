import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/connect.ts';
import { openEventStream } from '../../../test/client.ts';
import { createTestApp, TEST_REDIS_URL, type TestApp } from '../../../test/test-app.ts';
import {
  call,
  confirmLocal,
  findPackage,
  newUser,
  products,
  seedCatalogue,
  type CreatedView,
} from './vip.test-support.ts';

/**
 * Two instances behind one load balancer: the dialog's event stream is held by one, the
 * gateway's notification lands on the other. Redis carries the 'paid' between them.
 */
describe.skipIf(!TEST_REDIS_URL)('VIP paid events across instances through Redis', () => {
  let first: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await createTestApp('sqlite', { redis: true });
    await seedCatalogue(first.app);
    second = await buildApp({
      config: first.app.config,
      database: openDatabase(first.database.url),
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('delivers paid to a stream on the other instance', async () => {
    const user = await newUser(first.app);
    const month = findPackage(await products(first.app, 1), 'VIP会员', '月卡');
    const order = await call<CreatedView>(first.app, 'POST', '/pc/vipOrders/create', {
      token: user.token,
      body: { type: 1, vipProductId: month.id },
    });
    const stream = await openEventStream(
      second,
      `/pc/vipOrders/events/${order.data.id}`,
      user.token,
    );
    expect(stream.first).toContain(': connected');

    const started = Date.now();
    await confirmLocal(first.app, order.data.url);
    expect(await stream.rest()).toContain('event: paid');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
