import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestBank, type TestBank } from './question-bank.fixture.ts';
import { leaksKeyOf, questionObjects } from './question-bank.test-helpers.ts';
import { learningClient } from '../../../test/learning-client.ts';
import { LOCKED_QUESTION_TEXT } from './rights.ts';

/**
 * The leaks an attack pass found: VIP-only stems readable by free users through the review
 * endpoints, and the key of a running mock read through an untimed practice of the same paper.
 */
describe.each(engines)('paywall and exam leaks on %s', (engine) => {
  let t: TestApp;
  let bank: TestBank;
  let call: ReturnType<typeof learningClient>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    bank = await createTestBank(t.app.db);
    call = learningClient(t.app);
  });
  afterAll(() => t.close());

  const stemOf = (id: number) =>
    t.app.db
      .selectFrom('qb_question')
      .select(['context', 'options'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** No trace of the question's stem or option texts anywhere in a reply. */
  async function expectNoContentOf(reply: unknown, id: number, label: string) {
    const row = await stemOf(id);
    const text = JSON.stringify(reply);
    expect(text, label).not.toContain(row.context.replace(/<[^>]+>/g, ''));
    for (const option of JSON.parse(row.options) as Array<{ content: string }>) {
      expect(text, label).not.toContain(option.content);
    }
  }

  it('gives a free learner no stem, options or materials of a VIP question anywhere', async () => {
    const free = await createLearner(t.app.db);
    const ids = [bank.q.vip, bank.vipPaperQ];
    const answers = await call(
      'POST',
      'userAnswerLog/getQuestionAnswer',
      { questionIds: ids },
      free.token,
    );
    expect(answers.code).toBe(200);
    for (const id of ids) {
      await expectNoContentOf(answers.data, id, 'getQuestionAnswer');
      const shell = questionObjects(answers.data).find((q) => q.id === id);
      expect(shell).toMatchObject({
        context: LOCKED_QUESTION_TEXT,
        questionOptionList: [],
        locked: true,
        lockedReason: 'vip',
      });
      const view = await call('GET', 'favorites/questionView', { questionId: id }, free.token);
      await expectNoContentOf(view.data, id, 'questionView');
    }

    // Starring a question one may not open is refused, and changes nothing.
    expect(
      await call('POST', 'favorites/star', { questionId: bank.q.vip }, free.token),
    ).toMatchObject({ status: 403, msg: '该内容为VIP专享，开通VIP后即可使用' });
    const starred = await t.app.db
      .selectFrom('qb_favorite')
      .select('id')
      .where('user_id', '=', free.id)
      .execute();
    expect(starred).toEqual([]);
  });

  it('hides a starred VIP question once the membership has ended', async () => {
    const member = await createLearner(t.app.db, { weight: 10 });
    expect(
      (await call('POST', 'favorites/star', { questionId: bank.q.vip }, member.token)).code,
    ).toBe(200);
    const whileVip = await call('POST', 'favorites/favoritesList', {}, member.token);
    expect(JSON.stringify(whileVip.data)).toContain('2023年同比增长率约为');

    await t.app.db.updateTable('app_user').set({ weight: 0 }).where('id', '=', member.id).execute();
    const list = await call<{ list: Array<{ summary: string; vipOnly: boolean }> }>(
      'POST',
      'favorites/favoritesList',
      {},
      member.token,
    );
    expect(list.data.list).toEqual([
      expect.objectContaining({ summary: LOCKED_QUESTION_TEXT, vipOnly: true }),
    ]);
    await expectNoContentOf(list.data, bank.q.vip, 'favoritesList');
  });

  const handInBlank = async (exerciseId: number, token: string) => {
    const reply = await call(
      'POST',
      'historyPaper/submitAnswer',
      { exerciseId, action: 'handIn', answers: [] },
      token,
    );
    expect(reply.code, reply.msg).toBe(200);
  };

  /** Starts the timed mock of the test paper and returns its attempt id. */
  async function startMock(token: string): Promise<number> {
    const mock = await call<{ exercise: { id: number; timeLimitSeconds: number } }>(
      'GET',
      'historyPaper/mockPaperQuestions',
      { paperId: bank.paper },
      token,
    );
    expect(mock.code, mock.msg).toBe(200);
    expect(mock.data.exercise.timeLimitSeconds).toBeGreaterThan(0);
    return mock.data.exercise.id;
  }

  it('releases no key of a running mock through a practice of the same paper', async () => {
    const learner = await createLearner(t.app.db);
    const mockId = await startMock(learner.token);

    // The attack: a practice of the paper beside its mock, handed in blank. It cannot open.
    expect(
      await call('GET', 'historyPaper/paperQuestions', { paperId: bank.paper }, learner.token),
    ).toMatchObject({ status: 400, msg: '该试卷的模考正在进行中，交卷后才能练习' });

    // Catalogue practice of the same knowledge point leaves the mock's questions out.
    const catalogue = await call<{ questions: unknown }>(
      'POST',
      'v2/catalogue/getCatalogueQuestion',
      { catalogueId: bank.catalogues.definition, count: 50 },
      learner.token,
    );
    const drawn = questionObjects(catalogue.data).map((q) => q.id);
    for (const id of bank.paperQ) expect(drawn).not.toContain(id);

    const answers = await call(
      'POST',
      'userAnswerLog/getQuestionAnswer',
      { questionIds: bank.paperQ },
      learner.token,
    );
    for (const id of bank.paperQ) expect(leaksKeyOf(answers.data, id)).toBe(false);

    // Handed in, the mock's keys come out through its own review.
    await handInBlank(mockId, learner.token);
    const after = await call(
      'POST',
      'userAnswerLog/getQuestionAnswer',
      { questionIds: bank.paperQ },
      learner.token,
    );
    for (const id of bank.paperQ) expect(leaksKeyOf(after.data, id)).toBe(true);
  });

  it('holds back keys handed in earlier while a mock holding them runs', async () => {
    const learner = await createLearner(t.app.db);
    const practice = await call<{ exercise: { id: number } }>(
      'GET',
      'historyPaper/paperQuestions',
      { paperId: bank.paper },
      learner.token,
    );
    await handInBlank(practice.data.exercise.id, learner.token);
    const [first] = bank.paperQ as [number];
    expect(
      leaksKeyOf(
        (
          await call(
            'POST',
            'userAnswerLog/getQuestionAnswer',
            { questionIds: [first] },
            learner.token,
          )
        ).data,
        first,
      ),
    ).toBe(true);

    const mockId = await startMock(learner.token);
    const endpoints: Array<['GET' | 'POST', string, Record<string, unknown>]> = [
      ['POST', 'userAnswerLog/getQuestionAnswer', { questionIds: bank.paperQ }],
      ['GET', 'favorites/questionView', { questionId: first }],
      [
        'POST',
        'v2/userExerciseLog/getExerciseQuestionUserAnswer',
        { exerciseId: practice.data.exercise.id },
      ],
    ];
    for (const [method, path, payload] of endpoints) {
      const reply = await call(method, path, payload, learner.token);
      expect(reply.code, path).toBe(200);
      for (const id of bank.paperQ) expect(leaksKeyOf(reply.data, id), path).toBe(false);
      expect(
        questionObjects(reply.data).find((q) => q.id === first),
        path,
      ).toMatchObject({
        locked: true,
        lockedReason: 'exam',
      });
    }
    // Nor the AI explanation: it gives the answer away too.
    await call('POST', 'aigc/readNotice', { type: 1 }, learner.token);
    const ai = await call('POST', 'aigc/analysis', { questionId: first }, learner.token);
    expect(ai.code).not.toBe(200);
    expect(JSON.stringify(ai.data ?? '')).not.toContain('【参考答案】');

    await handInBlank(mockId, learner.token);
    const back = await call(
      'POST',
      'userAnswerLog/getQuestionAnswer',
      { questionIds: [first] },
      learner.token,
    );
    expect(leaksKeyOf(back.data, first)).toBe(true);
  });

  it('never opens a practice and a mock of one paper side by side, even when asked at once', async () => {
    for (let round = 0; round < 5; round++) {
      const learner = await createLearner(t.app.db);
      const [practice, mock] = await Promise.all([
        call('GET', 'historyPaper/paperQuestions', { paperId: bank.paper }, learner.token),
        call('GET', 'historyPaper/mockPaperQuestions', { paperId: bank.paper }, learner.token),
      ]);
      expect([practice.code, mock.code].filter((code) => code === 200)).toHaveLength(1);
      const open = await t.app.db
        .selectFrom('qb_exercise')
        .select('kind')
        .where('user_id', '=', learner.id)
        .execute();
      expect(open).toHaveLength(1);
    }
  });

  it('starts no mock beside an open practice holding its questions', async () => {
    const learner = await createLearner(t.app.db);
    const practice = await call<{ exercise: { id: number } }>(
      'GET',
      'historyPaper/paperQuestions',
      { paperId: bank.paper },
      learner.token,
    );
    expect(
      await call('GET', 'historyPaper/mockPaperQuestions', { paperId: bank.paper }, learner.token),
    ).toMatchObject({ status: 400, msg: '你有包含本卷题目的练习尚未交卷，请先交卷后再开始模考' });
    await handInBlank(practice.data.exercise.id, learner.token);
    await startMock(learner.token);
  });
});

