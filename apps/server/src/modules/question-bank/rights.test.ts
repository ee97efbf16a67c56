import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestBank, type TestBank } from './question-bank.fixture.ts';
import { leaksKeyOf, questionObjects } from './question-bank.test-helpers.ts';
import { learningClient } from '../../../test/learning-client.ts';

/**
 * Nothing leaked: the key and analyses of VIP-only content never reach a learner without the
 * right, and no key reaches anyone before they hand the question in — through any endpoint.
 */
describe.each(engines)('rights on %s', (engine) => {
  let t: TestApp;
  let bank: TestBank;
  let call: ReturnType<typeof learningClient>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    bank = await createTestBank(t.app.db);
    call = learningClient(t.app);
  });
  afterAll(() => t.close());

  const setWeight = (userId: number, weight: number) =>
    t.app.db.updateTable('app_user').set({ weight }).where('id', '=', userId).execute();

  it('decides equity on the server', async () => {
    const free = await createLearner(t.app.db);
    const vip = await createLearner(t.app.db, { weight: 10 });
    const body = { catalogueId: bank.catalogues.vipPoint };
    expect((await call('POST', 'v2/catalogue/checkEquity', body, free.token)).data).toEqual({
      hasEquity: false,
      vipOnly: true,
      isVip: false,
      reason: '该内容为VIP专享，开通VIP后即可使用',
    });
    expect((await call('POST', 'v2/catalogue/checkEquity', body, vip.token)).data).toMatchObject({
      hasEquity: true,
      isVip: true,
    });
    expect(
      (await call('POST', 'v2/catalogue/checkEquity', { paperId: bank.paper }, free.token)).data,
    ).toMatchObject({ hasEquity: true, vipOnly: false });
    expect((await call('POST', 'v2/catalogue/checkEquity', body)).data).toMatchObject({
      hasEquity: false,
      reason: '请先登录',
    });
    // A trial VIP has the right; an expired membership does not.
    await t.app.db
      .updateTable('app_user')
      .set({ trial_vip: 1 })
      .where('id', '=', free.id)
      .execute();
    expect((await call('POST', 'v2/catalogue/checkEquity', body, free.token)).data).toMatchObject({
      hasEquity: true,
    });
    await t.app.db
      .updateTable('app_user')
      .set({ expiration_time: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', free.id)
      .execute();
    expect((await call('POST', 'v2/catalogue/checkEquity', body, free.token)).data).toMatchObject({
      hasEquity: false,
    });
    expect(await call('POST', 'v2/catalogue/checkEquity', {}, free.token)).toMatchObject({
      status: 400,
      msg: '请指定要校验的知识点、试卷或题目',
    });
  });

  it('refuses to open VIP sections and papers without the right', async () => {
    const free = await createLearner(t.app.db);
    const refused = { status: 403, msg: '该内容为VIP专享，开通VIP后即可使用' };
    expect(
      await call(
        'POST',
        'v2/catalogue/getCatalogueQuestion',
        { catalogueId: bank.catalogues.vipModule },
        free.token,
      ),
    ).toMatchObject(refused);
    expect(
      await call('GET', 'historyPaper/paperQuestions', { paperId: bank.vipPaper }, free.token),
    ).toMatchObject(refused);
    expect(
      await call('GET', 'historyPaper/mockPaperQuestions', { paperId: bank.vipPaper }, free.token),
    ).toMatchObject(refused);
    expect(
      await call('GET', 'historyPaper/paperPreview', { paperId: bank.vipPaper }, free.token),
    ).toMatchObject(refused);
    // A free section never hands a non-VIP learner a VIP question.
    const subject = await call<{ questions: unknown }>(
      'POST',
      'v2/catalogue/getCatalogueQuestion',
      { catalogueId: bank.catalogues.verbal, count: 50 },
      free.token,
    );
    expect(questionObjects(subject.data).some((q) => q.vipOnly === true)).toBe(false);
  });

  it('never sends a key before hand-in, whatever the endpoint', async () => {
    const learner = await createLearner(t.app.db);
    const session = await call<{ exercise: { id: number } }>(
      'POST',
      'v2/catalogue/getCatalogueQuestion',
      { catalogueId: bank.catalogues.blanks },
      learner.token,
    );
    const exerciseId = session.data.exercise.id;
    await call(
      'POST',
      'v2/catalogue/submitAnswer',
      { exerciseId, answers: [{ questionId: bank.q.single, answer: 'C' }] },
      learner.token,
    );
    await call('POST', 'favorites/star', { questionId: bank.q.single }, learner.token);
    const replies = [
      await call(
        'POST',
        'userAnswerLog/getQuestionAnswer',
        { questionIds: [bank.q.single] },
        learner.token,
      ),
      await call('GET', 'favorites/questionView', { questionId: bank.q.single }, learner.token),
      await call('POST', 'favorites/favoritesList', {}, learner.token),
      await call('POST', 'userExerciseLog/getExerciseQuestion', { exerciseId }, learner.token),
      await call('POST', 'v2/userExerciseLog/errorQuestionInfo', {}, learner.token),
      await call('GET', 'questionSample', { typeCode: 'single_choose' }, learner.token),
    ];
    for (const reply of replies) expect(leaksKeyOf(reply.data, bank.q.single)).toBe(false);
    expect(
      await call(
        'POST',
        'v2/userExerciseLog/getExerciseQuestionUserAnswer',
        { exerciseId },
        learner.token,
      ),
    ).toMatchObject({
      status: 400,
      msg: '交卷后才能查看解析',
    });
    const analysis = await t.app.db
      .selectFrom('qb_analysis')
      .select('id')
      .where('question_id', '=', bank.q.single)
      .where('type', '=', 'video')
      .executeTakeFirstOrThrow();
    expect(
      await call(
        'POST',
        'media/playUrl',
        { questionId: bank.q.single, analysisId: analysis.id },
        learner.token,
      ),
    ).toMatchObject({
      status: 403,
      msg: '交卷后才能查看解析',
    });
    const view = await call(
      'GET',
      'favorites/questionView',
      { questionId: bank.q.single },
      learner.token,
    );
    expect(view.data).toMatchObject({ id: bank.q.single, locked: true, isStarred: true });
  });

  it('withholds VIP keys from a learner whose membership ended, through every endpoint', async () => {
    const learner = await createLearner(t.app.db, { weight: 10 });
    const session = await call<{ exercise: { id: number } }>(
      'POST',
      'v2/catalogue/getCatalogueQuestion',
      { catalogueId: bank.catalogues.vipModule },
      learner.token,
    );
    const exerciseId = session.data.exercise.id;
    await call(
      'POST',
      'v2/catalogue/submitAnswer',
      { exerciseId, action: 'handIn', answers: [{ questionId: bank.q.vip, answer: 'A' }] },
      learner.token,
    );
    await call('POST', 'favorites/star', { questionId: bank.q.vip }, learner.token);

    const vipReview = await call(
      'POST',
      'v2/userExerciseLog/getExerciseQuestionUserAnswer',
      { exerciseId },
      learner.token,
    );
    expect(leaksKeyOf(vipReview.data, bank.q.vip)).toBe(true);

    await setWeight(learner.id, 0);
    const endpoints: Array<['GET' | 'POST', string, Record<string, unknown>]> = [
      ['POST', 'v2/userExerciseLog/getExerciseQuestionUserAnswer', { exerciseId }],
      ['POST', 'userAnswerLog/getQuestionAnswer', { questionIds: [bank.q.vip] }],
      ['GET', 'favorites/questionView', { questionId: bank.q.vip }],
      ['POST', 'favorites/favoritesList', {}],
      ['POST', 'v2/userExerciseLog/errorQuestionInfo', {}],
      [
        'POST',
        'v2/userExerciseLog/errorQuestionInfo',
        { knowledgePointId: bank.catalogues.vipPoint },
      ],
      ['POST', 'userExerciseLog/getExerciseQuestion', { exerciseId }],
      ['POST', 'v2/homePage/getUserCatalogueQuestion', { exerciseId }],
      ['POST', 'userExerciseLog/getExerciseQuestionUserAnswer', { exerciseId }],
      ['POST', 'v2/userExerciseLog/exerciseReport', { exerciseId }],
    ];
    for (const [method, path, payload] of endpoints) {
      const reply = await call(method, path, payload, learner.token);
      expect(reply.code, path).toBe(200);
      expect(leaksKeyOf(reply.data, bank.q.vip), path).toBe(false);
      expect(JSON.stringify(reply.data), path).not.toContain('VIP 解析');
    }
    const errorInfo = await call<{ list: Array<{ question: Record<string, unknown> }> }>(
      'POST',
      'v2/userExerciseLog/errorQuestionInfo',
      {},
      learner.token,
    );
    expect(errorInfo.data.list[0]?.question).toMatchObject({ id: expect.any(Number) });
    expect(questionObjects(errorInfo.data).find((q) => q.id === bank.q.vip)).toMatchObject({
      locked: true,
    });

    const video = await t.app.db
      .selectFrom('qb_analysis')
      .select('id')
      .where('question_id', '=', bank.q.vip)
      .where('type', '=', 'video')
      .executeTakeFirstOrThrow();
    expect(
      await call(
        'POST',
        'media/playUrl',
        { questionId: bank.q.vip, analysisId: video.id },
        learner.token,
      ),
    ).toMatchObject({ status: 403 });
    // Practising the error book again leaves the VIP question out.
    expect(
      await call('POST', 'v2/userExerciseLog/errorQuestionPractice', {}, learner.token),
    ).toMatchObject({
      status: 400,
      msg: '错题本里没有需要重练的题目',
    });

    await setWeight(learner.id, 10);
    const back = await call(
      'POST',
      'userAnswerLog/getQuestionAnswer',
      { questionIds: [bank.q.vip] },
      learner.token,
    );
    expect(leaksKeyOf(back.data, bank.q.vip)).toBe(true);
  });

  it('serves analysis media only through a valid, unexpired signature, with ranges', async () => {
    const learner = await createLearner(t.app.db);
    const session = await call<{ exercise: { id: number } }>(
      'POST',
      'v2/catalogue/getCatalogueQuestion',
      { catalogueId: bank.catalogues.blanks },
      learner.token,
    );
    await call(
      'POST',
      'v2/catalogue/submitAnswer',
      { exerciseId: session.data.exercise.id, action: 'handIn' },
      learner.token,
    );
    const analysis = await t.app.db
      .selectFrom('qb_analysis')
      .select('id')
      .where('question_id', '=', bank.q.single)
      .where('type', '=', 'video')
      .executeTakeFirstOrThrow();
    const play = await call<{ url: string; mime: string }>(
      'POST',
      'media/playUrl',
      { questionId: bank.q.single, analysisId: analysis.id },
      learner.token,
    );
    expect(play.data.mime).toBe('video/webm');
    const full = await t.app.inject({ method: 'GET', url: play.data.url });
    expect(full.statusCode).toBe(200);
    expect(full.rawPayload.length).toBe(2048);
    const part = await t.app.inject({
      method: 'GET',
      url: play.data.url,
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/2048');
    expect(part.rawPayload.length).toBe(100);

    const tampered = play.data.url.replace(
      /sign=([0-9a-f])/,
      (_, c: string) => `sign=${c === 'a' ? 'b' : 'a'}`,
    );
    expect((await t.app.inject({ method: 'GET', url: tampered })).json()).toMatchObject({
      code: 403,
      msg: '播放地址已过期，请刷新页面后重试',
    });
    const expired = play.data.url.replace(/expires=\d+/, 'expires=1000');
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
  });
});
