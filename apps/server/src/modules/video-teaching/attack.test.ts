import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExperienceCard } from '@shangan/shared/contracts/video-teaching/cards';
import type {
  LectureItem,
  LectureSubject,
} from '@shangan/shared/contracts/video-teaching/lectures';
import type { PlayInfo } from '@shangan/shared/contracts/course-video/playback';
import { DAY_MS } from '../../lib/time.ts';
import { createLearner } from '../../../test/learners.ts';
import { learningClient } from '../../../test/learning-client.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { LECTURE_GONE, lectureVideoOwner } from './access.ts';
import { CARD_NOT_FOUND, CARD_USED, NO_CARD } from './cards.service.ts';
import { createLectureFixture, giveCards, type LectureFixture } from './video-teaching.fixture.ts';

/**
 * Video teaching as a hostile learner or visitor sees it: unlocks sent many times at once, cards
 * of another learner, another learner's cards, unlocks and progress asked for by id, a
 * membership that lapsed, offline lectures, and bad input on every route.
 */
const CHINESE = /[\u4e00-\u9fff]/;

interface Unlocked {
  lecture: LectureItem;
  card: ExperienceCard;
  newlyUnlocked: boolean;
  experienceNum: number;
}

describe.each(engines)('video teaching attacked on %s', (engine) => {
  let t: TestApp;
  let f: LectureFixture;
  let call: ReturnType<typeof learningClient>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    f = await createLectureFixture(t.app.db);
    call = learningClient(t.app);
  });
  afterAll(() => t.close());

  const unlock = (token: string, body: Record<string, unknown>) =>
    call<Unlocked>('POST', 'videoTeaching/unlock', body, token);
  const access = (userId: number | null, lectureId: number) =>
    lectureVideoOwner.access(t.app.db, userId, lectureId);
  const online = () => [
    f.lectures.inPaper,
    f.lectures.plain,
    f.lectures.composite,
    f.lectures.vip,
    f.lectures.interview,
  ];
  async function snapshot() {
    return {
      cards: await t.app.db.selectFrom('vt_experience_card').selectAll().orderBy('id').execute(),
      unlocks: await t.app.db.selectFrom('vt_unlock').selectAll().orderBy('id').execute(),
    };
  }
  const unlocksOf = (userId: number) =>
    t.app.db.selectFrom('vt_unlock').selectAll().where('user_id', '=', userId).execute();
  const usedCardsOf = async (userId: number) =>
    (
      await t.app.db
        .selectFrom('vt_experience_card')
        .select('id')
        .where('user_id', '=', userId)
        .where('used_at', 'is not', null)
        .execute()
    ).map((row) => row.id);
  async function setVipUntil(userId: number, days: number) {
    await t.app.db
      .updateTable('app_user')
      .set({ weight: 10, expiration_time: new Date(Date.now() + days * DAY_MS).toISOString() })
      .where('id', '=', userId)
      .execute();
  }

  describe('the same unlock many times at once', () => {
    it('spends one card on one lecture however many identical unlocks arrive', async () => {
      const learner = await createLearner(t.app.db);
      await giveCards(t.app.db, learner.id, { usable: [3, 10, 30] });
      const replies = await Promise.all(
        Array.from({ length: 10 }, () => unlock(learner.token, { lectureId: f.lectures.plain })),
      );
      for (const reply of replies) expect(reply.code).toBe(200);
      expect(replies.filter((r) => r.data.newlyUnlocked)).toHaveLength(1);
      expect(new Set(replies.map((r) => r.data.card.id)).size).toBe(1);
      expect(await unlocksOf(learner.id)).toHaveLength(1);
      expect(await usedCardsOf(learner.id)).toHaveLength(1);
    });

    it('unlocks as many lectures as there are cards when each lecture is asked at once', async () => {
      const learner = await createLearner(t.app.db);
      await giveCards(t.app.db, learner.id, { usable: [5, 9] });
      const replies = await Promise.all(
        online().map((lectureId) => unlock(learner.token, { lectureId })),
      );
      expect(replies.filter((r) => r.code === 200)).toHaveLength(2);
      for (const refused of replies.filter((r) => r.code !== 200)) {
        expect(refused).toMatchObject({ status: 400, msg: NO_CARD });
      }
      expect(await unlocksOf(learner.id)).toHaveLength(2);
      expect(await usedCardsOf(learner.id)).toHaveLength(2);
    });

    it('spends a named card once when it is sent for several lectures at once', async () => {
      const learner = await createLearner(t.app.db);
      const [card] = await giveCards(t.app.db, learner.id, { usable: [5, 40] });
      const replies = await Promise.all(
        online().map((lectureId) => unlock(learner.token, { lectureId, cardId: card })),
      );
      const won = replies.filter((r) => r.code === 200);
      expect(won).toHaveLength(1);
      expect(won[0]!.data.card.id).toBe(card);
      for (const refused of replies.filter((r) => r.code !== 200)) {
        expect(refused).toMatchObject({ status: 400, msg: CARD_USED });
      }
      expect(await unlocksOf(learner.id)).toHaveLength(1);
      expect(await usedCardsOf(learner.id)).toEqual([card]);
    });
  });

  describe("another learner's rows", () => {
    it("neither spends, shows nor counts another learner's cards, unlocks or progress", async () => {
      const owner = await createLearner(t.app.db);
      const ownerCards = await giveCards(t.app.db, owner.id, { usable: [7, 8] });
      expect((await unlock(owner.token, { lectureId: f.lectures.plain })).code).toBe(200);
      const other = await createLearner(t.app.db);
      await giveCards(t.app.db, other.id, { usable: [4] });
      const asOwner = { userId: owner.id, uid: owner.id };

      // The owner's unused card, named by another learner, concurrently from both sides.
      const before = await snapshot();
      const [stolen, rightful] = await Promise.all([
        unlock(other.token, {
          lectureId: f.lectures.composite,
          cardId: ownerCards[1]!,
          ...asOwner,
        }),
        call('GET', 'videoTeaching/getQuestionExperienceNum', {}, owner.token),
      ]);
      expect(stolen).toMatchObject({ status: 404, msg: CARD_NOT_FOUND });
      expect(rightful.code).toBe(200);
      expect(await snapshot()).toEqual(before);

      const theirCards = await call<{ list: ExperienceCard[]; total: number }>(
        'GET',
        'videoTeaching/experienceCardList',
        asOwner,
        other.token,
      );
      expect(theirCards.data.total).toBe(1);
      expect(theirCards.data.list.map((c) => c.id)).not.toContain(ownerCards[0]);
      const count = await call<{ experienceNum: number }>(
        'GET',
        'videoTeaching/getQuestionExperienceNum',
        asOwner,
        other.token,
      );
      expect(count.data.experienceNum).toBe(1);
      const unlocked = await call<{ list: LectureItem[]; total: number }>(
        'GET',
        'videoTeaching/list',
        { subjectId: f.subjectId, filter: 'unlocked', ...asOwner },
        other.token,
      );
      expect(unlocked.data.total).toBe(0);
      const all = await call<{ list: LectureItem[] }>(
        'GET',
        'videoTeaching/list',
        { subjectId: f.subjectId, pageSize: 50, ...asOwner },
        other.token,
      );
      const plain = all.data.list.find((item) => item.id === f.lectures.plain)!;
      expect(plain).toMatchObject({ lockState: 'locked', unlockedAt: null, progress: null });
      const tree = await call<LectureSubject[]>(
        'GET',
        'videoTeaching/catalogueList',
        { subjectId: f.subjectId, ...asOwner },
        other.token,
      );
      expect(tree.data[0]!.openCount).toBe(0);
      // The owner's unlock opens the video to the owner only.
      expect(await access(owner.id, f.lectures.plain)).toEqual({ level: 'full' });
      expect(await access(other.id, f.lectures.plain)).toEqual({
        level: 'trial',
        trialSeconds: 15,
      });
      expect(await access(null, f.lectures.plain)).toEqual({ level: 'trial', trialSeconds: 15 });
    });
  });

  describe('rights that end', () => {
    it('gives a lapsed VIP the trial again, lets them spend a card, and keeps what a card unlocked', async () => {
      const learner = await createLearner(t.app.db);
      await giveCards(t.app.db, learner.id, { usable: [10] });
      await setVipUntil(learner.id, 30);
      expect(await access(learner.id, f.lectures.inPaper)).toEqual({ level: 'full' });
      expect(await unlock(learner.token, { lectureId: f.lectures.inPaper })).toMatchObject({
        status: 400,
        msg: expect.stringMatching(CHINESE),
      });

      await setVipUntil(learner.id, -1);
      expect(await access(learner.id, f.lectures.inPaper)).toEqual({
        level: 'trial',
        trialSeconds: 15,
      });
      const listed = await call<{ list: LectureItem[] }>(
        'GET',
        'videoTeaching/list',
        { subjectId: f.subjectId, pageSize: 50 },
        learner.token,
      );
      for (const item of listed.data.list) expect(item.lockState).toBe('locked');
      const num = await call<{ isVip: boolean }>(
        'GET',
        'videoTeaching/getQuestionExperienceNum',
        {},
        learner.token,
      );
      expect(num.data.isVip).toBe(false);

      expect((await unlock(learner.token, { lectureId: f.lectures.inPaper })).code).toBe(200);
      expect(await access(learner.id, f.lectures.inPaper)).toEqual({ level: 'full' });
      expect(await access(learner.id, f.lectures.interview)).toEqual({
        level: 'trial',
        trialSeconds: 15,
      });
    });

    it('plays, shows and unlocks nothing of a lecture taken offline, even for one who unlocked it', async () => {
      const learner = await createLearner(t.app.db);
      await giveCards(t.app.db, learner.id, { usable: [10, 11] });
      expect((await unlock(learner.token, { lectureId: f.lectures.interview })).code).toBe(200);
      expect(await access(learner.id, f.lectures.offline)).toEqual({
        level: 'none',
        reason: LECTURE_GONE,
      });
      const before = await snapshot();
      expect(await unlock(learner.token, { lectureId: f.lectures.offline })).toMatchObject({
        status: 404,
        msg: LECTURE_GONE,
      });
      expect(await snapshot()).toEqual(before);
      expect(
        await call('GET', 'videoTeaching/getQuestion', { lectureId: f.lectures.offline }),
      ).toMatchObject({ status: 404, msg: LECTURE_GONE });

      await t.app.db
        .updateTable('vt_lecture')
        .set({ status: 'offline' })
        .where('id', '=', f.lectures.interview)
        .execute();
      try {
        expect(await access(learner.id, f.lectures.interview)).toEqual({
          level: 'none',
          reason: LECTURE_GONE,
        });
        const info = await t.app.inject({
          method: 'GET',
          url: '/api/v1/pc/courseVideo/playInfo',
          query: { ownerKind: 'lecture', ownerId: String(f.lectures.offline) },
          headers: { authorization: `Bearer ${learner.token}` },
        });
        // The fixture's lectures have no video: either no video or no right, never a stream.
        const body = info.json() as { code: number; msg: string; data: PlayInfo | null };
        expect(body.data?.playToken ?? null).toBeNull();
        expect(body.msg).toMatch(CHINESE);
      } finally {
        await t.app.db
          .updateTable('vt_lecture')
          .set({ status: 'online' })
          .where('id', '=', f.lectures.interview)
          .execute();
      }
    });
  });

  describe('bad input', () => {
    it('answers every malformed request with a Chinese message and changes nothing', async () => {
      const learner = await createLearner(t.app.db);
      const [card] = await giveCards(t.app.db, learner.id, { usable: [10] });
      const huge = 2 ** 31;
      const cases: Array<['GET' | 'POST', string, Record<string, unknown>]> = [
        ['GET', 'videoTeaching/catalogueList', { subjectId: 0 }],
        ['GET', 'videoTeaching/catalogueList', { subjectId: 'abc' }],
        ['GET', 'videoTeaching/catalogueList', { subjectId: -1 }],
        ['GET', 'videoTeaching/catalogueList', { subjectId: huge }],
        ['GET', 'videoTeaching/list', { subjectId: 1.5 }],
        ['GET', 'videoTeaching/list', { catalogueId: 'x' }],
        ['GET', 'videoTeaching/list', { catalogueId: -3 }],
        ['GET', 'videoTeaching/list', { filter: 'everything' }],
        ['GET', 'videoTeaching/list', { page: 0 }],
        ['GET', 'videoTeaching/list', { page: 10_001 }],
        ['GET', 'videoTeaching/list', { pageSize: 51 }],
        ['GET', 'videoTeaching/list', { pageSize: -10 }],
        ['GET', 'videoTeaching/getQuestion', {}],
        ['GET', 'videoTeaching/getQuestion', { lectureId: 0 }],
        ['GET', 'videoTeaching/getQuestion', { lectureId: 'abc' }],
        ['GET', 'videoTeaching/getQuestion', { lectureId: 2.5 }],
        ['GET', 'videoTeaching/getQuestion', { lectureId: huge }],
        ['GET', 'videoTeaching/getQuestion', { lectureId: '1 or 1=1' }],
        ['GET', 'videoTeaching/experienceCardList', { status: 'stolen' }],
        ['GET', 'videoTeaching/experienceCardList', { page: 0 }],
        ['GET', 'videoTeaching/experienceCardList', { pageSize: 1000 }],
        ['POST', 'videoTeaching/unlock', {}],
        ['POST', 'videoTeaching/unlock', { lectureId: null }],
        ['POST', 'videoTeaching/unlock', { lectureId: 'plain' }],
        ['POST', 'videoTeaching/unlock', { lectureId: -f.lectures.plain }],
        ['POST', 'videoTeaching/unlock', { lectureId: f.lectures.plain + 0.5 }],
        ['POST', 'videoTeaching/unlock', { lectureId: huge }],
        ['POST', 'videoTeaching/unlock', { lectureId: 1e300 }],
        ['POST', 'videoTeaching/unlock', { lectureId: { id: f.lectures.plain } }],
        ['POST', 'videoTeaching/unlock', { lectureId: f.lectures.plain, cardId: 'first' }],
        ['POST', 'videoTeaching/unlock', { lectureId: f.lectures.plain, cardId: 0 }],
        ['POST', 'videoTeaching/unlock', { lectureId: f.lectures.plain, cardId: -card! }],
        ['POST', 'videoTeaching/unlock', { lectureId: f.lectures.plain, cardId: huge }],
        ['POST', 'videoTeaching/unlock', { lectureId: f.lectures.plain, cardId: 1.25 }],
      ];
      const before = await snapshot();
      for (const [method, path, payload] of cases) {
        const reply = await call(method, path, payload, learner.token);
        const label = `${method} ${path} ${JSON.stringify(payload)}`;
        expect({ label, status: reply.status, code: reply.code }).toEqual({
          label,
          status: 400,
          code: 400,
        });
        expect({ label, msg: reply.msg }).toEqual({ label, msg: expect.stringMatching(CHINESE) });
      }
      // Well formed, but naming nothing.
      for (const payload of [
        { lectureId: 2_147_483_000 },
        { lectureId: f.lectures.plain, cardId: 2_147_483_000 },
      ]) {
        const reply = await call('POST', 'videoTeaching/unlock', payload, learner.token);
        expect(reply.status).toBe(404);
        expect(reply.msg).toMatch(CHINESE);
      }
      const broken = await t.app.inject({
        method: 'POST',
        url: '/gxw-web-student/videoTeaching/unlock',
        headers: { token: learner.token, 'content-type': 'application/json' },
        payload: '{"lectureId":',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().msg).toMatch(CHINESE);
      expect(await snapshot()).toEqual(before);
    });

    it('asks a visitor or a forged token to sign in before anything of cards', async () => {
      const before = await snapshot();
      for (const token of [undefined, 'not-a-session-token']) {
        for (const [method, path, payload] of [
          ['POST', 'videoTeaching/unlock', { lectureId: f.lectures.plain }],
          ['GET', 'videoTeaching/experienceCardList', {}],
          ['GET', 'videoTeaching/getQuestionExperienceNum', {}],
        ] as const) {
          const reply = await call(method, path, payload, token);
          expect({ path, status: reply.status }).toEqual({ path, status: 401 });
          expect(reply.msg).toMatch(CHINESE);
        }
      }
      expect(await snapshot()).toEqual(before);
    });
  });
});
