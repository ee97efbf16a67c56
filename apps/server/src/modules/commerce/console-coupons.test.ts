import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleCouponMsg } from '@shangan/shared';
import type { CouponTemplateRow } from '@shangan/shared/contracts/console/coupons';
import { call } from '../../../test/client.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { grantRole } from '../accounts/public.ts';

interface Issued {
  issued: number;
  alreadyIssued: number;
  unknownPhones: string[];
}

describe.each(engines)('coupons handed out from the console on %s', (engine) => {
  let t: TestApp;
  let finance: { id: number; token: string };
  const learners: Array<{ id: number; token: string; phone: string }> = [];
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    finance = await createLearner(t.app.db);
    await grantRole(t.app.db, finance.id, 'finance', new Date().toISOString());
    for (let i = 0; i < 3; i++) {
      const learner = await createLearner(t.app.db);
      // Test accounts have no phone of their own; the list names them by one.
      const phone = `1380099${String(learner.id).padStart(4, '0')}`;
      await t.app.db.updateTable('app_user').set({ phone }).where('id', '=', learner.id).execute();
      learners.push({ ...learner, phone });
    }
  });
  afterAll(() => t.close());

  const post = <T>(url: string, body: object) =>
    call<T>(t.app, 'POST', url, { token: finance.token, body });
  const create = (extra: Record<string, unknown> = {}) =>
    post<{ id: number }>('/console/coupons/create', {
      name: '图书满100减20',
      amount: '20',
      minSpend: '100',
      scopeKind: 'book',
      validDays: 30,
      ...extra,
    });

  it('creates a coupon kind and hands it to a pasted list once per batch, whatever is repeated', async () => {
    const created = await create();
    expect(created).toMatchObject({ code: 200, msg: ConsoleCouponMsg.created });
    const batch = crypto.randomUUID();
    const unknown = '19900000000';
    const phones = `${learners[0]!.phone}\n${learners[1]!.phone}， ${learners[0]!.phone} ${unknown}`;
    const body = { templateId: created.data.id, phones, batch };
    // A double click: two requests of one batch at once.
    const [first, second] = await Promise.all([
      post<Issued>('/console/coupons/issue', body),
      post<Issued>('/console/coupons/issue', body),
    ]);
    expect(first.data.issued + second.data.issued).toBe(2);
    expect(first.data.unknownPhones).toEqual([unknown]);
    const again = await post<Issued>('/console/coupons/issue', body);
    expect(again.data).toMatchObject({ issued: 0, alreadyIssued: 2 });

    const held = await call<{ list: Array<{ name: string; status: string; scopeText: string }> }>(
      t.app,
      'GET',
      '/pc/coupons/index',
      { token: learners[0]!.token },
    );
    expect(held.data.list.filter((coupon) => coupon.name === '图书满100减20')).toHaveLength(1);

    // A new batch is a new handout.
    const next = await post<Issued>('/console/coupons/issue', {
      ...body,
      batch: crypto.randomUUID(),
    });
    expect(next.data.issued).toBe(2);
    const list = await call<{ list: CouponTemplateRow[] }>(t.app, 'GET', '/console/coupons', {
      token: finance.token,
    });
    expect(list.data.list[0]).toMatchObject({
      name: '图书满100减20',
      ruleText: '满100减20',
      scopeText: '仅限图书',
      validityText: '发放后 30 天内有效',
      issued: 4,
      used: 0,
    });
  });

  it('refuses bad input in Chinese and hands out nothing', async () => {
    const { data } = await create({
      name: '无门槛10元',
      minSpend: '0',
      amount: '10',
      scopeKind: null,
    });
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('shop_user_coupon')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const issue = (phones: string) =>
      post('/console/coupons/issue', { templateId: data.id, phones, batch: crypto.randomUUID() });
    expect((await issue(`${learners[2]!.phone}\n1380000`)).msg).toBe(
      ConsoleCouponMsg.phoneInvalid(2, '1380000'),
    );
    expect((await issue('  ')).msg).toBe(ConsoleCouponMsg.phonesRequired);
    expect(
      (
        await post('/console/coupons/issue', {
          templateId: 999_999,
          phones: learners[2]!.phone,
          batch: crypto.randomUUID(),
        })
      ).msg,
    ).toBe(ConsoleCouponMsg.notFound);
    expect(await count()).toBe(before);

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: ' ' }, ConsoleCouponMsg.nameRequired],
      [{ amount: '0' }, ConsoleCouponMsg.amountInvalid],
      [{ amount: '20', minSpend: '20' }, ConsoleCouponMsg.minSpendInvalid],
      [
        { validDays: null, validFrom: '2020-01-01', validUntil: '2020-01-31' },
        ConsoleCouponMsg.rangeInvalid,
      ],
      [{ validDays: null }, ConsoleCouponMsg.rangeInvalid],
      [{ scopeKind: 'vip' }, ConsoleCouponMsg.scopeInvalid],
    ];
    for (const [extra, msg] of cases) {
      const answer = await create(extra);
      expect(answer.code, msg).toBe(400);
      expect(answer.msg).toContain(msg);
    }
    expect((await call(t.app, 'GET', '/console/coupons', { token: learners[0]!.token })).code).toBe(
      403,
    );
  });
});
