import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../lib/time.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { sweep } from './order-sweeper.ts';
import {
  buy,
  call,
  confirmLocal,
  findPackage,
  newUser,
  products,
  seedCatalogue,
  userRow,
  type CreatedView,
} from './vip.test-support.ts';

const near = (iso: string | null, expected: number) =>
  expect(Math.abs(new Date(iso ?? 0).getTime() - expected)).toBeLessThan(5_000);

describe.each(engines)('VIP products and orders on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedCatalogue(t.app);
  });
  afterAll(() => t.close());

  it('lists both tiers with benefits and yuan prices; visitors get new-purchase terms', async () => {
    const groups = await products(t.app, 1);
    expect(groups.map((g) => [g.name, g.weight])).toEqual([
      ['VIP会员', 10],
      ['钻石会员', 20],
    ]);
    expect(groups[0]!.benefit.length).toBeGreaterThan(0);
    const icon = await t.app.inject({ method: 'GET', url: groups[0]!.benefit[0]!.icon });
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.body).toMatch(/^<svg /);
    const year = findPackage(groups, 'VIP会员', '年卡');
    expect(year).toMatchObject({ price: '299.00', discountAmount: '199.00', payAmount: '199.00' });
    expect(year.isBuy).toBe(true);
    near(year.validUntil, Date.now() + 365 * DAY_MS);
    expect(findPackage(groups, 'VIP会员', '月卡').discountAmount).toBeNull();
  });

  it('refuses bad list types and bad order input with Chinese messages', async () => {
    const { token } = await newUser(t.app);
    const badType = await call(t.app, 'GET', '/pc/getvipproduct', { query: { type: '7' } });
    expect(badType).toMatchObject({ status: 400, msg: '套餐列表类型不正确' });
    const missing = await call(t.app, 'POST', '/pc/vipOrders/create', { token, body: { type: 1 } });
    expect(missing).toMatchObject({ status: 400, msg: '请选择套餐' });
    const wrongType = await call(t.app, 'POST', '/pc/vipOrders/create', {
      token,
      body: { type: 9, vipProductId: 1 },
    });
    expect(wrongType).toMatchObject({ status: 400, msg: '订单类型不正确' });
    const noPackage = await call(t.app, 'POST', '/pc/vipOrders/create', {
      token,
      body: { type: 1, vipProductId: 9999 },
    });
    expect(noPackage).toMatchObject({ status: 400, msg: '该套餐不存在或已下架' });
    const noAdviser = await call(t.app, 'POST', '/pc/vipOrders/create', {
      token,
      body: { type: 1, vipProductId: 1, dealCustomer: '999' },
    });
    expect(noAdviser).toMatchObject({ status: 400, msg: '所选课程顾问不存在，请重新选择' });
    const visitor = await call(t.app, 'POST', '/pc/vipOrders/create', {
      body: { type: 1, vipProductId: 1 },
    });
    expect(visitor.status).toBe(401);
    expect(await t.app.db.selectFrom('vip_order').selectAll().execute()).toEqual([]);
  });

  it('sells a new membership for the server-decided amount and grants it once paid', async () => {
    const user = await newUser(t.app);
    const month = findPackage(await products(t.app, 1, user.token), 'VIP会员', '月卡');
    const advisers = await call<Array<{ id: number; name: string }>>(
      t.app,
      'GET',
      '/pc/courseAdvisers',
    );
    const adviser = advisers.data[1]!;
    const created = await call<CreatedView>(t.app, 'POST', '/pc/vipOrders/create', {
      token: user.token,
      // A client-sent amount is ignored.
      body: {
        type: 1,
        vipProductId: month.id,
        dealCustomer: String(adviser.id),
        payAmount: '0.01',
      },
    });
    expect(created.data).toMatchObject({
      payAmount: '39.00',
      deduction: '0.00',
      product: 'VIP会员-月卡',
      orderNum: expect.stringMatching(/^V\d{20}$/),
    });
    expect(created.data.url).toMatch(/\/pay\/local\/V\d{20}\?t=[0-9a-f]{32}$/);
    const state = () =>
      call<number>(t.app, 'GET', `/pc/vipOrders/geState/${created.data.id}`, { token: user.token });
    expect((await state()).data).toBe(0);
    expect((await userRow(t.app, user.id)).weight).toBe(0);

    const { pathname, search } = new URL(created.data.url);
    const page = await call<{ product: string; payAmount: string; state: number }>(
      t.app,
      'GET',
      `${pathname}${search}`.replace('/pay/local/', '/pay/local/'),
    );
    expect(page.data).toMatchObject({
      source: 'vip',
      product: 'VIP会员-月卡',
      payAmount: '39.00',
      state: 0,
    });

    const confirmed = await confirmLocal(t.app, created.data.url);
    expect(confirmed).toMatchObject({ code: 200, msg: '支付成功', data: { state: 1 } });
    expect((await state()).data).toBe(1);
    const row = await userRow(t.app, user.id);
    expect(row).toMatchObject({ weight: 10, vip: 'VIP会员' });
    expect(row.icon).toBe('/api/v1/pc/vipIcons/crown.svg');
    near(row.expiration_time, Date.now() + 30 * DAY_MS);

    const current = await call(t.app, 'GET', '/pc/courseAdvisers/current', { token: user.token });
    expect(current.data).toEqual(adviser);
    const last = await call(t.app, 'GET', '/pc/vipOrders/lastDealCustomer', { token: user.token });
    expect(last.data).toEqual(adviser);

    const again = await confirmLocal(t.app, created.data.url);
    expect(again).toMatchObject({ code: 200, msg: '订单已支付' });
    expect((await userRow(t.app, user.id)).expiration_time).toBe(row.expiration_time);

    const history = await call<{ list: Array<Record<string, unknown>>; total: number }>(
      t.app,
      'GET',
      '/pc/vipOrders/index',
      { token: user.token },
    );
    expect(history.data.total).toBe(1);
    expect(history.data.list[0]).toMatchObject({
      typeText: '开通会员',
      payAmount: '39.00',
      status: 1,
      statusText: '已支付',
      dealCustomer: adviser.name,
      vipExpiresAt: row.expiration_time,
    });
  });

  it("never shows or settles another person's order", async () => {
    const owner = await newUser(t.app);
    const other = await newUser(t.app);
    const month = findPackage(await products(t.app, 1), 'VIP会员', '月卡');
    const created = await call<CreatedView>(t.app, 'POST', '/pc/vipOrders/create', {
      token: owner.token,
      body: { type: 1, vipProductId: month.id },
    });
    const peek = await call(t.app, 'GET', `/pc/vipOrders/geState/${created.data.id}`, {
      token: other.token,
    });
    expect(peek).toMatchObject({ status: 404, code: 404, msg: '订单不存在' });
    const stream = await t.app.inject({
      method: 'GET',
      url: `/api/v1/pc/vipOrders/events/${created.data.id}`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(stream.statusCode).toBe(404);
    const history = await call<{ total: number }>(t.app, 'GET', '/pc/vipOrders/index', {
      token: other.token,
    });
    expect(history.data.total).toBe(0);

    // The local payment page needs the token printed in the QR code.
    const orderNum = created.data.orderNum;
    const guessed = await call(t.app, 'POST', `/pay/local/${orderNum}/confirm`, {
      body: { t: '0'.repeat(32) },
    });
    expect(guessed).toMatchObject({ status: 404, msg: '订单不存在' });
    expect((await userRow(t.app, owner.id)).weight).toBe(0);
  });

  it('renews from the current expiry, changes up with a deduction, refuses going down', async () => {
    const user = await newUser(t.app);
    let groups = await products(t.app, 1, user.token);
    await buy(t.app, user.token, 1, findPackage(groups, 'VIP会员', '月卡').id);
    const first = (await userRow(t.app, user.id)).expiration_time!;

    // A member cannot buy "new" again.
    const dup = await call(t.app, 'POST', '/pc/vipOrders/create', {
      token: user.token,
      body: { type: 1, vipProductId: findPackage(groups, 'VIP会员', '月卡').id },
    });
    expect(dup).toMatchObject({ status: 400, msg: '您已是会员，请选择续费、变更或升级' });

    groups = await products(t.app, 2, user.token);
    const renew = findPackage(groups, 'VIP会员', '月卡');
    expect(renew).toMatchObject({ isBuy: true, orderType: 2, payAmount: '39.00', isCurrent: true });
    expect(renew.validUntil).toBe(new Date(new Date(first).getTime() + 30 * DAY_MS).toISOString());
    const renewed = await buy(t.app, user.token, 2, renew.id);
    expect(renewed.product).toBe('VIP会员-月卡（续费）');
    expect((await userRow(t.app, user.id)).expiration_time).toBe(renew.validUntil);

    // 60 days left of a 39-yuan, 30-day plan: 78 yuan deducted.
    groups = await products(t.app, 3, user.token);
    const month = findPackage(groups, 'VIP会员', '月卡');
    expect(month).toMatchObject({
      isBuy: false,
      reason: '该套餐为您当前的套餐，如需延长请选择续费',
    });
    const quarter = findPackage(groups, 'VIP会员', '季卡');
    expect(quarter).toMatchObject({
      isBuy: true,
      orderType: 3,
      daysRemaining: 60,
      priceDifference: '78.00',
      payAmount: '11.00',
    });
    const changed = await buy(t.app, user.token, 3, quarter.id);
    expect(changed).toMatchObject({ payAmount: '11.00', deduction: '78.00' });
    near((await userRow(t.app, user.id)).expiration_time, Date.now() + 90 * DAY_MS);

    // Now on the 季卡 (level 2): the 月卡 is lower and cannot be chosen.
    groups = await products(t.app, 3, user.token);
    const lower = findPackage(groups, 'VIP会员', '月卡');
    expect(lower).toMatchObject({ isBuy: false, reason: '高等级套餐不可变更为低等级套餐' });
    const refused = await call(t.app, 'POST', '/pc/vipOrders/create', {
      token: user.token,
      body: { type: 3, vipProductId: lower.id },
    });
    expect(refused).toMatchObject({ status: 400, msg: '高等级套餐不可变更为低等级套餐' });
    // A change cannot smuggle in another tier either.
    const cross = await call(t.app, 'POST', '/pc/vipOrders/create', {
      token: user.token,
      body: { type: 3, vipProductId: findPackage(groups, '钻石会员', '年卡').id },
    });
    expect(cross.code).toBe(400);
  });

  it("values renewed days at what they cost, not at the renewal package's daily rate", async () => {
    const user = await newUser(t.app);
    let groups = await products(t.app, 1, user.token);
    await buy(t.app, user.token, 1, findPackage(groups, 'VIP会员', '年卡').id);
    groups = await products(t.app, 2, user.token);
    await buy(t.app, user.token, 2, findPackage(groups, 'VIP会员', '月卡').id);

    // 199.00 for 365 days plus 39.00 for 30: 238.00 of membership is left to deduct, not the
    // 395 days × 1.30 a month-card rate would make of it.
    groups = await products(t.app, 3, user.token);
    const diamond = findPackage(groups, '钻石会员', '年卡');
    expect(diamond).toMatchObject({ daysRemaining: 395, priceDifference: '238.00' });
  });

  it('upgrades to diamond for the difference; a diamond member cannot buy the lower tier', async () => {
    const user = await newUser(t.app);
    let groups = await products(t.app, 1, user.token);
    await buy(t.app, user.token, 1, findPackage(groups, 'VIP会员', '季卡').id);

    groups = await products(t.app, 2, user.token);
    const diamond = findPackage(groups, '钻石会员', '季卡');
    // 89 yuan for 90 days, 90 days left: all of it deducted from 199.
    expect(diamond).toMatchObject({
      isBuy: true,
      orderType: 4,
      priceDifference: '89.00',
      payAmount: '110.00',
    });
    const upgraded = await buy(t.app, user.token, 4, diamond.id);
    expect(upgraded).toMatchObject({ payAmount: '110.00', product: '钻石会员-季卡（升级）' });
    const row = await userRow(t.app, user.id);
    expect(row).toMatchObject({ weight: 20, vip: '钻石会员' });
    near(row.expiration_time, Date.now() + 90 * DAY_MS);

    groups = await products(t.app, 2, user.token);
    for (const pkg of groups.find((g) => g.name === 'VIP会员')!.product) {
      expect(pkg).toMatchObject({ isBuy: false, reason: '您已是更高等级的会员' });
    }
    expect(findPackage(groups, '钻石会员', '年卡')).toMatchObject({ isBuy: true, orderType: 2 });
    const down = await call(t.app, 'POST', '/pc/vipOrders/create', {
      token: user.token,
      body: { type: 4, vipProductId: findPackage(groups, 'VIP会员', '年卡').id },
    });
    expect(down).toMatchObject({ status: 400, msg: '只能升级到更高等级的会员' });
  });

  it('lets a non-member neither renew nor change', async () => {
    const user = await newUser(t.app);
    const groups = await products(t.app, 2, user.token);
    expect(groups.flatMap((g) => g.product).every((p) => !p.isBuy)).toBe(true);
    const renew = await call(t.app, 'POST', '/pc/vipOrders/create', {
      token: user.token,
      body: { type: 2, vipProductId: findPackage(groups, 'VIP会员', '月卡').id },
    });
    expect(renew).toMatchObject({ status: 400, msg: '您还不是会员，请先开通会员' });
  });

  it('replaces an unpaid order with a newer one and expires unpaid orders', async () => {
    const user = await newUser(t.app);
    const groups = await products(t.app, 1, user.token);
    const create = (name: string) =>
      call<CreatedView>(t.app, 'POST', '/pc/vipOrders/create', {
        token: user.token,
        body: { type: 1, vipProductId: findPackage(groups, 'VIP会员', name).id },
      });
    const first = (await create('月卡')).data;
    const second = (await create('季卡')).data;
    const state = (id: number) =>
      call<number>(t.app, 'GET', `/pc/vipOrders/geState/${id}`, { token: user.token });
    expect((await state(first.id)).data).toBe(2);
    expect((await state(second.id)).data).toBe(0);
    const stale = await confirmLocal(t.app, first.url);
    expect(stale).toMatchObject({ status: 400, msg: '订单已失效，请在电脑上重新下单' });

    await t.app.db
      .updateTable('vip_order')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', second.id)
      .execute();
    expect((await state(second.id)).data).toBe(2);
    await sweep({ db: t.app.db, log: t.app.log } as Parameters<typeof sweep>[0]);
    const row = await t.app.db
      .selectFrom('vip_order')
      .select('status')
      .where('id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
    expect((await confirmLocal(t.app, second.url)).status).toBe(400);
    expect((await userRow(t.app, user.id)).weight).toBe(0);
  });

  it('ends a membership whose expiry has passed', async () => {
    const user = await newUser(t.app);
    await buy(t.app, user.token, 1, findPackage(await products(t.app, 1), 'VIP会员', '月卡').id);
    const past = new Date(Date.now() - 1000).toISOString();
    await t.app.db
      .updateTable('app_user')
      .set({ expiration_time: past })
      .where('id', '=', user.id)
      .execute();
    // Priced as a non-member at once, before any sweep.
    const groups = await products(t.app, 1, user.token);
    expect(findPackage(groups, 'VIP会员', '月卡').isBuy).toBe(true);
    await sweep({ db: t.app.db, log: t.app.log } as Parameters<typeof sweep>[0]);
    expect(await userRow(t.app, user.id)).toMatchObject({ weight: 0, vip: '', icon: '' });
  });
});
