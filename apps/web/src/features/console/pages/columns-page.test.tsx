import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleColumnMsg } from '@shangan/shared';
import type { ConsoleCity, ConsoleColumn } from '@shangan/shared/contracts/console/columns';
import {
  demoUserInfo,
  fakeApi,
  type FakeApi,
  renderRoutesInApp,
  stopStubs,
  where,
} from '../../../test/app-harness';
import ColumnsPage from './columns-page';
import ConsoleHomePage from './console-home-page';
import ConsoleLayout from './console-layout';

type Fields = ConsoleColumn['children'][number];

const column = (id: number, title: string, dir: string, changes: Partial<Fields> = {}) => ({
  id,
  title,
  dir,
  image: '',
  articles: 0,
  ...changes,
});

const root = (fields: Fields, children: Fields[] = []): ConsoleColumn => ({
  ...fields,
  children,
});

/** Ten roots besides 企业新闻: the tenth is past the header's nine. */
const COLUMNS: ConsoleColumn[] = [
  root(column(1, '考试公告', 'kaoshigonggao', { image: '/uploads/head.png', articles: 3 }), [
    column(11, '国考', 'guokao', { articles: 12 }),
    column(12, '省考', 'shengkao'),
  ]),
  root(column(2, '备考指导', 'beikao')),
  root(column(3, '企业新闻', 'qiyexinwen', { articles: 4 })),
  ...Array.from({ length: 8 }, (_, at) => root(column(20 + at, `资讯${at + 3}`, `zixun${at + 3}`))),
];

const CITIES: ConsoleCity[] = [
  { id: 31, name: '南京', province: '江苏', dir: 'nanjing', contents: 14 },
  { id: 32, name: '苏州', province: '江苏', dir: 'suzhou', contents: 0 },
];

const person = { data: { ...demoUserInfo(), roles: ['editor'] } };

function columnsApi(more: FakeApi['replies'] = {}) {
  return fakeApi(
    {
      'GET /pc/getuserinfo': person,
      'GET /console/columns': { data: { columns: COLUMNS, cities: CITIES } },
      ...more,
    },
    { signedIn: true },
  );
}

