import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleGoodsMsg } from '@shangan/shared';
import {
  demoUserInfo,
  fakeApi,
  renderRoutesInApp,
  stopStubs,
  where,
} from '../../../test/app-harness';
import { bookDetail, CATEGORIES } from './goods-fixtures';
import GoodsEditPage from './goods-edit-page';

const person = { data: { ...demoUserInfo(), roles: ['staff'] } };

function renderEditor(path: string) {
  renderRoutesInApp(
    {
      '/admin/goods/new': <GoodsEditPage />,
      '/admin/goods/:id': <GoodsEditPage />,
      '/admin/goods': <p>图书列表</p>,
    },
    { path, showWhere: true },
  );
}

// Fields are found by their labels: role queries are slow on a form this big.
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

const press = (name: string) => fireEvent.click(screen.getByText(name).closest('button')!);

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('编辑图书', () => {
  it('checks a new book before sending it', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/goods/options': { data: CATEGORIES },
      },
      { signedIn: true },
    );
    renderEditor('/admin/goods/new');
    expect(await screen.findByRole('heading', { name: '新建图书' })).toBeTruthy();
    expect(screen.queryByLabelText('库存与销量')).toBeNull();

    // Nothing is sent while the title is missing or a field is wrong.
    type('售价（元）', '0');
    type('ISBN', '978-7-5115');
    type('出版年月', '2026-13');
    type('目录', `第一章\n${'长'.repeat(61)}`);
    type('每单限购', '');
    press('创建图书');
    expect(await screen.findByText(ConsoleGoodsMsg.titleRequired)).toBeTruthy();
    expect(await screen.findByText(ConsoleGoodsMsg.priceInvalid)).toBeTruthy();
    expect(await screen.findByText(ConsoleGoodsMsg.isbnInvalid)).toBeTruthy();
    expect(await screen.findByText(ConsoleGoodsMsg.publishedOnInvalid)).toBeTruthy();
    expect(await screen.findByText(ConsoleGoodsMsg.contentsInvalid)).toBeTruthy();
    expect(await screen.findByText(ConsoleGoodsMsg.maxPerOrderInvalid)).toBeTruthy();
    expect(api.fieldsOf('POST /console/goods/save')).toEqual([]);
  });

  it('creates a new book with its first stock, and opens it', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/goods/options': { data: CATEGORIES },
        'POST /console/goods/save': { data: { id: 12 } },
        'GET /console/goods/detail': {
          data: bookDetail({ id: 12, stock: 50, sales: 0, onSale: true }),
        },
      },
      { signedIn: true },
    );
    renderEditor('/admin/goods/new');
    await screen.findByRole('heading', { name: '新建图书' });
    type('书名', ' 2027国考申论范文精讲 ');
    type('副标题', '三十篇范文讲透结构');
    fireEvent.mouseDown(screen.getByLabelText('分类'));
    fireEvent.click((await screen.findAllByTitle('申论')).at(-1)!);
    type('售价（元）', '59.8');
    type('原价（元）', '49');
    type('每单限购', '5');
    type('重量（克）', '520');
    type('作者', '上岸公考研究院');
    type('出版社', '人民日报出版社');
    type('版次', '第3版');
    type('ISBN', '978-7-5115-0000-1');
    type('出版年月', '2026-03');
    type('页数', '368');
    type('图书介绍', '精选近五年国考申论真题范文');
    type('目录', ' 第一章 立意 \n\n第二章 结构\n');
    type('初始库存', '50');
    fireEvent.click(screen.getByLabelText('在售'));
    press('创建图书');
    expect(await screen.findByText(ConsoleGoodsMsg.originalPriceInvalid)).toBeTruthy();
    expect(api.fieldsOf('POST /console/goods/save')).toEqual([]);

    type('原价（元）', '79');
    press('创建图书');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/goods/save')).toEqual([
        {
          initialStock: 50,
          title: '2027国考申论范文精讲',
          subtitle: '三十篇范文讲透结构',
          categoryId: 3,
          price: '59.8',
          originalPrice: '79',
          maxPerOrder: 5,
          weightGrams: 520,
          coverUrl: '',
          author: '上岸公考研究院',
          publisher: '人民日报出版社',
          isbn: '9787511500001',
          edition: '第3版',
          publishedOn: '2026-03',
          pages: 368,
          description: '精选近五年国考申论真题范文',
          contents: ['第一章 立意', '第二章 结构'],
          onSale: true,
        },
      ]),
    );
    expect(api.notices).toContainEqual(['success', ConsoleGoodsMsg.saved]);
    await waitFor(() => expect(where()).toBe('/admin/goods/12'));
    expect(await screen.findByRole('heading', { name: '编辑图书' })).toBeTruthy();
    expect(api.fieldsOf('GET /console/goods/detail')).toEqual([{ id: '12' }]);
    const panel = screen.getByLabelText('库存与销量');
    expect(within(panel).getByText('50')).toBeTruthy();
    expect(screen.queryByLabelText('初始库存')).toBeNull();
  });

  it("shows a book's stock beside its fields, saves them under its id, and shows the server's refusal", async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/goods/options': { data: CATEGORIES },
        'GET /console/goods/detail': { data: bookDetail({ stock: 6 }) },
        'POST /console/goods/save': { data: { id: 8 } },
      },
      { signedIn: true },
    );
    renderEditor('/admin/goods/8');
    await screen.findByRole('heading', { name: '编辑图书' });
    await waitFor(() => expect(valueOf('书名')).toBe('2027国考申论范文精讲'));
    expect(api.fieldsOf('GET /console/goods/detail')).toEqual([{ id: '8' }]);
    expect(valueOf('目录')).toBe('第一章 立意\n第二章 结构');
    expect(screen.getByTitle('申论')).toBeTruthy();
    expect(screen.getByLabelText('在售').getAttribute('aria-checked')).toBe('true');
    const panel = screen.getByLabelText('库存与销量');
    expect(within(panel).getByText('6')).toBeTruthy();
    expect(within(panel).getByText('库存紧张')).toBeTruthy();
    expect(within(panel).getByText('342')).toBeTruthy();
    expect(within(panel).getByText('2026-11-28 10:00')).toBeTruthy();
    expect(within(panel).getByRole('img', { name: '2027国考申论范文精讲封面' })).toBeTruthy();

    type('售价（元）', '55.00');
    type('目录', '第一章 立意\n第二章 结构\n第三章 论证');
    press('保存');
    await waitFor(() => expect(api.notices).toContainEqual(['success', ConsoleGoodsMsg.saved]));
    const { updatedAt, stock, sales, ...fields } = bookDetail();
    void [updatedAt, stock, sales];
    expect(api.fieldsOf('POST /console/goods/save')).toEqual([
      { ...fields, price: '55.00', contents: ['第一章 立意', '第二章 结构', '第三章 论证'] },
    ]);
    expect(where()).toBe('/admin/goods/8');

    api.replies['POST /console/goods/save'] = {
      code: 400,
      msg: ConsoleGoodsMsg.categoryMissing,
    };
    press('保存');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['error', ConsoleGoodsMsg.categoryMissing]),
    );
    expect(valueOf('售价（元）')).toBe('55.00');
  });

  it('changes the stock from the editor, and shows the stock read again', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/goods/options': { data: CATEGORIES },
        'GET /console/goods/detail': { data: bookDetail() },
        'POST /console/goods/stock': { data: { stock: 150 } },
      },
      { signedIn: true },
    );
    renderEditor('/admin/goods/8');
    const panel = await screen.findByLabelText('库存与销量');
    fireEvent.click(within(panel).getByRole('button', { name: /库存变动/ }));
    const heading = await screen.findByText('库存变动：2027国考申论范文精讲', {
      selector: '.ant-modal-title',
    });
    const dialog = heading.closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByText('当前库存 120')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '数量' }), {
      target: { value: '30' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '变动原因' }), {
      target: { value: '新印刷到货' },
    });
    api.replies['GET /console/goods/detail'] = { data: bookDetail({ stock: 150 }) };
    fireEvent.click(within(dialog).getByRole('button', { name: '确认变动' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/goods/stock')).toEqual([
        { id: 8, delta: 30, reason: '新印刷到货' },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', '库存已更新']));
    expect(await within(panel).findByText('150')).toBeTruthy();
  });

  it('says when a book is not there, and offers to reload when the categories could not be read', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/goods/options': { data: CATEGORIES },
        'GET /console/goods/detail': { code: 404, msg: ConsoleGoodsMsg.notFound },
      },
      { signedIn: true },
    );
    renderEditor('/admin/goods/99');
    expect(await screen.findAllByText(ConsoleGoodsMsg.notFound)).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: '返回列表' }).getAttribute('href')).toBe(
      '/admin/goods',
    );
    cleanup();

    const asked = api.fieldsOf('GET /console/goods/detail').length;
    renderEditor('/admin/goods/abc');
    expect(await screen.findByText(ConsoleGoodsMsg.notFound)).toBeTruthy();
    expect(api.fieldsOf('GET /console/goods/detail')).toHaveLength(asked);
    cleanup();

    api.replies['GET /console/goods/options'] = { code: 500, msg: '服务器开小差了' };
    renderEditor('/admin/goods/new');
    expect(await screen.findByText('图书分类加载失败')).toBeTruthy();
    api.replies['GET /console/goods/options'] = { data: CATEGORIES };
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: '新建图书' })).toBeTruthy();
  });
});
