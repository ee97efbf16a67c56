import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleCoachingMsg } from '@shangan/shared';
import type { CoachingProduct, CoachingSlot } from '@shangan/shared/contracts/commerce/coaching';
import type {
  ConsoleCoach,
  ConsoleCoachingProduct,
  ConsoleCoachingProductDetail,
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

  it('adds a coach with a drawn picture, puts them on a product, reprices it with its deposit', async () => {
    const product = productOf('yddbs');
    const coach = await call<ConsoleCoach>(t.app, 'POST', '/console/coaching/coaches/save', {
      token: staff.token,
      body: {
        id: null,
        name: '周明远',
        title: '申论主讲',
        years: 8,
        speciality: '申论大作文',
        intro: '八年申论教学。',
        avatarUrl: '',
      },
    });
    expect(coach).toMatchObject({ code: 200, msg: ConsoleCoachingMsg.coachSaved });
    expect(coach.data.avatarUrl).toMatch(/^\/api\/v1\/pc\/images\/\d+$/);
    expect(
      await call(t.app, 'POST', '/console/coaching/coaches/save', {
        token: staff.token,
        body: { ...coach.data, id: coach.data.id, name: ' ' },
      }),
    ).toMatchObject({ code: 400, msg: ConsoleCoachingMsg.coachNameRequired });

    const detail = (
      await call<ConsoleCoachingProductDetail>(t.app, 'GET', '/console/coaching/products/detail', {
        token: staff.token,
        query: { id: product.id },
      })
    ).data;
    const body = (changes: object) => ({
      id: product.id,
      title: detail.title,
      subtitle: detail.subtitle,
      price: detail.price,
      originalPrice: detail.originalPrice,
      onSale: detail.onSale,
      intro: detail.intro,
      highlights: detail.highlights,
      suits: detail.suits,
      programme: detail.programme,
      coachIds: detail.coachIds,
      deposit: detail.deposit,
      ...changes,
    });
    const saveProduct = (changes: object) =>
      call<ConsoleCoachingProductDetail>(t.app, 'POST', '/console/coaching/products/save', {
        token: staff.token,
        body: body(changes),
      });
    for (const [change, message] of [
      [{ title: '' }, ConsoleCoachingMsg.titleRequired],
      [{ price: '0' }, ConsoleCoachingMsg.priceInvalid],
      [{ originalPrice: '1' }, ConsoleCoachingMsg.originalPriceInvalid],
      [{ coachIds: [] }, ConsoleCoachingMsg.coachesRequired],
      [
        { programme: [{ title: '', topics: [], minutes: 60 }] },
        ConsoleCoachingMsg.programmeInvalid,
      ],
      [{ deposit: { price: '500', deduct: '100' } }, ConsoleCoachingMsg.depositInvalid],
    ] as const) {
      expect(await saveProduct(change)).toMatchObject({ code: 400, msg: message });
    }
    // A coach with times still to come stays on the product.
    const busy = detail.coachIds[0]!;
    const busyName = product.coaches.find((entry) => entry.id === busy)!.name;
    expect(await saveProduct({ coachIds: detail.coachIds.slice(1) })).toMatchObject({
      code: 400,
      msg: ConsoleCoachingMsg.coachHasSlots(busyName),
    });

    const saved = await saveProduct({
      price: '2180',
      coachIds: [...detail.coachIds, coach.data.id],
      deposit: { price: '200', deduct: '500' },
    });
    expect(saved).toMatchObject({
      code: 200,
      data: { price: '2180.00', deposit: { price: '200.00', deduct: '500.00' } },
    });
    const shown = (
      await call<CoachingProduct>(t.app, 'GET', '/pc/coaching/show', { query: { type: 'yddbs' } })
    ).data;
    expect(shown).toMatchObject({
      price: '2180.00',
      deposit: { price: '200.00', deduct: '500.00' },
    });
    expect(shown.coaches.map((entry) => entry.name)).toContain('周明远');

    // No deposit wanted: it leaves the page.
    await saveProduct({
      price: '2180',
      coachIds: [...detail.coachIds, coach.data.id],
      deposit: null,
    });
    const after = (
      await call<CoachingProduct>(t.app, 'GET', '/pc/coaching/show', { query: { type: 'yddbs' } })
    ).data;
    expect(after.deposit).toBeNull();
  });
});