function renderPage(path = '/admin/columns') {
  renderRoutesInApp({ '/admin/columns': <ColumnsPage /> }, { path, showWhere: true });
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
/** A row's control by its name (by label: role queries are slow in an antd table). */
const control = (name: string) => screen.getByLabelText(name) as HTMLButtonElement;

async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

/** Answers a Popconfirm titled `title` with its `ok` button. */
async function confirm(title: string, ok: string) {
  const popup = (await screen.findByText(title)).closest<HTMLElement>('.ant-popover')!;
  fireEvent.click(within(popup).getByText(ok).closest('button')!);
}

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

/** Picks `option` of a select, searched for first (a long list shows only its first ones). */
async function choose(dialog: HTMLElement, label: string, option: string) {
  const select = within(dialog).getByLabelText(label);
  fireEvent.mouseDown(select);
  fireEvent.change(select, { target: { value: option } });
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

const press = (within_: HTMLElement, words: string) =>
  fireEvent.click(within(within_).getByText(words).closest('button')!);

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('栏目与分站：栏目', () => {
  it('opens to editors after 站点内容, and not to teachers', async () => {
    fakeApi({ 'GET /pc/getuserinfo': person }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin' });
    const menu = await screen.findByRole('menu');
    const labels = [...menu.querySelectorAll('a')].map((link) => link.textContent);
    expect(labels.indexOf('栏目与分站')).toBe(labels.indexOf('站点内容') + 1);
    expect(labels.indexOf('专题管理')).toBe(labels.indexOf('栏目与分站') + 1);
    cleanup();

    fakeApi(
      { 'GET /pc/getuserinfo': { data: { ...demoUserInfo(), roles: ['teacher'] } } },
      { signedIn: true },
    );
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin/columns' });
    expect(within(await screen.findByRole('menu')).queryByText('栏目与分站')).toBeNull();
    expect(screen.getByText(/不能使用「栏目与分站」/)).toBeTruthy();
  });

  it('counts the columns on the overview', async () => {
    columnsApi();
    renderRoutesInApp({ '/admin': <ConsoleHomePage /> }, { path: '/admin' });
    const card = await screen.findByLabelText('栏目与分站');
    // Eleven roots and the first one's two sub-columns.
    await waitFor(() => expect(card.textContent).toContain('13 个栏目'));
  });

  it('lists the tree in order with addresses, pictures, articles and the header’s limit', async () => {
    columnsApi();
    renderPage();
    const exams = await rowOf('考试公告');
    expect(within(exams).getByText('kaoshigonggao')).toBeTruthy();
    expect(within(exams).getByText('/column/list/kaoshigonggao.html')).toBeTruthy();
    expect(within(exams).getByAltText('考试公告头图').getAttribute('src')).toBe(
      '/uploads/head.png',
    );
    expect(within(exams).getByText('3 篇')).toBeTruthy();
    expect(within(exams).getByText('2 个二级栏目')).toBeTruthy();
    expect(within(exams).queryByText('不在页头显示')).toBeNull();

    const national = await rowOf('国考');
    const link = within(national).getByText('/column/list/kaoshigonggao.html/guokao');
    expect(link.getAttribute('href')).toBe(
      '/column/list/kaoshigonggao.html/guokao?id=1&columnId=11',
    );
    expect(within(national).getByText('12 篇')).toBeTruthy();
    expect(within(national).queryByLabelText('新建二级栏目：国考')).toBeNull();

    // 企业新闻 never shows in the header; the tenth other root is past the nine it shows.
    expect(within(await rowOf('企业新闻')).getByText('不在页头显示')).toBeTruthy();
    expect(within(await rowOf('资讯9')).queryByText('不在页头显示')).toBeNull();
    expect(within(await rowOf('资讯10')).getByText('不在页头显示')).toBeTruthy();
    expect(screen.getByText(new RegExp(ConsoleColumnMsg.headerNote))).toBeTruthy();
    expect(screen.getByText(/共 11 个一级栏目、2 个二级栏目/)).toBeTruthy();

    // Nothing goes past either end of its siblings.
    expect(control('上移：考试公告').disabled).toBe(true);
    expect(control('下移：考试公告').disabled).toBe(false);
    expect(control('下移：资讯10').disabled).toBe(true);
    expect(control('上移：国考').disabled).toBe(true);
    expect(control('下移：国考').disabled).toBe(false);
    expect(control('下移：省考').disabled).toBe(true);
  });

  it('says so when the list does not load, and reads it again', async () => {
    const api = columnsApi({ 'GET /console/columns': { code: 500, msg: '服务器开小差了' } });
    renderPage();
    expect(await screen.findByText('栏目与分站加载失败')).toBeTruthy();
    expect(screen.getByText('服务器开小差了')).toBeTruthy();
    api.replies['GET /console/columns'] = { data: { columns: COLUMNS, cities: CITIES } };
    press(document.body, '重新加载');
    expect(await screen.findByText('考试公告')).toBeTruthy();
  });

  it('creates a root, checking its title and directory first, and a sub-column', async () => {
    const api = columnsApi({ 'POST /console/columns/save': { data: { id: 40 } } });
    renderPage();
    await rowOf('考试公告');
    press(document.body, '新建一级栏目');
    let dialog = await dialogTitled('新建一级栏目');
    press(dialog, '保存');
    expect(await within(dialog).findByText(ConsoleColumnMsg.titleRequired)).toBeTruthy();
    expect(within(dialog).getByText(ConsoleColumnMsg.dirInvalid)).toBeTruthy();
    type(dialog, '栏目名称', ' 备考指导 ');
    expect(await within(dialog).findByText(ConsoleColumnMsg.titleTaken)).toBeTruthy();
    type(dialog, '目录名', 'guokao');
    expect(await within(dialog).findByText(ConsoleColumnMsg.dirTaken('国考'))).toBeTruthy();
    type(dialog, '目录名', 'Shiye');
    expect(await within(dialog).findByText(ConsoleColumnMsg.dirInvalid)).toBeTruthy();
    type(dialog, '头图地址', 'http://example.com/a.png');
    expect(await within(dialog).findByText(ConsoleColumnMsg.imageInvalid)).toBeTruthy();
    expect(api.fieldsOf('POST /console/columns/save')).toEqual([]);

    type(dialog, '栏目名称', ' 事业单位 ');
    type(dialog, '目录名', 'shiye');
    type(dialog, '头图地址', ' https://cdn.example.com/shiye.png ');
    press(dialog, '保存');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/columns/save')).toEqual([
        {
          id: null,
          parentId: null,
          title: '事业单位',
          dir: 'shiye',
          image: 'https://cdn.example.com/shiye.png',
        },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', ConsoleColumnMsg.saved]));
    // The tree is read again.
    await waitFor(() => expect(api.fieldsOf('GET /console/columns').length).toBeGreaterThan(1));

    fireEvent.click(control('新建二级栏目：考试公告'));
    dialog = await dialogTitled('新建二级栏目：考试公告');
    type(dialog, '栏目名称', '国考');
    expect(await within(dialog).findByText(ConsoleColumnMsg.titleTaken)).toBeTruthy();
    // A title taken under another parent is fine here.
    type(dialog, '栏目名称', '备考指导');
    type(dialog, '目录名', 'kaoshi-beikao');
    press(dialog, '保存');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/columns/save').at(-1)).toEqual({
        id: null,
        parentId: 1,
        title: '备考指导',
        dir: 'kaoshi-beikao',
        image: '',
      }),
    );
  });

  it('moves a sub-column under another root, and keeps a root with sub-columns a root', async () => {
    const api = columnsApi({ 'POST /console/columns/save': { data: { id: 12 } } });
    renderPage();
    await rowOf('考试公告');
    fireEvent.click(control('修改：考试公告'));
    let dialog = await dialogTitled('修改栏目：考试公告');
    expect(within(dialog).getByText(ConsoleColumnMsg.hasChildrenCannotMove)).toBeTruthy();
    expect((within(dialog).getByLabelText('目录名') as HTMLInputElement).value).toBe(
      'kaoshigonggao',
    );
    press(dialog, '取消');

    fireEvent.click(control('修改：省考'));
    dialog = await dialogTitled('修改栏目：省考');
    await choose(dialog, '上级栏目', '备考指导');
    expect(await within(dialog).findByText('换到别的上级后，排在那里的最后')).toBeTruthy();
    type(dialog, '栏目名称', '省考公告');
    press(dialog, '保存');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/columns/save')).toEqual([
        { id: 12, parentId: 2, title: '省考公告', dir: 'shengkao', image: '' },
      ]),
    );
  });

  it('shows the server refusing a save and keeps the dialog open', async () => {
    const api = columnsApi({
      'POST /console/columns/save': { code: 400, msg: ConsoleColumnMsg.dirTaken('城市分站') },
    });
    renderPage();
    await rowOf('国考');
    fireEvent.click(control('修改：国考'));
    const dialog = await dialogTitled('修改栏目：国考');
    type(dialog, '目录名', 'guokao-2027');
    press(dialog, '保存');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['error', ConsoleColumnMsg.dirTaken('城市分站')]),
    );
    expect(screen.getByText('修改栏目：国考')).toBeTruthy();
    expect((within(dialog).getByLabelText('目录名') as HTMLInputElement).value).toBe('guokao-2027');
  });

  it('moves columns among their siblings', async () => {
    const api = columnsApi({ 'POST /console/columns/move': { data: null } });
    renderPage();
    await rowOf('国考');
    fireEvent.click(control('下移：国考'));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/columns/move')).toEqual([{ id: 11, direction: 'down' }]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', ConsoleColumnMsg.moved]));
    await waitFor(() => expect(control('上移：备考指导').disabled).toBe(false));
    fireEvent.click(control('上移：备考指导'));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/columns/move').at(-1)).toEqual({
        id: 2,
        direction: 'up',
      }),
    );
  });

  it('shows the server refusing to delete a column in use, and deletes one', async () => {
    const api = columnsApi({
      'POST /console/columns/remove': (body) =>
        body.id === 1 ? { code: 400, msg: ConsoleColumnMsg.hasChildren } : { data: null },
    });
    renderPage();
    await rowOf('考试公告');
    fireEvent.click(control('删除：考试公告'));
    await confirm('删除栏目「考试公告」？', '删除');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['error', ConsoleColumnMsg.hasChildren]),
    );
    expect(api.fieldsOf('POST /console/columns/remove')).toEqual([{ id: 1 }]);
    expect(api.notices).not.toContainEqual(['success', ConsoleColumnMsg.removed]);

    fireEvent.click(control('删除：省考'));
    await confirm('删除栏目「省考」？', '删除');
    await waitFor(() => expect(api.notices).toContainEqual(['success', ConsoleColumnMsg.removed]));
    expect(api.fieldsOf('POST /console/columns/remove').at(-1)).toEqual({ id: 12 });
  });
});

