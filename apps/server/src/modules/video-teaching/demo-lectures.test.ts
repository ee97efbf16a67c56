import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExperienceCard } from '@shangan/shared/contracts/video-teaching/cards';
import type {
  LectureItem,
  LectureSubject,
} from '@shangan/shared/contracts/video-teaching/lectures';
import type { PlayInfo } from '@shangan/shared/contracts/course-video/playback';
import { openSession } from '../../../test/learners.ts';
import { learningClient } from '../../../test/learning-client.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { DEMO_LEARNER } from '../accounts/public.ts';
import { lectureAccess } from './access.ts';

describe.each(engines)('demo lectures on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof learningClient>;
  let learner: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    call = learningClient(t.app);
    const row = await t.app.db
      .selectFrom('app_user')
      .select('id')
      .where('phone', '=', DEMO_LEARNER.phone)
      .executeTakeFirstOrThrow();
    learner = { id: row.id, token: await openSession(t.app.db, row.id) };
  });
  afterAll(() => t.close());

  it('explains free questions of the demo bank in 行测, 公共基础知识 and 面试, each with a video', async () => {
    const tree = await call<LectureSubject[]>('GET', 'videoTeaching/catalogueList', {});
    expect(tree.data.map((subject) => subject.name)).toEqual(['行测', '公共基础知识', '面试']);
    const xingce = tree.data[0]!;
    expect(xingce.lectureCount).toBeGreaterThanOrEqual(10);
    expect(xingce.modules.map((module) => module.name)).toEqual([
      '言语理解与表达',
      '数量关系',
      '判断推理',
      '常识判断',
    ]);
    expect(xingce.modules[0]!.points.map((point) => point.name)).toEqual([
      '片段阅读',
      '逻辑填空',
      '语句表达',
    ]);

    const all = await call<{ list: LectureItem[]; total: number }>('GET', 'videoTeaching/list', {
      pageSize: 50,
    });
    expect(all.data.total).toBe(13);
    const videos = await t.app.db
      .selectFrom('course_video')
      .select(['owner_id', 'duration_seconds'])
      .where('owner_kind', '=', 'lecture')
      .execute();
    const durations = new Map(videos.map((video) => [video.owner_id, video.duration_seconds]));
    for (const item of all.data.list) {
      expect(item.durationSeconds).toBe(durations.get(item.id));
      expect(item.durationSeconds).toBeGreaterThan(item.trialSeconds);
      expect(item.questionSummary.length).toBeGreaterThan(0);
      expect(item.lockState).toBe('locked');
    }
    const questions = await t.app.db
      .selectFrom('qb_question')
      .select(['id', 'vip_only', 'parent_id'])
      .where(
        'id',
        'in',
        all.data.list.map((item) => item.questionId),
      )
      .execute();
    expect(questions).toHaveLength(13);
    for (const question of questions)
      expect(question).toMatchObject({ vip_only: 0, parent_id: null });
  });

  it('gives the demo learner cards to use, one spent on the first lecture and one expired', async () => {
    const num = await call<{ experienceNum: number; isVip: boolean }>(
      'GET',
      'videoTeaching/getQuestionExperienceNum',
      {},
      learner.token,
    );
    expect(num.data).toMatchObject({ experienceNum: 3, isVip: false });
    const cards = await call<{
      list: ExperienceCard[];
      counts: { usable: number; used: number; expired: number };
    }>('GET', 'videoTeaching/experienceCardList', { pageSize: 50 }, learner.token);
    expect(cards.data.counts).toEqual({ usable: 3, used: 1, expired: 1 });
    const used = cards.data.list.find((card) => card.status === 'used')!;
    expect(used.lecture).toMatchObject({ title: '逻辑填空：从语境关键词锁定答案' });
    const mine = await call<{ list: LectureItem[] }>(
      'GET',
      'videoTeaching/list',
      { filter: 'unlocked' },
      learner.token,
    );
    expect(mine.data.list.map((item) => item.id)).toEqual([used.lecture!.id]);
    expect(await lectureAccess(t.app.db, learner.id, used.lecture!.id)).toEqual({
      level: 'full',
    });
  });

  it('plays a lecture through the video delivery: in full once unlocked, else its trial', async () => {
    const lecture = (
      await call<{ list: LectureItem[] }>(
        'GET',
        'videoTeaching/list',
        { filter: 'unlocked' },
        learner.token,
      )
    ).data.list[0]!;
    const playInfo = async (token?: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/pc/courseVideo/playInfo',
        query: { ownerKind: 'lecture', ownerId: String(lecture.id) },
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return res.json() as { code: number; data: PlayInfo };
    };
    const mine = await playInfo(learner.token);
    expect(mine.code).toBe(200);
    expect(mine.data).toMatchObject({
      title: lecture.title,
      access: 'full',
      trialSeconds: null,
      status: 'ready',
    });
    expect(mine.data.playlistUrl).toBeTruthy();
    const visitor = await playInfo();
    expect(visitor.data).toMatchObject({ access: 'trial', trialSeconds: lecture.trialSeconds });
  });
});
