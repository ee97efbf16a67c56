import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleCardMsg, PhoneListMsg } from '@shangan/shared';
import type { CardBatch } from '@shangan/shared/contracts/console/experience-cards';
import { call, newPhoneUser } from '../../../test/client.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { grantRole } from '../accounts/public.ts';

describe.each(engines)('experience cards handed out in the console on %s', (engine) => {
  let t: TestApp;
  let service: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    service = await createLearner(t.app.db);
    await grantRole(t.app.db, service.id, 'service', new Date().toISOString());
  });
  afterAll(() => t.close());

  const phoneOf = async (id: number) =>
    (
      await t.app.db
        .selectFrom('app_user')
        .select('phone')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).phone!;
  const issue = (body: Record<string, unknown>) =>
    call<{ issued: number; people: number; alreadyIssued: number; unknownPhones: string[] }>(
      t.app,
      'POST',
      '/console/experience-cards/issue',
      { token: service.token, body },
    );
  const cardsOf = (userId: number) =>
    t.app.db
      .selectFrom('vt_experience_card')
      .select(['name', 'source', 'expires_at'])
      .where('user_id', '=', userId)
      .execute();

  it('hands N cards to each account once per batch, however often the batch is sent', async () => {
    const learner = () =>
      newPhoneUser(t.app, { phonePrefix: '137', userName: 'card', nickName: '学员' });
    const [a, b] = [await learner(), await learner()];
    const phones = `${await phoneOf(a.id)}\n${await phoneOf(b.id)}，13999999999`;
    const body = {
      name: '讲题体验卡',
      validDays: 30,
      perPerson: 2,
      phones,
      batch: crypto.randomUUID(),
    };
    const answers = await Promise.all([issue(body), issue(body), issue(body)]);
    const first = answers.find((answer) => answer.data.issued > 0)!;
    expect(first).toMatchObject({
      msg: ConsoleCardMsg.issued(4, 2),
      data: { issued: 4, people: 2, unknownPhones: ['13999999999'] },
    });
    expect(answers.reduce((sum, answer) => sum + answer.data.issued, 0)).toBe(4);
    const mine = await cardsOf(a.id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ name: '讲题体验卡', source: '平台赠送' });
    // The learner's own count shows them at once.
    const count = await call<{ experienceNum: number }>(
      t.app,
      'GET',
      '/videoTeaching/getQuestionExperienceNum',
      { token: a.token, api: 'learning' },
    );
    expect(count.data).toMatchObject({ experienceNum: 2 });

    await issue({ ...body, batch: crypto.randomUUID(), perPerson: 1, phones: await phoneOf(a.id) });
    expect(await cardsOf(a.id)).toHaveLength(3);
    const batches = await call<{ list: CardBatch[]; total: number }>(
      t.app,
      'GET',
      '/console/experience-cards',
      { token: service.token },
    );
    expect(batches.data.total).toBe(2);
    expect(batches.data.list.find((row) => row.batch === body.batch)).toMatchObject({
      name: '讲题体验卡',
      people: 2,
      cards: 4,
      used: 0,
    });
  });

  it('refuses bad hand-outs in Chinese, handing out nothing', async () => {
    const before = await t.app.db.selectFrom('vt_experience_card').select('id').execute();
    const good = {
      name: '体验卡',
      validDays: 7,
      perPerson: 1,
      phones: '13800000001',
      batch: crypto.randomUUID(),
    };
    for (const [change, message] of [
      [{ name: ' ' }, ConsoleCardMsg.nameRequired],
      [{ validDays: 0 }, ConsoleCardMsg.validDaysInvalid],
      [{ perPerson: 11 }, ConsoleCardMsg.perPersonInvalid],
      [{ phones: '' }, PhoneListMsg.required],
      [{ phones: '13800000001 12345' }, PhoneListMsg.invalid(2, '12345')],
      [{ batch: 'not-a-batch' }, ConsoleCardMsg.batchInvalid],
    ] as const) {
      const answer = await issue({ ...good, ...change });
      expect({ change, msg: answer.msg }).toEqual({ change, msg: message });
    }
    expect(await t.app.db.selectFrom('vt_experience_card').select('id').execute()).toEqual(before);
  });
});
