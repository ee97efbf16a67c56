import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@shangan/shared/contracts/console/dashboard';
import { call, confirmLocal, passwordLogin } from '../../../test/client.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { chinaDate, chinaDayStart } from '../../lib/time.ts';
import { DEMO_ADMIN } from '../accounts/public.ts';
import { dashboard } from './dashboard.service.ts';

/** The console's dashboard: China days, sales of both kinds, new accounts, the backlog. */
describe.each(engines)('the console dashboard on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    token = (await passwordLogin(t.app, DEMO_ADMIN.phone, DEMO_ADMIN.password)).data.token;
  });
  afterAll(() => t.close());

  const figures = async () =>
    (await call<Dashboard>(t.app, 'GET', '/console/dashboard', { token })).data;

  it('counts a VIP payment and a new account in today’s figures, to the fen', async () => {
    const before = await figures();
    const buyer = await createLearner(t.app.db);
    // A month of VIP, bought and paid as the VIP dialog and a phone would.
    const groups = await call<Array<{ product: Array<{ id: number }> }>>(
      t.app,
      'GET',
      '/pc/getvipproduct',
      { query: { type: '1' }, token: buyer.token },
    );
    const order = await call<{ url: string }>(t.app, 'POST', '/pc/vipOrders/create', {
      token: buyer.token,
      body: { type: 1, vipProductId: groups.data[0]!.product[0]!.id },
    });
    expect(order.code).toBe(200);
    await confirmLocal(t.app, order.data.url);
    const after = await figures();
    expect(after.today.day).toBe(chinaDate(new Date()));
    expect(after.today.vip.count).toBe(before.today.vip.count + 1);
    const fen = (yuan: string) => Math.round(Number(yuan) * 100);
    const paid = await t.app.db
      .selectFrom('vip_order')
      .select('pay_amount')
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(fen(after.today.vip.amount) - fen(before.today.vip.amount)).toBe(paid.pay_amount);
    expect(fen(after.today.revenue)).toBe(
      fen(after.today.vip.amount) + fen(after.today.shop.amount),
    );
    expect(after.today.newUsers).toBe(before.today.newUsers + 1);
    // The seed's short answer waits for the demo grader.
    expect(after.backlog.shortAnswers).toBeGreaterThanOrEqual(1);
  });

  it('draws the line between days at midnight in China, not in UTC', async () => {
    const day = '2026-03-10';
    const start = chinaDayStart(day);
    expect(start.toISOString()).toBe('2026-03-09T16:00:00.000Z');
    const at = (ms: number) => new Date(start.getTime() + ms).toISOString();
    for (const created of [at(-1), at(0), at(3_600_000)]) {
      await t.app.db
        .insertInto('app_user')
        .values({
          uuid: crypto.randomUUID(),
          user_name: `day${crypto.randomInt(1e9)}`,
          invite_code: `D${crypto.randomInt(1e9)}`,
          phone: null,
          created_at: created,
          updated_at: created,
        })
        .execute();
    }
    const figuresThen = await dashboard(t.app.db, new Date(start.getTime() + 12 * 3_600_000));
    expect(figuresThen.today).toMatchObject({ day: '2026-03-10', newUsers: 2 });
    expect(figuresThen.yesterday).toMatchObject({ day: '2026-03-09', newUsers: 1 });
  });
});
