import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleMsg } from '@shangan/shared';
import type { ConsoleArticle, ConsoleArticleRow } from '@shangan/shared/contracts/console/articles';
import { call } from '../../../test/client.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { grantRole } from '../accounts/public.ts';

interface SearchData {
  list: Array<{ id: number; title: string }>;
  total: number;
}

describe.each(engines)('articles written in the console on %s', (engine) => {
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

  const fields = (title: string, extra: Record<string, unknown> = {}) => ({
    columnId,
    cityId: null,
    title,
    summary: '',
    body: `<h2>报名须知</h2><p>${title}正文，<strong>请考生</strong>按时报名。</p><script>alert(1)</script>`,
    cover: '',
    source: '上岸教研',
    author: '编辑部',
    tags: ['公告', '报名', '公告'],
    pdfFileId: null,
    ...extra,
  });
  const search = async (keyword: string) =>
    (await call<SearchData>(t.app, 'GET', '/pc/search', { query: { keyword } })).data;
  const saveDraft = (body: Record<string, unknown>) =>
    call<ConsoleArticle>(t.app, 'POST', '/console/articles/draft', { token: editor.token, body });
  const publish = (body: Record<string, unknown>) =>
    call<ConsoleArticle>(t.app, 'POST', '/console/articles/publish', { token: editor.token, body });

  it('keeps a draft off the site, publishes it clean and searchable at once, and takes it down', async () => {
    const title = '二〇二七年度湖州市考录公务员公告';
    // A search before the publish fills the caches, which the publish must drop.
    expect((await search('湖州市考录')).total).toBe(0);
    const draft = await saveDraft({ draftId: null, ...fields(title) });
    expect(draft).toMatchObject({ code: 200, msg: ArticleMsg.draftSaved });
    expect(draft.data).toMatchObject({ state: 'draft', title, tags: ['公告', '报名'] });
    expect(draft.data.body).not.toContain('<script');
    expect((await search('湖州市考录')).total).toBe(0);

    const published = await publish({
      from: { state: 'draft', id: draft.data.id },
      ...fields(title),
    });
    expect(published).toMatchObject({ code: 200, msg: ArticleMsg.published });
    // No summary written: the site takes the body's opening, and the editor still sees none.
    expect(published.data).toMatchObject({ state: 'published', title, summary: '' });
    const found = await search('湖州市考录');
    expect(found.list.map((hit) => hit.id)).toEqual([published.data.id]);
    const shown = await call<{ body: string; title: string }>(
      t.app,
      'GET',
      `/pc/articles/${published.data.id}`,
    );
    expect(shown.data.title).toBe(title);
    expect(shown.data.body).toContain('<strong>请考生</strong>');
    expect(shown.data.body).not.toContain('script');
    expect(
      await t.app.db.selectFrom('news_draft').selectAll().where('id', '=', draft.data.id).execute(),
    ).toEqual([]);

    // Rewritten in place: the new title is found, the old one no longer.
    const renamed = '二〇二七年度嘉兴市考录公务员公告';
    await publish({ from: { state: 'published', id: published.data.id }, ...fields(renamed) });
    expect((await search('嘉兴市考录')).list.map((hit) => hit.id)).toEqual([published.data.id]);
    expect((await search('湖州市考录')).total).toBe(0);

    const withdrawn = await call<ConsoleArticle>(t.app, 'POST', '/console/articles/withdraw', {
      token: editor.token,
      body: { id: published.data.id },
    });
    expect(withdrawn).toMatchObject({ code: 200, msg: ArticleMsg.withdrawn });
    expect(withdrawn.data).toMatchObject({
      state: 'draft',
      title: renamed,
      tags: ['公告', '报名'],
    });
    expect((await search('嘉兴市考录')).total).toBe(0);
    expect((await call(t.app, 'GET', `/pc/articles/${published.data.id}`)).code).toBe(404);

    const drafts = await call<{ list: ConsoleArticleRow[] }>(t.app, 'GET', '/console/articles', {
      token: editor.token,
      query: { state: 'draft', keyword: '嘉兴' },
    });
    expect(drafts.data.list.map((row) => row.id)).toEqual([withdrawn.data.id]);

    const actions = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', editor.id)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'news_draft.save',
      'news_article.publish',
      'news_article.update',
      'news_article.withdraw',
    ]);
  });

  it('lists published articles by column and title', async () => {
    const title = '上岸测试栏目文章一篇';
    const published = await publish({ from: null, ...fields(title) });
    const list = await call<{ list: ConsoleArticleRow[]; total: number }>(
      t.app,
      'GET',
      '/console/articles',
      {
        token: editor.token,
        query: { state: 'published', keyword: '上岸测试栏目', columnId },
      },
    );
    expect(list.data.list).toEqual([
      expect.objectContaining({ id: published.data.id, title, columnId, editor: '编辑部' }),
    ]);
  });

  it('refuses each bad field in Chinese and writes nothing', async () => {
    const before = await t.app.db.selectFrom('news_article').select('id').execute();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '  ' }, ArticleMsg.titleRequired],
      [{ title: '题'.repeat(81) }, ArticleMsg.titleTooLong],
      [{ columnId: 999_999 }, ArticleMsg.columnNotFound],
      [{ cityId: 999_999 }, ArticleMsg.cityNotFound],
      [{ cover: 'javascript:alert(1)' }, ArticleMsg.coverInvalid],
      [{ cover: '//evil.example/x.png' }, ArticleMsg.coverInvalid],
      [{ body: '<p> </p><script>x</script>' }, ArticleMsg.bodyRequired],
      [{ tags: ['一二三四五六七八九十一二三'] }, ArticleMsg.tagsTooMany],
    ];
    for (const [change, message] of cases) {
      const answer = await publish({ from: null, ...fields('正常标题', change) });
      expect(answer, message).toMatchObject({ code: 400, msg: message });
    }
    expect(
      await publish({ from: { state: 'draft', id: 999_999 }, ...fields('正常标题') }),
    ).toMatchObject({ code: 400, msg: ArticleMsg.notFound });
    expect(await t.app.db.selectFrom('news_article').select('id').execute()).toEqual(before);
  });

  describe('scheduled publishing', () => {
    const schedule = (body: Record<string, unknown>) =>
      call<ConsoleArticle>(t.app, 'POST', '/console/articles/schedule', {
        token: editor.token,
        body,
      });
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    /** Time passes: the draft's waiting runs may start now, on either queue. */
    const makeDue = async () => {
      const now = new Date().toISOString();
      await t.app.db
        .updateTable('job_run')
        .set({ run_after: now })
        .where('kind', '=', 'article-publish')
        .where('state', '=', 'waiting')
        .execute();
      if (engine === 'postgres') {
        await sql`update pgboss.job set start_after = now() where name = 'article-publish' and state = 'created'`.execute(
          t.app.db,
        );
      }
    };
    const runsDone = async () =>
      (
        await t.app.db
          .selectFrom('job_run')
          .select('state')
          .where('kind', '=', 'article-publish')
          .execute()
      ).every((run) => run.state === 'done');

    it('publishes a scheduled draft at its time, once, never dated before it', async () => {
      const title = '二〇二七年度衢州市考录公务员公告';
      const first = await schedule({ draftId: null, publishAt: inMinutes(30), ...fields(title) });
      expect(first).toMatchObject({ code: 200, msg: ArticleMsg.scheduled });
      // Moved to an hour later: the first run finds a time not its own and does nothing.
      const publishAt = inMinutes(60);
      const second = await schedule({ draftId: first.data.id, publishAt, ...fields(title) });
      expect(second.data).toMatchObject({ state: 'draft', id: first.data.id, publishAt });
      const drafts = await call<{ list: ConsoleArticleRow[] }>(t.app, 'GET', '/console/articles', {
        token: editor.token,
        query: { state: 'draft', keyword: '衢州市考录' },
      });
      expect(drafts.data.list).toEqual([expect.objectContaining({ publishAt })]);
      const runs = await t.app.db
        .selectFrom('job_run')
        .select(['run_after', 'title'])
        .where('target', '=', `draft:${first.data.id}`)
        .orderBy('id')
        .execute();
      expect(runs.map((run) => run.run_after)).toEqual([first.data.publishAt, publishAt]);
      expect(runs[0]!.title).toBe(`定时发布「${title}」`);
      expect((await search('衢州市考录')).total).toBe(0);

      await makeDue();
      await expect.poll(() => runsDone(), { timeout: 20_000, interval: 200 }).toBe(true);
      const found = await search('衢州市考录');
      expect(found.total).toBe(1);
      const article = await t.app.db
        .selectFrom('news_article')
        .select('publish_time')
        .where('title', '=', title)
        .execute();
      expect(article).toEqual([{ publish_time: publishAt }]);
      expect(
        await t.app.db
          .selectFrom('news_draft')
          .select('id')
          .where('id', '=', first.data.id)
          .execute(),
      ).toEqual([]);
    });

    it('does nothing at the time of a draft unscheduled or published by hand', async () => {
      const kept = await schedule({
        draftId: null,
        publishAt: inMinutes(10),
        ...fields('二〇二七年度丽水市考录公务员公告'),
      });
      const unscheduled = await call<ConsoleArticle>(
        t.app,
        'POST',
        '/console/articles/unschedule',
        {
          token: editor.token,
          body: { id: kept.data.id },
        },
      );
      expect(unscheduled).toMatchObject({ msg: ArticleMsg.unscheduled, data: { publishAt: null } });
      const again = await call(t.app, 'POST', '/console/articles/unschedule', {
        token: editor.token,
        body: { id: kept.data.id },
      });
      expect(again.msg).toBe(ArticleMsg.notScheduled);

      const byHand = await schedule({
        draftId: null,
        publishAt: inMinutes(10),
        ...fields('二〇二七年度舟山市考录公务员公告'),
      });
      await publish({
        from: { state: 'draft', id: byHand.data.id },
        ...fields('二〇二七年度舟山市考录公务员公告'),
      });

      await makeDue();
      await expect.poll(() => runsDone(), { timeout: 20_000, interval: 200 }).toBe(true);
      expect((await search('丽水市考录')).total).toBe(0);
      expect((await search('舟山市考录')).total).toBe(1);
    });

    it('refuses a time in the past or too far ahead, and an empty body, writing nothing', async () => {
      const drafts = await t.app.db.selectFrom('news_draft').select('id').execute();
      for (const [publishAt, change, message] of [
        [inMinutes(-5), {}, ArticleMsg.scheduleInvalid],
        [inMinutes(181 * 24 * 60), {}, ArticleMsg.scheduleInvalid],
        ['明天早上', {}, ArticleMsg.scheduleInvalid],
        [inMinutes(30), { body: '<p> </p>' }, ArticleMsg.bodyRequired],
      ] as const) {
        const answer = await schedule({ draftId: null, publishAt, ...fields('定时标题', change) });
        expect(answer, message).toMatchObject({ code: 400, msg: message });
      }
      expect(await t.app.db.selectFrom('news_draft').select('id').execute()).toEqual(drafts);
    });
  });

  it('carries an uploaded PDF from the draft to the published article, and refuses a fake one', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const uploaded = await call<{ id: number; fileName: string; size: number }>(
      t.app,
      'POST',
      '/console/articles/pdf',
      { token: editor.token, body: { fileName: '职位表', content: pdf.toString('base64') } },
    );
    expect(uploaded).toMatchObject({
      code: 200,
      msg: ArticleMsg.pdfUploaded,
      data: { fileName: '职位表.pdf', size: pdf.byteLength },
    });
    const title = '二〇二七年度嘉兴市考录公务员职位表';
    const draft = await saveDraft({
      draftId: null,
      ...fields(title, { pdfFileId: uploaded.data.id }),
    });
    expect(draft.data.pdf).toEqual(uploaded.data);
    const published = await publish({
      from: { state: 'draft', id: draft.data.id },
      ...fields(title, { pdfFileId: uploaded.data.id }),
    });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/v1/pc/articles/${published.data.id}/pdf`,
    });
    expect(file.headers['content-type']).toMatch(/^application\/pdf/);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    // Taken off the PDF in place, and refused a PDF that is not there.
    const without = await publish({
      from: { state: 'published', id: published.data.id },
      ...fields(title, { pdfFileId: null }),
    });
    expect(without.data.pdf).toBeNull();
    expect((await publish({ from: null, ...fields(title, { pdfFileId: 999_999 }) })).msg).toBe(
      ArticleMsg.pdfMissing,
    );
    const fake = await call(t.app, 'POST', '/console/articles/pdf', {
      token: editor.token,
      body: {
        fileName: 'a.pdf',
        content: Buffer.from('<html>not a pdf</html>').toString('base64'),
      },
    });
    expect(fake.msg).toBe(ArticleMsg.pdfInvalid);
  });
});
