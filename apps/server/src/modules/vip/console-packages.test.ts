import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleVipMsg } from '@shangan/shared';
import type { ConsoleVipPackage, ConsoleVipProduct } from '@shangan/shared/contracts/console/vip';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { grantRole } from '../accounts/public.ts';
import { buy, call, findPackage, newUser, products, seedCatalogue } from './vip.test-support.ts';

describe.each(engines)('VIP packages in the console on %s', (engine) => {
  let t: TestApp;
  let finance: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedCatalogue(t.app);
    finance = await createLearner(t.app.db);
    await grantRole(t.app.db, finance.id, 'finance', new Date().toISOString());
  });
  afterAll(() => t.close());

  const list = async () =>
    (
      await call<{ products: ConsoleVipProduct[] }>(t.app, 'GET', '/console/vip/packages', {
        token: finance.token,
      })
    ).data.products;
  const save = (body: Record<string, unknown>) =>
    call<ConsoleVipPackage>(t.app, 'POST', '/console/vip/packages/save', {
      token: finance.token,
      body,
    });
  const fieldsOf = (pkg: ConsoleVipPackage) => {
    const { sold: _sold, level: _level, ...fields } = pkg;
    return fields;
  };

  it('reprices a package for new orders only, and counts what was sold', async () => {
    const learner = await newUser(t.app);
    const tier = (await list())[0]!;
    const year = tier.packages.find((pkg) => pkg.name === '年卡')!;
    expect(year).toMatchObject({ price: '299.00', discountPrice: '199.00', sold: 0 });
    await buy(t.app, learner.token, 1, year.id);

    const saved = await save({ ...fieldsOf(year), discountPrice: '159', intro: '年末特惠' });
    expect(saved).toMatchObject({ code: 200, msg: ConsoleVipMsg.saved });
    expect(saved.data).toMatchObject({ discountPrice: '159.00', intro: '年末特惠', sold: 1 });
    const forVisitors = findPackage(await products(t.app, 1), tier.name, '年卡');
    expect(forVisitors).toMatchObject({ discountAmount: '159.00', payAmount: '159.00' });
    // The order made before the change kept its amount.
    const order = await t.app.db
      .selectFrom('vip_order')
      .select(['pay_amount', 'status'])
      .where('package_id', '=', year.id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ pay_amount: 19_900, status: 'paid' });
    expect((await list())[0]!.members).toBe(1);
  });

  it('slots a new package in by its days, and takes one off sale', async () => {
    const tier = (await list())[0]!;
    const half = await save({
      id: null,
      productId: tier.id,
      name: '半年卡',
      days: 180,
      price: '169',
      discountPrice: '',
      showOriginPrice: false,
      isActivity: false,
      intro: '',
      description: '180天会员',
      onSale: true,
    });
    expect(half.code).toBe(200);
    const ranked = (await list())[0]!.packages;
    expect(ranked.map((pkg) => [pkg.name, pkg.level])).toEqual([
      ['月卡', 1],
      ['季卡', 2],
      ['半年卡', 3],
      ['年卡', 4],
    ]);
    expect(findPackage(await products(t.app, 1), tier.name, '半年卡').payAmount).toBe('169.00');

    await save({ ...fieldsOf(half.data), onSale: false });
    expect((await products(t.app, 1))[0]!.product.map((pkg) => pkg.name)).not.toContain('半年卡');
    const refused = await call(t.app, 'POST', '/pc/vipOrders/create', {
      token: (await newUser(t.app)).token,
      body: { type: 1, vipProductId: half.data.id },
    });
    expect(refused.msg).toBe('该套餐不存在或已下架');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'vip_package')
      .where('entity_id', '=', String(half.data.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['vip_package.create', 'vip_package.update']);
  });

  it('refuses bad packages in Chinese and changes nothing; learners cannot call it', async () => {
    const [tier, diamond] = await list();
    const month = tier!.packages.find((pkg) => pkg.name === '月卡')!;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: ' ' }, ConsoleVipMsg.nameRequired],
      [{ price: '0' }, ConsoleVipMsg.priceInvalid],
      [{ price: '-5' }, ConsoleVipMsg.priceInvalid],
      [{ discountPrice: '39' }, ConsoleVipMsg.discountInvalid],
      [{ discountPrice: '1.234' }, ConsoleVipMsg.discountInvalid],
      [{ days: 0 }, ConsoleVipMsg.daysInvalid],
      [{ days: 1.5 }, ConsoleVipMsg.daysInvalid],
      [{ productId: diamond!.id }, ConsoleVipMsg.productLocked],
      [{ productId: 9_999 }, ConsoleVipMsg.productNotFound],
      [{ id: 9_999 }, ConsoleVipMsg.packageNotFound],
    ];
    for (const [change, msg] of cases) {
      const answer = await save({ ...fieldsOf(month), ...change });
      expect({ change, msg: answer.msg }).toEqual({ change, msg });
    }
    expect((await list())[0]!.packages.find((pkg) => pkg.id === month.id)).toEqual(month);
    const learner = await newUser(t.app);
    const denied = await call(t.app, 'POST', '/console/vip/packages/save', {
      token: learner.token,
      body: fieldsOf(month),
    });
    expect(denied.code).toBe(403);
  });
});
