import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleCoachingMsg } from '@shangan/shared';
import type { CoachingProduct, CoachingSlot } from '@shangan/shared/contracts/commerce/coaching';
import type {
  ConsoleCoachingProduct,
  ConsoleCoachingSlot,
} from '@shangan/shared/contracts/console/coaching';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { grantRole } from '../accounts/public.ts';
import { call, newUser, type CreatedView } from './commerce.test-support.ts';

const HOUR_MS = 3_600_000;

describe.each(engines)('辅导档期 in the console on %s', (engine) => {
  let t: TestApp;
  let staff: { id: number; token: string };
  let products: ConsoleCoachingProduct[];
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    staff = await createLearner(t.app.db);
    await grantRole(t.app.db, staff.id, 'staff', new Date().toISOString());
    products = (
      await call<ConsoleCoachingProduct[]>(t.app, 'GET', '/console/coaching', {
        token: staff.token,
      })
    ).data;
  });
  afterAll(() => t.close());

  const productOf = (type: string) => products.find((product) => product.type === type)!;
  const at = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();
  const save = (body: object) =>
    call<ConsoleCoachingSlot>(t.app, 'POST', '/console/coaching/slots/save', {
      token: staff.token,
      body: { id: null, ...body },
    });
  const remove = (id: number) =>
    call(t.app, 'POST', '/console/coaching/slots/remove', { token: staff.token, body: { id } });
  const publicSlots = async (type: string) =>
    (await call<CoachingSlot[]>(t.app, 'GET', '/pc/coaching/slots', { query: { type } })).data;

  it('lists the four products with their coaches and times to come', () => {
    expect(products.map((product) => product.type).sort()).toEqual([
      'yddbs',
      'yddms',
      'ydybs',
      'ydyms',
    ]);
    for (const product of products) {
      expect(product.coaches.length).toBeGreaterThanOrEqual(2);
      expect(product.upcomingSlots).toBeGreaterThan(0);
    }
  });

  it('adds a time learners can book at once, and refuses a bad one in Chinese', async () => {
    const product = productOf('ydybs');
    const coach = product.coaches[0]!;
    // The public list is cached: read it first so the new time must refresh it.
    await publicSlots('ydybs');
    const time = { productId: product.id, coachId: coach.id, capacity: 1 };
    const slot = { ...time, startsAt: at(24 * 20 + 1), endsAt: at(24 * 20 + 3) };
    for (const [change, message] of [
      [{ startsAt: at(-1) }, ConsoleCoachingMsg.startInPast],
      [{ startsAt: at(24 * 100), endsAt: at(24 * 100 + 2) }, ConsoleCoachingMsg.tooFar],
      [{ endsAt: at(24 * 20 + 1.2) }, ConsoleCoachingMsg.lengthInvalid],
      [{ capacity: 3 }, ConsoleCoachingMsg.capacityOne],
      [
        {
          coachId:
            productOf('yddms').coaches.find((c) => !product.coaches.some((o) => o.id === c.id))
              ?.id ?? 999_999,
        },
        ConsoleCoachingMsg.coachNotOfProduct,
      ],
    ] as const) {
      expect(await save({ ...slot, ...change })).toMatchObject({ code: 400, msg: message });
    }
    expect(
      await save({
        ...slot,
        productId: productOf('yddbs').id,
        capacity: 1,
        coachId: productOf('yddbs').coaches[0]!.id,
      }),
    ).toMatchObject({ code: 400, msg: ConsoleCoachingMsg.capacityGroup });

    const saved = await save(slot);
    expect(saved).toMatchObject({
      code: 200,
      msg: ConsoleCoachingMsg.saved,
      data: { capacity: 1, taken: 0, booked: false },
    });
    expect((await publicSlots('ydybs')).map((entry) => entry.id)).toContain(saved.data.id);

    // The same coach cannot be in two places at once.
    const clash = await save({ ...slot, startsAt: at(24 * 20 + 2), endsAt: at(24 * 20 + 4) });
    expect(clash).toMatchObject({ code: 400 });
    expect(clash.msg).toContain('已有时段');
  });

  it('keeps a booked time’s time and coach, and its seats at least those taken', async () => {
    const product = productOf('yddms');
    const coach = product.coaches[0]!;
    const slot = await save({
      productId: product.id,
      coachId: coach.id,
      capacity: 3,
      startsAt: at(24 * 30 + 1),
      endsAt: at(24 * 30 + 3),
    });
    const shown = (
      await call<CoachingProduct>(t.app, 'GET', '/pc/coaching/show', { query: { type: 'yddms' } })
    ).data;
    for (let i = 0; i < 2; i++) {
      const buyer = await newUser(t.app);
      const order = await call<CreatedView>(t.app, 'POST', '/pc/coaching/orders/create', {
        token: buyer.token,
        body: {
          name: '李上岸',
          phone: '13912345678',
          goodsId: shown.goodsId,
          slotId: slot.data.id,
        },
      });
      expect(order.code).toBe(200);
    }
    const base = {
      id: slot.data.id,
      productId: product.id,
      coachId: coach.id,
      startsAt: slot.data.startsAt,
      endsAt: slot.data.endsAt,
    };
    expect(
      await save({ ...base, capacity: 2, startsAt: at(24 * 31), endsAt: at(24 * 31 + 2) }),
    ).toMatchObject({
      code: 400,
      msg: ConsoleCoachingMsg.bookedFixed,
    });
    const grown = await save({ ...base, capacity: 6 });
    expect(grown.data).toMatchObject({ capacity: 6, taken: 2, booked: true });
    const shrunk = await save({ ...base, capacity: 2 });
    expect(shrunk.data).toMatchObject({ capacity: 2, taken: 2 });
    expect(await remove(slot.data.id)).toMatchObject({ code: 400, msg: ConsoleCoachingMsg.booked });

    // A third buyer meanwhile: the seats can no longer go below three.
    await save({ ...base, capacity: 4 });
    const third = await newUser(t.app);
    await call(t.app, 'POST', '/pc/coaching/orders/create', {
      token: third.token,
      body: { name: '王上岸', phone: '13912345679', goodsId: shown.goodsId, slotId: slot.data.id },
    });
    expect(await save({ ...base, capacity: 2 })).toMatchObject({
      code: 400,
      msg: ConsoleCoachingMsg.capacityBelowTaken(3),
    });
  });

  it('removes a time nobody booked, and is closed to learners', async () => {
    const product = productOf('ydyms');
    const slot = await save({
      productId: product.id,
      coachId: product.coaches[0]!.id,
      capacity: 1,
      startsAt: at(24 * 40 + 1),
      endsAt: at(24 * 40 + 3),
    });
    expect(await remove(slot.data.id)).toMatchObject({
      code: 200,
      msg: ConsoleCoachingMsg.removed,
    });
    expect(await remove(slot.data.id)).toMatchObject({ code: 404 });
    const actions = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'coaching_slot')
      .where('entity_id', '=', String(slot.data.id))
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'coaching_slot.create',
      'coaching_slot.remove',
    ]);
    const learner = await createLearner(t.app.db);
    expect(await call(t.app, 'GET', '/console/coaching', { token: learner.token })).toMatchObject({
      code: 403,
    });
  });
});
