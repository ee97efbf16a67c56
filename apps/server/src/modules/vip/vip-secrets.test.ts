import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as scrubPayUrls } from '../../db/migrations/0009_scrub_pay_urls.ts';
import { EVENT_STREAMS_PER_USER, TOO_MANY_STREAMS } from '../../plugins/app/event-streams.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { newUser, orderPackage, seedCatalogue } from './vip.test-support.ts';

/**
 * What holds a right by itself (the pay page's token, URL signatures) stays out of logs and
 * rows; and one person cannot hold more than a few long-lived event streams at once.
 */
describe.each(engines)('VIP secrets and streams on %s', (engine) => {
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine, {
      config: { logLevel: 'info' },
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
          done();
        },
      }),
    });
    await seedCatalogue(t.app);
  });
  afterAll(() => t.close());

  const newOrder = (token: string) => orderPackage(t.app, token);

  it('keeps the pay-page token out of the order row and out of the request log', async () => {
    const user = await newUser(t.app);
    const order = await newOrder(user.token);
    const payPage = new URL(order.url);
    const token = payPage.searchParams.get('t')!;
    expect(token).toMatch(/^[0-9a-f]{32}$/);

    const row = await t.app.db
      .selectFrom('vip_order')
      .select('pay_url')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.pay_url).not.toContain(token);
    expect(row.pay_url).toContain(`/pay/local/${order.orderNum}?t=[redacted]`);

    // The phone opens the page; a signed media address is fetched too.
    await t.app.inject({ method: 'GET', url: `${payPage.pathname}${payPage.search}` });
    await t.app.inject({ method: 'GET', url: '/gxw-web-student/media/1?expires=9&sign=cafe0123' });
    const logged = logLines.join('\n');
    expect(logged).toContain(`/pay/local/${order.orderNum}?t=[redacted]`);
    expect(logged).toContain('sign=[redacted]');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('cafe0123');
  });

  it('takes the tokens out of orders written before', async () => {
    const user = await newUser(t.app);
    const order = await newOrder(user.token);
    // As the old code stored it.
    await t.app.db
      .updateTable('vip_order')
      .set({ pay_url: order.url })
      .where('id', '=', order.id)
      .execute();
    await scrubPayUrls(t.app.db as unknown as Kysely<unknown>);
    const row = await t.app.db
      .selectFrom('vip_order')
      .select('pay_url')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.pay_url).toBe(order.url.replace(/t=[0-9a-f]+/, 't=[redacted]'));
  });

  it(`lets one person hold ${EVENT_STREAMS_PER_USER} event streams at once, then refuses`, async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const user = await newUser(t.app);
    const order = await newOrder(user.token);
    const open = (signal: AbortSignal) =>
      fetch(`${base}/api/v1/pc/vipOrders/events/${order.id}`, {
        headers: { authorization: `Bearer ${user.token}` },
        signal,
      });

    const controllers = Array.from({ length: EVENT_STREAMS_PER_USER }, () => new AbortController());
    for (const controller of controllers) {
      const res = await open(controller.signal);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    }
    const refused = await open(new AbortController().signal);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 429, msg: TOO_MANY_STREAMS });

    // Another person is not affected.
    const other = await newUser(t.app);
    const otherOrder = await newOrder(other.token);
    const otherController = new AbortController();
    const theirs = await fetch(`${base}/api/v1/pc/vipOrders/events/${otherOrder.id}`, {
      headers: { authorization: `Bearer ${other.token}` },
      signal: otherController.signal,
    });
    expect(theirs.status).toBe(200);

    // Closing one frees its slot.
    controllers[0]!.abort();
    while (t.app.eventStreams.openFor(user.id) >= EVENT_STREAMS_PER_USER) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    const again = new AbortController();
    expect((await open(again.signal)).status).toBe(200);
    for (const controller of [...controllers, again, otherController]) controller.abort();
  });
});