describe.each(engines)('practice start cap on %s', (engine) => {
  let t: TestApp;
  let bank: TestBank;

  beforeAll(async () => {
    const defaults = loadConfig({ NODE_ENV: 'test' });
    t = await createTestApp(engine, {
      config: { questionBank: { ...defaults.questionBank, attemptsPerDay: 3 } },
    });
    bank = await createTestBank(t.app.db);
  });
  afterAll(() => t.close());

  it('lets a learner start exactly the daily number of attempts, in parallel too', async () => {
    const learner = await createLearner(t.app.db);
    const call = learningClient(t.app);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(
          'POST',
          'v2/catalogue/getCatalogueQuestion',
          { catalogueId: bank.catalogues.blanks },
          learner.token,
        ),
      ),
    );
    expect(replies.filter((reply) => reply.code === 200)).toHaveLength(3);
    const refused = replies.filter((reply) => reply.code !== 200);
    expect(refused).toHaveLength(7);
    for (const reply of refused) {
      expect(reply).toMatchObject({
        code: 429,
        msg: '24小时内最多开始3次练习，请先完成已开始的练习或稍后再试',
      });
    }
    const rows = await t.app.db
      .selectFrom('qb_exercise')
      .select('id')
      .where('user_id', '=', learner.id)
      .execute();
    expect(rows).toHaveLength(3);
  });
});
