import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleMsg, ConsoleTopicMsg } from '@shangan/shared';
import type { ConsoleArticle } from '@shangan/shared/contracts/console/articles';
import type { ConsoleTopic } from '@shangan/shared/contracts/console/topics';
import type { TopicDetail } from '@shangan/shared/contracts/news/topics';
import { call } from '../../../test/client.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { grantRole } from '../accounts/public.ts';

describe.each(engines)('专题管理 in the console on %s', (engine) => {
  let t: TestApp;
  let editor: { id: number; token: string };
  let columnId: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    editor = await createLearner(t.app.db);
    await grantRole(t.app.db, editor.id, 'editor', new Date().toISOString());
    columnId = (
      await t.app.db.selectFrom('news_column').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const post = <T>(url: string, body: object) =>
    call<T>(t.app, 'POST', url, { token: editor.token, body });
  const topics = async () =>
    (await call<ConsoleTopic[]>(t.app, 'GET', '/console/topics', { token: editor.token })).data;
  const publicTopic = async (id: number) =>
    call<TopicDetail>(t.app, 'GET', `/pc/articleTopics/${id}`);
  const topic = (extra: object = {}) => ({
    id: null,
    title: '2027 选调生备考专题',
    summary: '各省选调公告、报名条件与面试指导。',
    cover: '',
    classification: '选调生',
    lists: [
      { type: null, name: '选调公告' },
      { type: null, name: '备考指导' },
    ],
    ...extra,
  });
  const article = (title: string, extra: object = {}) => ({
    columnId,
    cityId: null,
    title,
    summary: '',
    body: `<p>${title}的正文。</p>`,
    cover: '',
    source: '',
    author: '编辑部',
    tags: [],
    pdfFileId: null,
    ...extra,
  });

  it('creates a topic with a drawn cover and its lists, and an article joins a list', async () => {
    const saved = await post<ConsoleTopic>('/console/topics/save', topic());
    expect(saved).toMatchObject({ code: 200, msg: ConsoleTopicMsg.saved });
    expect(saved.data).toMatchObject({
      title: '2027 选调生备考专题',
      lists: [
        { type: 1, name: '选调公告', articles: 0 },
        { type: 2, name: '备考指导', articles: 0 },
      ],
      articles: 0,
    });
    expect(saved.data.cover).toMatch(/^\/api\/v1\/pc\/images\/\d+$/);
    // The public page is cached: read it before the article so the publish must refresh it.
    expect((await publicTopic(saved.data.id)).data.types.map((type) => type.name)).toEqual([
      '选调公告',
      '备考指导',
    ]);

    // The article editor offers the topic and its lists.
    const targets = await call<{ topics: Array<{ id: number; lists: Array<{ type: number }> }> }>(
      t.app,
      'GET',
      '/console/articles/targets',
      { token: editor.token },
    );
    expect(targets.data.topics.find((entry) => entry.id === saved.data.id)?.lists).toHaveLength(2);

    expect(
      await post('/console/articles/publish', {
        ...article('江苏选调报名须知', { topicId: saved.data.id, topicType: null }),
        from: null,
      }),
    ).toMatchObject({ code: 400, msg: ArticleMsg.topicListRequired });
    expect(
      await post('/console/articles/publish', {
        ...article('江苏选调报名须知', { topicId: saved.data.id, topicType: 9 }),
        from: null,
      }),
    ).toMatchObject({ code: 400, msg: ArticleMsg.topicNotFound });

    // A draft keeps its topic until it is published, and a publish that names none keeps it.
    const draft = await post<ConsoleArticle>('/console/articles/draft', {
      ...article('江苏选调报名须知', { topicId: saved.data.id, topicType: 1 }),
      draftId: null,
    });
    expect(draft.data).toMatchObject({ topicId: saved.data.id, topicType: 1 });
    const published = await post<ConsoleArticle>('/console/articles/publish', {
      ...article('江苏选调报名须知'),
      from: { state: 'draft', id: draft.data.id },
    });
    expect(published.data).toMatchObject({ state: 'published', topicId: saved.data.id });
    const shown = (await publicTopic(saved.data.id)).data;
    expect(shown.types[0]!.articles.map((entry) => entry.title)).toEqual(['江苏选调报名须知']);
    expect((await topics()).find((entry) => entry.id === saved.data.id)).toMatchObject({
      articles: 1,
      lists: [expect.objectContaining({ articles: 1 }), expect.objectContaining({ articles: 0 })],
    });

    // Lists keep their numbers when renamed and reordered; one with an article cannot go.
    expect(
      await post(
        '/console/topics/save',
        topic({ id: saved.data.id, lists: [{ type: 2, name: '备考' }] }),
      ),
    ).toMatchObject({ code: 400, msg: ConsoleTopicMsg.listHasArticles('选调公告', 1) });
    const reordered = await post<ConsoleTopic>(
      '/console/topics/save',
      topic({
        id: saved.data.id,
        cover: saved.data.cover,
        lists: [
          { type: null, name: '面试真题' },
          { type: 1, name: '公告' },
        ],
      }),
    );
    expect(reordered.data.lists).toEqual([
      { type: 3, name: '面试真题', articles: 0 },
      { type: 1, name: '公告', articles: 1 },
    ]);
    expect((await publicTopic(saved.data.id)).data.types.map((type) => type.name)).toEqual([
      '面试真题',
      '公告',
    ]);

    // A topic with articles stays; taking its article out lets it go.
    expect(await post('/console/topics/remove', { id: saved.data.id })).toMatchObject({
      code: 400,
      msg: ConsoleTopicMsg.hasArticles(1),
    });
    await post('/console/articles/publish', {
      ...article('江苏选调报名须知', { topicId: null, topicType: null }),
      from: { state: 'published', id: published.data.id },
    });
    expect(await post('/console/topics/remove', { id: saved.data.id })).toMatchObject({
      code: 200,
      msg: ConsoleTopicMsg.removed,
    });
    expect(await publicTopic(saved.data.id)).toMatchObject({ code: 404 });
    const actions = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'news_topic')
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'news_topic.create',
      'news_topic.update',
      'news_topic.remove',
    ]);
  });

  it('refuses bad topics in Chinese and orders them', async () => {
    const before = await topics();
    for (const [change, message] of [
      [{ title: ' ' }, ConsoleTopicMsg.titleRequired],
      [{ title: before[0]!.title }, ConsoleTopicMsg.titleTaken],
      [{ classification: '' }, ConsoleTopicMsg.classificationRequired],
      [{ cover: 'http://example.com/a.png' }, ConsoleTopicMsg.coverInvalid],
      [{ lists: [] }, ConsoleTopicMsg.listsRequired],
      [
        {
          lists: [
            { type: null, name: '甲' },
            { type: null, name: '甲' },
          ],
        },
        ConsoleTopicMsg.listNameTaken('甲'),
      ],
      [
        { id: before[0]!.id, title: before[0]!.title, lists: [{ type: 99, name: '乙' }] },
        ConsoleTopicMsg.listNotFound,
      ],
    ] as const) {
      expect(await post('/console/topics/save', topic(change))).toMatchObject({
        code: 400,
        msg: message,
      });
    }
    expect((await topics()).length).toBe(before.length);

    expect(
      await post('/console/topics/move', { id: before[1]!.id, direction: 'up' }),
    ).toMatchObject({
      code: 200,
    });
    const after = await topics();
    expect(after.slice(0, 2).map((entry) => entry.id)).toEqual([before[1]!.id, before[0]!.id]);
    const listed = await call<{ list: Array<{ id: number }> }>(t.app, 'GET', '/pc/articleTopics');
    expect(listed.data.list[0]!.id).toBe(before[1]!.id);
  });
});
