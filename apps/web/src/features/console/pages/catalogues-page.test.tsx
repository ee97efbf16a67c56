import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleCatalogueMsg } from '@shangan/shared';
import type {
  ConsoleCatalogueNode,
  ConsoleCatalogueSubject,
} from '@shangan/shared/contracts/console/catalogues';
import {
  demoUserInfo,
  fakeApi,
  type FakeApi,
  renderRoutesInApp,
  stopStubs,
  where,
} from '../../../test/app-harness';
import CataloguesPage from './catalogues-page';
import ConsoleHomePage from './console-home-page';
import ConsoleLayout from './console-layout';

const node = (
  id: number,
  parentId: number | null,
  name: string,
  changes: Partial<ConsoleCatalogueNode> = {},
): ConsoleCatalogueNode => ({
  id,
  parentId,
  name,
  level: parentId === null ? 1 : 2,
  vipOnly: false,
  questions: 0,
  ...changes,
});

const SUBJECTS: ConsoleCatalogueSubject[] = [
  {
    id: 2,
    name: '行测',
    nodes: [
      node(10, null, '言语理解与表达'),
      node(11, null, '数量关系', { vipOnly: true, questions: 2 }),
      node(20, 10, '逻辑填空', { questions: 35 }),
      node(21, 10, '片段阅读', { questions: 12, vipOnly: true }),
      node(22, 11, '数学运算', { questions: 8 }),
    ],
  },
  { id: 3, name: '申论', nodes: [] },
];

const person = (roles: string[]) => ({ data: { ...demoUserInfo(), roles } });

function cataloguesApi(more: FakeApi['replies'] = {}) {
  return fakeApi(
    {
      'GET /pc/getuserinfo': person(['editor']),
      'GET /console/catalogues': { data: SUBJECTS },
      ...more,
    },
    { signedIn: true },
  );
}

