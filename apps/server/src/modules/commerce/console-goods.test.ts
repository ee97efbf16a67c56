import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleGoodsMsg } from '@shangan/shared';
import type { ConsoleGoodsDetail, ConsoleGoodsRow } from '@shangan/shared/contracts/console/goods';
import { call } from '../../../test/client.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { grantRole } from '../accounts/public.ts';

describe.each(engines)('books and stock in the console on %s', (engine) => {
  let t: TestApp;
  let staff: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    staff = await createLearner(t.app.db);
    await grantRole(t.app.db, staff.id, 'staff', new Date().toISOString());
  });
  afterAll(() => t.close());

  const post = <T>(url: string, body: object) =>
    call<T>(t.app, 'POST', url, { token: staff.token, body });
  const get = <T>(url: string, query: Record<string, string | number> = {}) =>
    call<T>(t.app, 'GET', url, { token: staff.token, query });
  const book = (extra: Record<string, unknown> = {}) => ({
    title: '申论范文精讲100篇',
    subtitle: '2027 版 · 附批改示范',
    categoryId: null,
    price: '58',
    originalPrice: '78.00',
    maxPerOrder: 5,
    weightGrams: 600,
    coverUrl: '',
    author: '上岸教研组',
    publisher: '上岸图书',
    isbn: '9787300123451',
    edition: '第 1 版',
    publishedOn: '2026-10',
    pages: 320,
    description: '一百篇范文，逐段讲评。',
    contents: ['第一章 立意', '第二章 结构', '  '],
    onSale: true,
    ...extra,
  });
  const stockOf = async (id: number) =>
    (
      await t.app.db
        .selectFrom('shop_goods')
        .select('stock')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).stock;

  it('creates a book with a drawn cover and its first stock, and the shop sells it', async () => {
    const saved = await post<{ id: number }>('/console/goods/save', book({ initialStock: 5 }));
    expect(saved).toMatchObject({ code: 200, msg: ConsoleGoodsMsg.saved });
    const detail = (await get<ConsoleGoodsDetail>('/console/goods/detail', { id: saved.data.id }))
      .data;
    expect(detail).toMatchObject({
      title: '申论范文精讲100篇',
      price: '58.00',
      originalPrice: '78.00',
      stock: 5,
      contents: ['第一章 立意', '第二章 结构'],
      onSale: true,
    });
    expect(detail.coverUrl).not.toBe('');
    const shop = await call<{ title: string; stock: number }>(t.app, 'GET', '/pc/books/show', {
      query: { id: saved.data.id },
    });
    expect(shop.data).toMatchObject({ title: '申论范文精讲100篇', stock: 5 });

    await post('/console/goods/save', book({ id: saved.data.id, price: '49.9', onSale: false }));
    const list = await get<{ list: ConsoleGoodsRow[] }>('/console/goods', { keyword: '范文精讲' });
    expect(list.data.list[0]).toMatchObject({ price: '49.90', onSale: false, lowStock: true });
    // What is typed is looked for as itself, % and _ included.
    await post('/console/goods/save', book({ title: '通关率100%_真题' }));
    const percent = await get<{ list: ConsoleGoodsRow[] }>('/console/goods', { keyword: '0%_' });
    expect(percent.data.list.map((row) => row.title)).toEqual(['通关率100%_真题']);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'shop_goods')
      .where('entity_id', '=', String(saved.data.id))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['goods.create', 'goods.update']);
  });

  it('takes stock in and out, never below zero, each unit once under concurrency', async () => {
    const { data } = await post<{ id: number }>('/console/goods/save', book({ title: '行测题库' }));
    expect(await stockOf(data.id)).toBe(0);
    expect(
      await post('/console/goods/stock', { id: data.id, delta: 15, reason: '印刷厂到货' }),
    ).toMatchObject({ code: 200, msg: ConsoleGoodsMsg.stockChanged, data: { stock: 15 } });
    const short = await post('/console/goods/stock', { id: data.id, delta: -20, reason: '盘亏' });
    expect(short).toMatchObject({ code: 400, msg: ConsoleGoodsMsg.stockShort(15, 20) });
    expect(await stockOf(data.id)).toBe(15);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/console/goods/stock', { id: data.id, delta: -1, reason: '破损报废' }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(15);
    expect(await stockOf(data.id)).toBe(0);
    const logged = await t.app.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'goods.stock')
      .where('entity_id', '=', String(data.id))
      .execute();
    expect(logged).toHaveLength(16);
  });

  it('refuses bad input in Chinese, and goods that are no book, changing nothing', async () => {
    const before = await t.app.db
      .selectFrom('shop_goods')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: Array<[Record<string, unknown>, string]> = [
      [book({ title: '  ' }), ConsoleGoodsMsg.titleRequired],
      [book({ price: '0' }), ConsoleGoodsMsg.priceInvalid],
      [book({ price: '60', originalPrice: '60' }), ConsoleGoodsMsg.originalPriceInvalid],
      [book({ isbn: '12345' }), ConsoleGoodsMsg.isbnInvalid],
      [book({ publishedOn: '2026-13' }), ConsoleGoodsMsg.publishedOnInvalid],
      [book({ categoryId: 999_999 }), ConsoleGoodsMsg.categoryMissing],
      [book({ coverUrl: 'javascript:alert(1)' }), ConsoleGoodsMsg.coverInvalid],
    ];
    for (const [body, msg] of cases) {
      const answer = await post('/console/goods/save', body);
      expect(answer.code, msg).toBe(400);
      expect(answer.msg).toContain(msg);
    }
    expect((await post('/console/goods/stock', { id: 1, delta: 0, reason: '盘点' })).msg).toContain(
      ConsoleGoodsMsg.deltaInvalid,
    );
    const course = await t.app.db
      .selectFrom('shop_goods')
      .select('id')
      .where('kind', '=', 'course')
      .executeTakeFirstOrThrow();
    expect((await get('/console/goods/detail', { id: course.id })).code).toBe(404);
    expect(
      (await post('/console/goods/stock', { id: course.id, delta: 5, reason: '入库' })).code,
    ).toBe(404);
    const after = await t.app.db
      .selectFrom('shop_goods')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
