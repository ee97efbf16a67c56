import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookDetail, BookListItem } from '@shangan/shared/contracts/commerce/goods';
import type { Address, District } from '@shangan/shared/contracts/commerce/addresses';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { BEIJING, call, newUser, shopSnapshot } from './commerce.test-support.ts';

describe.each(engines)('shop catalogue and addresses on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  it('lists at least 12 books by category and page, with drawn covers of known size', async () => {
    const categories = await call<Array<{ id: number; name: string; count: number }>>(
      t.app,
      'GET',
      '/pc/books/categories',
    );
    expect(categories.data.map((c) => c.name)).toEqual([
      '行测',
      '申论',
      '面试',
      '公共基础知识',
      '真题试卷',
      '选调生',
    ]);
    const all = await call<{ list: BookListItem[]; total: number }>(
      t.app,
      'GET',
      '/pc/books/index',
      {
        query: { pageSize: 50 },
      },
    );
    expect(all.data.total).toBeGreaterThanOrEqual(12);
    expect(categories.data.reduce((s, c) => s + c.count, 0)).toBe(all.data.total);

    const page2 = await call<{ list: BookListItem[]; total: number }>(
      t.app,
      'GET',
      '/pc/books/index',
      {
        query: { page: 2, pageSize: 5 },
      },
    );
    expect(page2.data.list.map((b) => b.id)).toEqual(all.data.list.slice(5, 10).map((b) => b.id));

    const xingce = categories.data.find((c) => c.name === '行测')!;
    const filtered = await call<{ list: BookListItem[]; total: number }>(
      t.app,
      'GET',
      '/pc/books/index',
      {
        query: { categoryId: xingce.id },
      },
    );
    expect(filtered.data.total).toBe(xingce.count);
    expect(filtered.data.list.every((b) => b.categoryName === '行测')).toBe(true);

    const book = all.data.list[0]!;
    expect(book.price).toMatch(/^\d+\.\d{2}$/);
    expect(book.cover).toMatchObject({ width: 480, height: 640 });
    const picture = await t.app.inject({ method: 'GET', url: book.cover.url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.body).toContain('<svg');

    const soldOut = all.data.list.find((b) => b.stock === 0);
    expect(soldOut?.soldOut).toBe(true);
  });

  it('finds books by keyword, treating % and _ as letters', async () => {
    const found = await call<{ list: BookListItem[]; total: number }>(
      t.app,
      'GET',
      '/pc/books/index',
      {
        query: { keyword: '申论' },
      },
    );
    expect(found.data.total).toBeGreaterThanOrEqual(2);
    expect(
      found.data.list.every((b) => `${b.title}${b.subtitle}${b.author}`.includes('申论')),
    ).toBe(true);
    const wildcard = await call<{ total: number }>(t.app, 'GET', '/pc/books/index', {
      query: { keyword: '%' },
    });
    expect(wildcard.data.total).toBe(0);
  });

  it('shows a book with its details, and answers 404 for an unknown one', async () => {
    const list = await call<{ list: BookListItem[] }>(t.app, 'GET', '/pc/books/index');
    const detail = await call<BookDetail>(t.app, 'GET', '/pc/books/show', {
      query: { id: list.data.list[0]!.id },
    });
    expect(detail.code).toBe(200);
    expect(detail.data.isbn).toMatch(/^978\d{10}$/);
    expect(detail.data.contents.length).toBeGreaterThan(2);
    expect(detail.data.sku).not.toBe('');
    const missing = await call(t.app, 'GET', '/pc/books/show', { query: { id: 999999 } });
    expect(missing).toMatchObject({ status: 404, code: 404, msg: '商品不存在或已下架' });
    const bad = await call(t.app, 'GET', '/pc/books/show', { query: { id: 'x' } });
    expect(bad).toMatchObject({ code: 400, msg: '图书编号不正确' });
  });

  it('reads the national divisions level by level', async () => {
    const provinces = await call<District[]>(t.app, 'GET', '/pc/districts');
    expect(provinces.data.length).toBe(31);
    expect(provinces.data[0]).toEqual({ code: '11', name: '北京市', isLeaf: false });
    const guangdong = provinces.data.find((p) => p.name === '广东省')!;
    const cities = await call<District[]>(t.app, 'GET', '/pc/districts', {
      query: { code: guangdong.code },
    });
    expect(cities.data.map((c) => c.name)).toContain('深圳市');
    const shenzhen = cities.data.find((c) => c.name === '深圳市')!;
    const districts = await call<District[]>(t.app, 'GET', '/pc/districts', {
      query: { code: shenzhen.code },
    });
    expect(districts.data.map((d) => d.name)).toContain('南山区');
    expect(districts.data.every((d) => d.isLeaf)).toBe(true);
    const bad = await call(t.app, 'GET', '/pc/districts', { query: { code: 'abc' } });
    expect(bad).toMatchObject({ code: 400, msg: '行政区划代码不正确' });
  });

  it('keeps an address book: the first is the default, names come from the national table', async () => {
    const user = await newUser(t.app);
    const first = await call<Address>(t.app, 'POST', '/pc/newaddress', {
      token: user.token,
      body: { ...BEIJING, provinceName: '伪造', districtName: '伪造' },
    });
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({
      provinceName: '北京市',
      cityName: '市辖区',
      districtName: '海淀区',
      isDefault: true,
      fullAddress: '北京市海淀区学院路30号',
    });
    const second = await call<Address>(t.app, 'POST', '/pc/newaddress', {
      token: user.token,
      body: {
        ...BEIJING,
        provinceCode: '44',
        cityCode: '4403',
        districtCode: '440305',
        detail: '科技园南区',
        postcode: '',
        isDefault: true,
      },
    });
    expect(second.data).toMatchObject({
      isDefault: true,
      fullAddress: '广东省深圳市南山区科技园南区',
    });
    let list = await call<Address[]>(t.app, 'GET', '/pc/address/index', { token: user.token });
    expect(list.data.map((a) => [a.id, a.isDefault])).toEqual([
      [second.data.id, true],
      [first.data.id, false],
    ]);

    // Form-encoded, as the site sends it: isDefault arrives as the text 'true'.
    const edited = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pc/newaddress',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        ...BEIJING,
        id: String(first.data.id),
        detail: '学院路31号',
        isDefault: 'true',
      }).toString(),
    });
    expect(edited.json()).toMatchObject({
      code: 200,
      data: { detail: '学院路31号', isDefault: true },
    });

    const removed = await call(t.app, 'GET', '/pc/address/delete', {
      token: user.token,
      query: { id: first.data.id },
    });
    expect(removed.code).toBe(200);
    list = await call<Address[]>(t.app, 'GET', '/pc/address/index', { token: user.token });
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ id: second.data.id, isDefault: true });
  });

  it('refuses every bad field with its Chinese message and writes nothing', async () => {
    const user = await newUser(t.app);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, '请填写收货人'],
      [{ name: '   ' }, '收货人姓名应为1-20个字'],
      [{ name: '很'.repeat(21) }, '收货人姓名应为1-20个字'],
      [{ phone: '' }, '请输入手机号码'],
      [{ phone: '12345678901' }, '请输入正确的手机号码'],
      [{ phone: '1381234567' }, '请输入正确的手机号码'],
      [{ provinceCode: '' }, '请选择省份'],
      [{ provinceCode: '1' }, '省份不正确'],
      [{ cityCode: 'abcd' }, '城市不正确'],
      [{ districtCode: '11010' }, '区县不正确'],
      [{ detail: '' }, '请填写详细地址'],
      [{ detail: '路'.repeat(101) }, '详细地址应为1-100个字'],
      [{ postcode: '10008' }, '邮政编码应为6位数字'],
      [{ postcode: 'abcdef' }, '邮政编码应为6位数字'],
      [{ districtCode: '440305' }, '所选省市区不存在，请重新选择'],
      [
        { provinceCode: '99', cityCode: '9901', districtCode: '990101' },
        '所选省市区不存在，请重新选择',
      ],
    ];
    const before = await shopSnapshot(t.app);
    for (const [change, msg] of cases) {
      const res = await call(t.app, 'POST', '/pc/newaddress', {
        token: user.token,
        body: { ...BEIJING, ...change },
      });
      expect({ change, code: res.code, msg: res.msg }).toEqual({ change, code: 400, msg });
    }
    const missing = await call(t.app, 'POST', '/pc/newaddress', {
      token: user.token,
      body: { phone: BEIJING.phone },
    });
    expect(missing).toMatchObject({ code: 400, msg: '请填写收货人' });
    expect(await shopSnapshot(t.app)).toEqual(before);
  });

  it("keeps at most 20 addresses, and another person's address answers 404", async () => {
    const user = await newUser(t.app);
    const ids = await Promise.all(
      Array.from({ length: 22 }, () =>
        call<Address>(t.app, 'POST', '/pc/newaddress', { token: user.token, body: BEIJING }),
      ),
    );
    expect(ids.filter((r) => r.code === 200)).toHaveLength(20);
    expect(ids.filter((r) => r.code === 400).map((r) => r.msg)).toEqual([
      '收货地址最多保存20个，请先删除不用的地址',
      '收货地址最多保存20个，请先删除不用的地址',
    ]);
    const list = await call<Address[]>(t.app, 'GET', '/pc/address/index', { token: user.token });
    expect(list.data.filter((a) => a.isDefault)).toHaveLength(1);

    const other = await newUser(t.app);
    const theirs = ids.find((r) => r.code === 200)!.data.id;
    for (const res of [
      await call(t.app, 'GET', '/pc/address/delete', { token: other.token, query: { id: theirs } }),
      await call(t.app, 'POST', '/pc/newaddress', {
        token: other.token,
        body: { ...BEIJING, id: theirs },
      }),
      await call(t.app, 'POST', '/pc/address/default', {
        token: other.token,
        body: { id: theirs },
      }),
    ]) {
      expect(res).toMatchObject({ status: 404, code: 404, msg: '收货地址不存在' });
    }
    const still = await call<Address[]>(t.app, 'GET', '/pc/address/index', { token: user.token });
    expect(still.data).toHaveLength(20);
    expect((await call(t.app, 'GET', '/pc/address/index')).code).toBe(401);
  });
});