function renderPage(path = '/admin/catalogues') {
  renderRoutesInApp({ '/admin/catalogues': <CataloguesPage /> }, { path, showWhere: true });
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

const press = (within_: HTMLElement, words: string) =>
  fireEvent.click(within(within_).getByText(words).closest('button')!);

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('知识点管理', () => {
  it('opens to teachers and editors next to 试卷管理, and not to finance', async () => {
    fakeApi({ 'GET /pc/getuserinfo': person(['teacher']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin' });
    const menu = await screen.findByRole('menu');
    const labels = [...menu.querySelectorAll('a')].map((link) => link.textContent);
    expect(labels.indexOf('知识点管理')).toBe(labels.indexOf('试卷管理') + 1);
    expect(within(menu).getByText('知识点管理').closest('a')!.getAttribute('href')).toBe(
      '/admin/catalogues',
    );
    cleanup();

    fakeApi({ 'GET /pc/getuserinfo': person(['finance']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin/catalogues' });
    expect(within(await screen.findByRole('menu')).queryByText('知识点管理')).toBeNull();
    expect(screen.getByText(/不能使用「知识点管理」/)).toBeTruthy();
  });

  it('counts the knowledge points on the overview', async () => {
    cataloguesApi();
    renderRoutesInApp({ '/admin': <ConsoleHomePage /> }, { path: '/admin' });
    const card = await screen.findByLabelText('知识点管理');
    await waitFor(() => expect(card.textContent).toContain('3 个知识点'));
  });

  it('lists a subject’s modules with their points, and remembers the subject chosen', async () => {
    cataloguesApi();
    renderPage();
    const verbal = await rowOf('言语理解与表达');
    expect(within(verbal).getByText('共 47 题')).toBeTruthy();
    expect(within(verbal).getByText('2 个知识点')).toBeTruthy();
    expect(within(verbal).queryByText('会员')).toBeNull();
    expect(within(verbal).getByLabelText('添加知识点：言语理解与表达')).toBeTruthy();

    const numbers = await rowOf('数量关系');
    expect(within(numbers).getByText('会员')).toBeTruthy();
    // Its own two questions and its point's eight.
    expect(within(numbers).getByText('共 10 题')).toBeTruthy();

    const fill = await rowOf('逻辑填空');
    expect(within(fill).getByText('35 题')).toBeTruthy();
    expect(within(fill).queryByText('会员')).toBeNull();
    expect(within(fill).queryByLabelText('添加知识点：逻辑填空')).toBeNull();
    expect(within(await rowOf('片段阅读')).getByText('会员')).toBeTruthy();
    // A point of a members-only module is for members through it.
    const maths = await rowOf('数学运算');
    expect(within(maths).getByText('8 题')).toBeTruthy();
    expect(within(maths).getByText('随所属模块仅会员')).toBeTruthy();
    expect(screen.getByText(/共 2 个模块、3 个知识点/)).toBeTruthy();

    // Nothing goes past either end of its siblings.
    expect(control('上移：言语理解与表达').disabled).toBe(true);
    expect(control('下移：言语理解与表达').disabled).toBe(false);
    expect(control('下移：数量关系').disabled).toBe(true);
    expect(control('上移：逻辑填空').disabled).toBe(true);
    expect(control('下移：片段阅读').disabled).toBe(true);
    expect(control('上移：数学运算').disabled).toBe(true);
    expect(control('下移：数学运算').disabled).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: '申论' }));
    expect(await screen.findByText('这个科目还没有模块')).toBeTruthy();
    expect(screen.getByText(/点击「新建模块」创建第一个模块/)).toBeTruthy();
    expect(where()).toBe('/admin/catalogues?subjectId=3');
  });

  it('opens on the subject in the address', async () => {
    cataloguesApi();
    renderPage('/admin/catalogues?subjectId=3');
    expect(await screen.findByText('这个科目还没有模块')).toBeTruthy();
    expect(screen.queryByText('言语理解与表达')).toBeNull();
  });

  it('says so when the tree does not load, and reads it again', async () => {
    const api = cataloguesApi({ 'GET /console/catalogues': { code: 500, msg: '服务器开小差了' } });
    renderPage();
    expect(await screen.findByText('知识点加载失败')).toBeTruthy();
    expect(screen.getByText('服务器开小差了')).toBeTruthy();
    api.replies['GET /console/catalogues'] = { data: SUBJECTS };
    press(document.body, '重新加载');
    expect(await screen.findByText('言语理解与表达')).toBeTruthy();
  });

  it('creates a module, checking its name first, and a point under a module', async () => {
    const api = cataloguesApi({
      'POST /console/catalogues/save': (body) => ({
        data: node(30, body.parentId as number | null, body.name as string, {
          vipOnly: body.vipOnly as boolean,
        }),
      }),
    });
    renderPage();
    await rowOf('言语理解与表达');
    press(document.body, '新建模块');
    let dialog = await dialogTitled('新建模块');
    press(dialog, '保存');
    expect(await within(dialog).findByText(ConsoleCatalogueMsg.nameRequired)).toBeTruthy();
    type(dialog, '模块名称', ' 数量关系 ');
    expect(await within(dialog).findByText(ConsoleCatalogueMsg.nameTaken)).toBeTruthy();
    type(dialog, '模块名称', '判断推理'.repeat(8));
    expect(await within(dialog).findByText(ConsoleCatalogueMsg.nameTooLong)).toBeTruthy();
    expect(api.fieldsOf('POST /console/catalogues/save')).toEqual([]);
    type(dialog, '模块名称', '  判断推理 ');
    press(dialog, '保存');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/catalogues/save')).toEqual([
        { id: null, subjectId: 2, parentId: null, name: '判断推理', vipOnly: false },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', ConsoleCatalogueMsg.saved]));

    fireEvent.click(control('添加知识点：数量关系'));
    dialog = await dialogTitled('添加知识点：数量关系');
    expect(within(dialog).getByText(/所属模块「数量关系」已设为仅会员/)).toBeTruthy();
    type(dialog, '知识点名称', '数学运算');
    expect(await within(dialog).findByText(ConsoleCatalogueMsg.nameTaken)).toBeTruthy();
    // A name taken under another module is fine here.
    type(dialog, '知识点名称', '逻辑填空');
    fireEvent.click(within(dialog).getByLabelText('仅会员'));
    press(dialog, '保存');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/catalogues/save').at(-1)).toEqual({
        id: null,
        subjectId: 2,
        parentId: 11,
        name: '逻辑填空',
        vipOnly: true,
      }),
    );
    // The tree is read again.
    await waitFor(() => expect(api.fieldsOf('GET /console/catalogues').length).toBeGreaterThan(2));
  });

  it('renames a point, keeping its module', async () => {
    const api = cataloguesApi({
      'POST /console/catalogues/save': (body) => ({
        data: node(20, 10, body.name as string, { vipOnly: body.vipOnly as boolean }),
      }),
    });
    renderPage();
    await rowOf('逻辑填空');
    fireEvent.click(control('编辑：逻辑填空'));
    const dialog = await dialogTitled('编辑知识点：逻辑填空');
    expect(within(dialog).getByText('言语理解与表达')).toBeTruthy();
    expect((within(dialog).getByLabelText('知识点名称') as HTMLInputElement).value).toBe(
      '逻辑填空',
    );
    type(dialog, '知识点名称', '选词填空');
    press(dialog, '保存');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/catalogues/save')).toEqual([
        { id: 20, subjectId: 2, parentId: 10, name: '选词填空', vipOnly: false },
      ]),
    );
  });

  it('moves modules and points among their siblings', async () => {
    const api = cataloguesApi({ 'POST /console/catalogues/move': { data: null } });
    renderPage();
    await rowOf('逻辑填空');
    fireEvent.click(control('下移：逻辑填空'));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/catalogues/move')).toEqual([
        { id: 20, direction: 'down' },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', ConsoleCatalogueMsg.moved]));
    await waitFor(() => expect(control('上移：数量关系').disabled).toBe(false));
    fireEvent.click(control('上移：数量关系'));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/catalogues/move').at(-1)).toEqual({
        id: 11,
        direction: 'up',
      }),
    );
  });

  it('shows the server refusing to delete a module with points, and deletes a point', async () => {
    const api = cataloguesApi({
      'POST /console/catalogues/remove': (body) =>
        body.id === 10 ? { code: 400, msg: ConsoleCatalogueMsg.hasChildren } : { data: null },
    });
    renderPage();
    await rowOf('言语理解与表达');
    fireEvent.click(control('删除：言语理解与表达'));
    await confirm('删除模块「言语理解与表达」？', '删除');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['error', ConsoleCatalogueMsg.hasChildren]),
    );
    expect(api.fieldsOf('POST /console/catalogues/remove')).toEqual([{ id: 10 }]);
    expect(api.notices).not.toContainEqual(['success', ConsoleCatalogueMsg.removed]);

    fireEvent.click(control('删除：数学运算'));
    await confirm('删除知识点「数学运算」？', '删除');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['success', ConsoleCatalogueMsg.removed]),
    );
    expect(api.fieldsOf('POST /console/catalogues/remove').at(-1)).toEqual({ id: 22 });
  });
});