describe('栏目与分站：城市分站', () => {
  it('lists the sub-sites on their tab, which the address keeps', async () => {
    columnsApi();
    renderPage();
    await rowOf('考试公告');
    fireEvent.click(screen.getByRole('tab', { name: '城市分站' }));
    const nanjing = await rowOf('南京');
    expect(where()).toBe('/admin/columns?tab=cities');
    expect(within(nanjing).getByText('江苏')).toBeTruthy();
    expect(within(nanjing).getByText('nanjing')).toBeTruthy();
    expect(within(nanjing).getByText('14 项')).toBeTruthy();
    expect(within(nanjing).getByText('/substation?cityId=31')).toBeTruthy();
    expect(control('上移：南京').disabled).toBe(true);
    expect(control('下移：苏州').disabled).toBe(true);
  });

  it('creates a sub-site, checking its fields first, and changes one', async () => {
    const api = columnsApi({ 'POST /console/cities/save': { data: { id: 33 } } });
    renderPage('/admin/columns?tab=cities');
    await rowOf('南京');
    press(document.body, '新建分站');
    let dialog = await dialogTitled('新建分站');
    press(dialog, '保存');
    expect(await within(dialog).findByText(ConsoleColumnMsg.cityNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(ConsoleColumnMsg.provinceInvalid)).toBeTruthy();
    expect(within(dialog).getByText(ConsoleColumnMsg.dirInvalid)).toBeTruthy();
    type(dialog, '分站名称', '苏州');
    expect(await within(dialog).findByText(ConsoleColumnMsg.cityNameTaken)).toBeTruthy();
    type(dialog, '目录名', 'nanjing');
    expect(await within(dialog).findByText(ConsoleColumnMsg.dirTaken('南京'))).toBeTruthy();
    expect(api.fieldsOf('POST /console/cities/save')).toEqual([]);
    type(dialog, '分站名称', ' 杭州 ');
    type(dialog, '目录名', 'hangzhou');
    await choose(dialog, '所属省份', '浙江');
    press(dialog, '保存');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/cities/save')).toEqual([
        { id: null, name: '杭州', province: '浙江', dir: 'hangzhou' },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', ConsoleColumnMsg.saved]));

    fireEvent.click(control('修改：苏州'));
    dialog = await dialogTitled('修改分站：苏州');
    // The dialog is filled from the sub-site before anything is typed over it.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('目录名')).toHaveProperty('value', 'suzhou'),
    );
    type(dialog, '目录名', 'suzhou-city');
    press(dialog, '保存');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/cities/save').at(-1)).toEqual({
        id: 32,
        name: '苏州',
        province: '江苏',
        dir: 'suzhou-city',
      }),
    );
  });

  it('moves a sub-site, and shows the server refusing to delete one with content', async () => {
    const api = columnsApi({
      'POST /console/cities/move': { data: null },
      'POST /console/cities/remove': { code: 400, msg: ConsoleColumnMsg.cityHasContent(14) },
    });
    renderPage('/admin/columns?tab=cities');
    await rowOf('南京');
    fireEvent.click(control('下移：南京'));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/cities/move')).toEqual([{ id: 31, direction: 'down' }]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', ConsoleColumnMsg.moved]));

    fireEvent.click(control('删除：南京'));
    await confirm('删除分站「南京」？', '删除');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['error', ConsoleColumnMsg.cityHasContent(14)]),
    );
    expect(api.fieldsOf('POST /console/cities/remove')).toEqual([{ id: 31 }]);
  });
});
