import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExperienceCard } from '@shangan/shared/contracts/video-teaching/cards';
import type {
  LectureItem,
  LectureSubject,
} from '@shangan/shared/contracts/video-teaching/lectures';
import type { Question } from '@shangan/shared/contracts/question-bank';
import { createLearner } from '../../../test/learners.ts';
import { learningClient } from '../../../test/learning-client.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { HELD_FOR_EXAM, LECTURE_GONE, lectureAccess, lectureVideoOwner } from './access.ts';
import {
  CARD_EXPIRED,
  CARD_NOT_FOUND,
  CARD_USED,
  CARDS_EXPIRED,
  NO_CARD,
  VIP_NEEDS_NO_CARD,
} from './cards.service.ts';
import { createLectureFixture, giveCards, type LectureFixture } from './video-teaching.fixture.ts';

interface Unlocked {
  lecture: LectureItem;
  card: ExperienceCard;
  newlyUnlocked: boolean;
  experienceNum: number;
}

describe.each(engines)('video teaching on %s', (engine) => {
  let t: TestApp;
  let f: LectureFixture;
  let call: ReturnType<typeof learningClient>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    f = await createLectureFixture(t.app.db);
    call = learningClient(t.app);
  });
  afterAll(() => t.close());

  const list = (query: Record<string, unknown>, token?: string) =>
    call<{ list: LectureItem[]; total: number }>('GET', 'videoTeaching/list', query, token);
  const unlock = (token: string, body: Record<string, unknown>) =>
    call<Unlocked>('POST', 'videoTeaching/unlock', body, token);
  const cards = (token: string, query: Record<string, unknown> = {}) =>
    call<{
      list: ExperienceCard[];
      total: number;
      counts: { usable: number; used: number; expired: number };
    }>('GET', 'videoTeaching/experienceCardList', query, token);
  /** What a refused unlock must leave as it was. */
  const snapshot = async () => ({
    cards: await t.app.db.selectFrom('vt_experience_card').selectAll().orderBy('id').execute(),
    unlocks: await t.app.db.selectFrom('vt_unlock').selectAll().orderBy('id').execute(),
  });

  it('lists a subject’s online lectures with their point, question and lock state', async () => {
    const visitor = await list({ subjectId: f.subjectId, pageSize: 50 });
    expect(visitor.code).toBe(200);
    expect(visitor.data.total).toBe(5);
    expect(visitor.data.list.map((item) => item.id)).toEqual([
      f.lectures.inPaper,
      f.lectures.plain,
      f.lectures.composite,
      f.lectures.vip,
      f.lectures.interview,
    ]);
    expect(visitor.data.list[0]).toMatchObject({
      title: '逻辑填空：语境定答案',
      teacherName: '许明远',
      moduleName: '言语理解与表达',
      knowledgePoint: { id: f.catalogues.blanks, name: '逻辑填空' },
      questionId: f.q.inPaper,
      questionSummary: '依次填入划横线部分最恰当的一项是：',
      durationSeconds: 40,
      trialSeconds: 15,
      lockState: 'locked',
      unlockedAt: null,
      progress: null,
    });
    // A VIP question's stem is not given away by the list.
    const vipItem = visitor.data.list.find((item) => item.id === f.lectures.vip)!;
    expect(vipItem.questionSummary).not.toContain('VIP专享的逻辑填空题');
    // A lecture filed under a module without points is its own module and point.
    expect(visitor.data.list.at(-1)).toMatchObject({
      moduleName: '应急应变',
      knowledgePoint: { id: f.catalogues.interview, name: '应急应变' },
    });

    const module = await list({ catalogueId: f.catalogues.verbal, pageSize: 50 });
    expect(module.data.total).toBe(4);
    const point = await list({ catalogueId: f.catalogues.reading });
    expect(point.data.list.map((item) => item.id)).toEqual([f.lectures.composite]);
    const paged = await list({ subjectId: f.subjectId, pageSize: 2, page: 3 });
    expect(paged.data).toMatchObject({ total: 5 });
    expect(paged.data.list.map((item) => item.id)).toEqual([f.lectures.interview]);

    const unknown = await list({ catalogueId: 2_000_000 });
    expect(unknown).toMatchObject({ status: 404, code: 404, msg: '知识点不存在' });
    const bad = await list({ subjectId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('科目编号不正确');
  });

  it('gives the catalogue of lectures with counts per module and point, for the viewer', async () => {
    const learner = await createLearner(t.app.db);
    await giveCards(t.app.db, learner.id, { usable: [10] });
    expect((await unlock(learner.token, { lectureId: f.lectures.composite })).code).toBe(200);
    const tree = await call<LectureSubject[]>(
      'GET',
      'videoTeaching/catalogueList',
      { subjectId: f.subjectId },
      learner.token,
    );
    expect(tree.data).toEqual([
      {
        id: f.subjectId,
        name: expect.stringMatching(/^讲题测试/),
        description: '名师讲题测试科目',
        lectureCount: 5,
        openCount: 1,
        modules: [
          {
            id: f.catalogues.verbal,
            name: '言语理解与表达',
            lectureCount: 4,
            openCount: 1,
            points: [
              { id: f.catalogues.blanks, name: '逻辑填空', lectureCount: 3, openCount: 0 },
              { id: f.catalogues.reading, name: '片段阅读', lectureCount: 1, openCount: 1 },
            ],
          },
          {
            id: f.catalogues.interview,
            name: '应急应变',
            lectureCount: 1,
            openCount: 0,
            points: [],
          },
        ],
      },
    ]);
    const vip = await createLearner(t.app.db, { weight: 10 });
    const vipTree = await call<LectureSubject[]>(
      'GET',
      'videoTeaching/catalogueList',
      { subjectId: f.subjectId },
      vip.token,
    );
    expect(vipTree.data[0]).toMatchObject({ lectureCount: 5, openCount: 5 });
    // Without a subject: every subject that has lectures, this one among them.
    const all = await call<LectureSubject[]>('GET', 'videoTeaching/catalogueList', {});
    expect(all.data.map((subject) => subject.id)).toContain(f.subjectId);
    expect(all.data.every((subject) => subject.lectureCount > 0)).toBe(true);
  });

  it('shows a lecture with its question as the question bank shows it, key kept back', async () => {
    const learner = await createLearner(t.app.db);
    await giveCards(t.app.db, learner.id, { usable: [5, 9] });
    const detail = await call<{
      lecture: LectureItem & { intro: string };
      question: Question;
      experienceNum: number;
      related: LectureItem[];
    }>('GET', 'videoTeaching/getQuestion', { lectureId: f.lectures.plain }, learner.token);
    expect(detail.code).toBe(200);
    expect(detail.data.lecture).toMatchObject({
      id: f.lectures.plain,
      intro: '逻辑填空：词义轻重的讲解',
      lockState: 'locked',
    });
    expect(detail.data.question).toMatchObject({
      id: f.q.plain,
      questionTypeCode: 'single_choose',
      locked: true,
    });
    expect(detail.data.question.questionOptionList).toHaveLength(4);
    expect(detail.data.question.answer).toBeUndefined();
    expect(detail.data.question.analysisList).toBeUndefined();
    expect(detail.data.experienceNum).toBe(2);
    // The same point's other online lectures; never the offline one.
    expect(detail.data.related.map((item) => item.id)).toEqual([
      f.lectures.inPaper,
      f.lectures.vip,
    ]);

    const composite = await call<{ question: Question }>('GET', 'videoTeaching/getQuestion', {
      lectureId: f.lectures.composite,
    });
    expect(composite.data.question.sonQuestion).toHaveLength(1);
    expect(composite.data.question.materialContext).toEqual([{ content: '<p>材料一</p>' }]);

    const vipQuestion = await call<{ question: Question }>('GET', 'videoTeaching/getQuestion', {
      lectureId: f.lectures.vip,
    });
    expect(vipQuestion.data.question.context).not.toContain('VIP专享的逻辑填空题');
    expect(vipQuestion.data.question.questionOptionList).toEqual([]);

    for (const lectureId of [f.lectures.offline, 2_000_000]) {
      const gone = await call('GET', 'videoTeaching/getQuestion', { lectureId });
      expect(gone).toMatchObject({ status: 404, msg: LECTURE_GONE });
    }
  });

  it('lists my cards with their expiry and state, and counts the usable ones', async () => {
    const learner = await createLearner(t.app.db);
    const visitor = await call('GET', 'videoTeaching/getQuestionExperienceNum', {});
    expect(visitor.status).toBe(401);
    const [soon, later] = await giveCards(t.app.db, learner.id, { usable: [3, 30], expired: 1 });
    const num = await call<{ experienceNum: number; nextExpiresAt: string; isVip: boolean }>(
      'GET',
      'videoTeaching/getQuestionExperienceNum',
      {},
      learner.token,
    );
    expect(num.data).toMatchObject({ experienceNum: 2, isVip: false });
    const soonRow = await t.app.db
      .selectFrom('vt_experience_card')
      .select('expires_at')
      .where('id', '=', soon!)
      .executeTakeFirstOrThrow();
    expect(num.data.nextExpiresAt).toBe(soonRow.expires_at);

    await unlock(learner.token, { lectureId: f.lectures.plain, cardId: later });
    const all = await cards(learner.token);
    expect(all.data.counts).toEqual({ usable: 1, used: 1, expired: 1 });
    expect(all.data.list.map((card) => [card.id, card.status])).toEqual([
      [soon, 'usable'],
      [later, 'used'],
      [expect.any(Number), 'expired'],
    ]);
    expect(all.data.list[1]).toMatchObject({
      name: '名师讲题体验卡',
      source: '测试赠送',
      usedAt: expect.any(String),
      lecture: { id: f.lectures.plain, title: '逻辑填空：词义轻重' },
    });
    const expired = await cards(learner.token, { status: 'expired' });
    expect(expired.data).toMatchObject({ total: 1 });
    expect(expired.data.list[0]).toMatchObject({ status: 'expired', usedAt: null, lecture: null });
    const bad = await cards(learner.token, { status: 'lost' });
    expect(bad).toMatchObject({ status: 400, msg: expect.stringContaining('体验卡状态不正确') });
  });

  it('unlocks a lecture with the card that runs out first, once', async () => {
    const learner = await createLearner(t.app.db);
    const [later, soon] = await giveCards(t.app.db, learner.id, { usable: [20, 2] });
    const first = await unlock(learner.token, { lectureId: f.lectures.inPaper });
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({
      newlyUnlocked: true,
      experienceNum: 1,
      lecture: { id: f.lectures.inPaper, lockState: 'unlocked', unlockedAt: expect.any(String) },
      card: { id: soon, status: 'used' },
    });
    // Again: the same unlock, nothing spent.
    const again = await unlock(learner.token, { lectureId: f.lectures.inPaper, cardId: later });
    expect(again.data).toMatchObject({
      newlyUnlocked: false,
      experienceNum: 1,
      card: { id: soon },
    });
    const unlocks = await t.app.db
      .selectFrom('vt_unlock')
      .selectAll()
      .where('user_id', '=', learner.id)
      .execute();
    expect(unlocks).toHaveLength(1);

    const mine = await list({ subjectId: f.subjectId, filter: 'unlocked' }, learner.token);
    expect(mine.data.list.map((item) => [item.id, item.lockState])).toEqual([
      [f.lectures.inPaper, 'unlocked'],
    ]);
    expect((await list({ filter: 'unlocked' })).data).toEqual({ list: [], total: 0 });
  });

  it('gives one success and one refusal to two unlocks racing for the last card', async () => {
    const learner = await createLearner(t.app.db);
    await giveCards(t.app.db, learner.id, { usable: [7] });
    const replies = await Promise.all([
      unlock(learner.token, { lectureId: f.lectures.plain }),
      unlock(learner.token, { lectureId: f.lectures.composite }),
    ]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([200, 400]);
    expect(replies.find((reply) => reply.code === 400)!.msg).toBe(NO_CARD);
    const unlocks = await t.app.db
      .selectFrom('vt_unlock')
      .selectAll()
      .where('user_id', '=', learner.id)
      .execute();
    expect(unlocks).toHaveLength(1);
    expect(replies.find((reply) => reply.code === 200)!.data.lecture.id).toBe(
      unlocks[0]!.lecture_id,
    );
  });

  it('records one unlock and spends one card when the same lecture is unlocked twice at once', async () => {
    const learner = await createLearner(t.app.db);
    await giveCards(t.app.db, learner.id, { usable: [7, 8, 9] });
    const replies = await Promise.all(
      [1, 2, 3].map(() => unlock(learner.token, { lectureId: f.lectures.interview })),
    );
    expect(replies.map((reply) => reply.code)).toEqual([200, 200, 200]);
    expect(replies.filter((reply) => reply.data.newlyUnlocked)).toHaveLength(1);
    const counts = await cards(learner.token);
    expect(counts.data.counts).toEqual({ usable: 2, used: 1, expired: 0 });
  });

  it('refuses an expired, used, foreign or missing card and changes nothing', async () => {
    const learner = await createLearner(t.app.db);
    const other = await createLearner(t.app.db);
    const [usable, expired] = await giveCards(t.app.db, learner.id, { usable: [4], expired: 1 });
    const [foreign] = await giveCards(t.app.db, other.id, { usable: [4] });
    await unlock(learner.token, { lectureId: f.lectures.plain, cardId: usable });
    const before = await snapshot();
    for (const [body, status, msg] of [
      [{ lectureId: f.lectures.composite, cardId: expired }, 400, CARD_EXPIRED],
      [{ lectureId: f.lectures.composite, cardId: usable }, 400, CARD_USED],
      [{ lectureId: f.lectures.composite, cardId: foreign }, 404, CARD_NOT_FOUND],
      [{ lectureId: f.lectures.composite, cardId: 2_000_000 }, 404, CARD_NOT_FOUND],
      [{ lectureId: f.lectures.composite }, 400, CARDS_EXPIRED],
      [{ lectureId: f.lectures.offline }, 404, LECTURE_GONE],
      [{ lectureId: 0 }, 400, '讲题编号不正确'],
    ] as const) {
      const reply = await unlock(learner.token, body);
      expect([reply.status, reply.msg]).toEqual([status, msg]);
    }
    const none = await createLearner(t.app.db);
    expect((await unlock(none.token, { lectureId: f.lectures.plain })).msg).toBe(NO_CARD);
    expect((await call('POST', 'videoTeaching/unlock', { lectureId: 1 })).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a VIP member watch every lecture and keeps their cards', async () => {
    const vip = await createLearner(t.app.db, { weight: 10 });
    await giveCards(t.app.db, vip.id, { usable: [5] });
    const items = await list({ subjectId: f.subjectId, pageSize: 50 }, vip.token);
    expect(new Set(items.data.list.map((item) => item.lockState))).toEqual(new Set(['vip']));
    const before = await snapshot();
    const refused = await unlock(vip.token, { lectureId: f.lectures.plain });
    expect(refused).toMatchObject({ status: 400, msg: VIP_NEEDS_NO_CARD });
    expect(await snapshot()).toEqual(before);
    const num = await call<{ isVip: boolean; experienceNum: number }>(
      'GET',
      'videoTeaching/getQuestionExperienceNum',
      {},
      vip.token,
    );
    expect(num.data).toMatchObject({ isVip: true, experienceNum: 1 });
  });

  it('decides what of a lecture video each person may watch', async () => {
    const db = t.app.db;
    const learner = await createLearner(db);
    const vip = await createLearner(db, { weight: 10 });
    await giveCards(db, learner.id, { usable: [5] });
    expect(await lectureAccess(db, null, f.lectures.plain)).toEqual({
      level: 'trial',
      trialSeconds: 15,
    });
    expect(await lectureAccess(db, learner.id, f.lectures.plain)).toEqual({
      level: 'trial',
      trialSeconds: 15,
    });
    expect(await lectureAccess(db, vip.id, f.lectures.plain)).toEqual({ level: 'full' });
    await unlock(learner.token, { lectureId: f.lectures.plain });
    expect(await lectureAccess(db, learner.id, f.lectures.plain)).toEqual({ level: 'full' });
    // An unlock stays when the card it spent would have expired since.
    await db
      .updateTable('vt_experience_card')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', learner.id)
      .execute();
    expect(await lectureAccess(db, learner.id, f.lectures.plain)).toEqual({ level: 'full' });
    for (const id of [f.lectures.offline, 2_000_000]) {
      expect(await lectureAccess(db, vip.id, id)).toEqual({ level: 'none', reason: LECTURE_GONE });
    }
    const described = await lectureVideoOwner.describe(db, [f.lectures.plain, f.lectures.vip]);
    expect(described.get(f.lectures.plain)).toEqual({ title: '逻辑填空：词义轻重' });
    expect(described.get(f.lectures.vip)).toEqual({ title: '逻辑填空：VIP题' });
  });

  it('shows nothing of a lecture whose question is in a mock the learner is sitting', async () => {
    const vip = await createLearner(t.app.db, { weight: 10 });
    expect(await lectureAccess(t.app.db, vip.id, f.lectures.inPaper)).toEqual({ level: 'full' });
    const mock = await call(
      'GET',
      'historyPaper/mockPaperQuestions',
      { paperId: f.paper },
      vip.token,
    );
    expect(mock.code).toBe(200);
    expect(await lectureAccess(t.app.db, vip.id, f.lectures.inPaper)).toEqual({
      level: 'none',
      reason: HELD_FOR_EXAM,
    });
    // Other lectures play on.
    expect(await lectureAccess(t.app.db, vip.id, f.lectures.plain)).toEqual({ level: 'full' });
  });
});
