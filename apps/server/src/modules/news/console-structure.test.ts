import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleColumnMsg } from '@shangan/shared';
import type { ColumnNode } from '@shangan/shared/contracts/columns';
import type { ConsoleCity, ConsoleColumn } from '@shangan/shared/contracts/console/columns';
import { call } from '../../../test/client.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { grantRole } from '../accounts/public.ts';

describe.each(engines)('栏目与分站 in the console on %s', (engine) => {
  let t: TestApp;
  let editor: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    editor = await createLearner(t.app.db);
    await grantRole(t.app.db, editor.id, 'editor', new Date().toISOString());
  });
  afterAll(() => t.close());

  const post = <T>(url: string, body: object) =>
    call<T>(t.app, 'POST', url, { token: editor.token, body });
  const structure = async () =>
    (
      await call<{ columns: ConsoleColumn[]; cities: ConsoleCity[] }>(
        t.app,
        'GET',
        '/console/columns',
        { token: editor.token },
      )
    ).data;
  const header = async () => (await call<ColumnNode[]>(t.app, 'GET', '/pc/headColumns')).data;
  const publicCities = async () =>
    (await call<Array<{ name: string; dir: string }>>(t.app, 'GET', '/pc/linxuan/pc/citySite'))
      .data;
  const column = (extra: object) => ({
    id: null,
    parentId: null,
    title: '招考资讯',
    dir: 'zhaokaozixun',
    image: '',
    ...extra,
  });
  const audits = async (entity: string) =>
    (
      await t.app.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', entity)
        .orderBy('id')
        .execute()
    ).map((row) => row.action);

  it('adds a column with a sub-column, shows them in the header at once, renames and moves them', async () => {
    // The header is cached: read it first so the change must drop that cache.
    const before = await header();
    const root = await post<{ id: number }>('/console/columns/save', column({}));
    expect(root).toMatchObject({ code: 200, msg: ConsoleColumnMsg.saved });
    const child = await post<{ id: number }>(
      '/console/columns/save',
      column({ parentId: root.data.id, title: '国考动态', dir: 'guokaodongtai' }),
    );
    expect(child).toMatchObject({ code: 200 });
    let shown = await header();
    expect(shown.map((node) => node.title)).toEqual([
      ...before.map((node) => node.title),
      '招考资讯',
    ]);
    expect(shown.at(-1)!.child).toEqual([
      { id: child.data.id, title: '国考动态', columnDir: 'guokaodongtai' },
    ]);

    expect(
      await post('/console/columns/move', { id: root.data.id, direction: 'up' }),
    ).toMatchObject({ code: 200, msg: ConsoleColumnMsg.moved });
    shown = await header();
    expect(shown.at(-2)!.title).toBe('招考资讯');
    expect(
      await post('/console/columns/move', { id: child.data.id, direction: 'up' }),
    ).toMatchObject({ code: 400, msg: ConsoleColumnMsg.cannotMove });

    await post('/console/columns/save', {
      ...column({ id: root.data.id, title: '招考快讯', image: '/api/v1/pc/images/1' }),
    });
    const listed = (await structure()).columns.find((node) => node.id === root.data.id)!;
    expect(listed).toMatchObject({
      title: '招考快讯',
      image: '/api/v1/pc/images/1',
      articles: 0,
      children: [expect.objectContaining({ title: '国考动态', articles: 0 })],
    });
    expect(await audits('news_column')).toEqual([
      'news_column.create',
      'news_column.create',
      'news_column.move',
      'news_column.update',
    ]);
  });

  it('refuses bad names, taken directories and a third level in Chinese, changing nothing', async () => {
    const { columns } = await structure();
    const seeded = columns[0]!;
    const sub = seeded.children[0]!;
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('news_column')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const total = await count();
    const cases: Array<[object, string]> = [
      [{ title: '  ' }, ConsoleColumnMsg.titleRequired],
      [{ title: '很'.repeat(17) }, ConsoleColumnMsg.titleTooLong],
      [{ dir: 'Guo Kao' }, ConsoleColumnMsg.dirInvalid],
      [{ dir: '1abc' }, ConsoleColumnMsg.dirInvalid],
      [{ dir: sub.dir }, ConsoleColumnMsg.dirTaken(sub.title)],
      [{ title: seeded.title, dir: 'another-one' }, ConsoleColumnMsg.titleTaken],
      [{ parentId: sub.id, dir: 'third-level' }, ConsoleColumnMsg.tooDeep],
      [{ parentId: 999999, dir: 'no-parent' }, ConsoleColumnMsg.parentNotFound],
      [{ image: 'javascript:alert(1)', dir: 'bad-image' }, ConsoleColumnMsg.imageInvalid],
      [
        { id: seeded.id, parentId: columns[1]!.id, title: seeded.title, dir: seeded.dir },
        ConsoleColumnMsg.hasChildrenCannotMove,
      ],
    ];
    for (const [change, message] of cases) {
      expect(await post('/console/columns/save', column(change))).toMatchObject({
        code: 400,
        msg: message,
      });
    }
    expect(await count()).toBe(total);
  });

  it('deletes only a column with no sub-columns, articles or drafts', async () => {
    const { columns } = await structure();
    const withArticles = columns
      .flatMap((node) => node.children)
      .find((node) => node.articles > 0)!;
    expect(await post('/console/columns/remove', { id: withArticles.id })).toMatchObject({
      code: 400,
      msg: ConsoleColumnMsg.hasArticles(withArticles.articles),
    });
    expect(await post('/console/columns/remove', { id: columns[0]!.id })).toMatchObject({
      code: 400,
      msg: ConsoleColumnMsg.hasChildren,
    });
    const empty = await post<{ id: number }>(
      '/console/columns/save',
      column({ title: '临时栏目', dir: 'linshi' }),
    );
    await header();
    expect(await post('/console/columns/remove', { id: empty.data.id })).toMatchObject({
      code: 200,
      msg: ConsoleColumnMsg.removed,
    });
    expect((await header()).map((node) => node.title)).not.toContain('临时栏目');
    expect(await post('/console/columns/remove', { id: empty.data.id })).toMatchObject({
      code: 404,
    });
  });

  it('adds, changes, orders and deletes city sub-sites; one with content stays', async () => {
    const before = await publicCities();
    const saved = await post<{ id: number }>('/console/cities/save', {
      id: null,
      name: '苏州',
      province: '江苏',
      dir: 'suzhou',
    });
    expect(saved).toMatchObject({ code: 200 });
    expect((await publicCities()).map((city) => city.name)).toEqual([
      ...before.map((city) => city.name),
      '苏州',
    ]);
    for (const [change, message] of [
      [{ name: '' }, ConsoleColumnMsg.cityNameRequired],
      [{ province: '全国' }, ConsoleColumnMsg.provinceInvalid],
      [{ name: before[0]!.name }, ConsoleColumnMsg.cityNameTaken],
      [{ dir: before[0]!.dir }, ConsoleColumnMsg.dirTaken(before[0]!.name)],
      [{ dir: 'Su Zhou' }, ConsoleColumnMsg.dirInvalid],
    ] as const) {
      expect(
        await post('/console/cities/save', {
          ...{ id: saved.data.id, name: '苏州', province: '江苏', dir: 'suzhou' },
          ...change,
        }),
      ).toMatchObject({ code: 400, msg: message });
    }
    expect(
      await post('/console/cities/move', { id: saved.data.id, direction: 'up' }),
    ).toMatchObject({ code: 200 });
    expect((await publicCities()).at(-2)!.name).toBe('苏州');

    const { cities } = await structure();
    const busy = cities.find((city) => city.contents > 0)!;
    expect(await post('/console/cities/remove', { id: busy.id })).toMatchObject({
      code: 400,
      msg: ConsoleColumnMsg.cityHasContent(busy.contents),
    });
    expect(await post('/console/cities/remove', { id: saved.data.id })).toMatchObject({
      code: 200,
    });
    expect((await publicCities()).map((city) => city.name)).not.toContain('苏州');
    expect(await audits('city_site')).toEqual([
      'city_site.create',
      'city_site.move',
      'city_site.remove',
    ]);
  });

  it('is closed to learners and other staff', async () => {
    const teacher = await createLearner(t.app.db);
    await grantRole(t.app.db, teacher.id, 'teacher', new Date().toISOString());
    for (const token of [(await createLearner(t.app.db)).token, teacher.token]) {
      expect(await call(t.app, 'GET', '/console/columns', { token })).toMatchObject({
        code: 403,
      });
    }
  });
});
