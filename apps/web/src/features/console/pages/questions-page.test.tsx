import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleQuestionMsg } from '@shangan/shared';
import { fakeApi, type FakeApi, renderRoutesInApp, stopStubs } from '../../../test/app-harness';
import ConsoleHomePage from './console-home-page';
import ConsoleLayout from './console-layout';
import QuestionsPage from './questions-page';
import { GROUP_ROW, QUESTION_TARGETS, questionsPerson, SINGLE_ROW } from './question-fixtures';

function questionsApi(more: FakeApi['replies'] = {}) {
  return fakeApi(
    {
      'GET /pc/getuserinfo': questionsPerson(),
      'GET /console/questions/targets': { data: QUESTION_TARGETS },
      'GET /console/questions': { data: { list: [GROUP_ROW, SINGLE_ROW], total: 2 } },
      ...more,
    },
    { signedIn: true },
  );
}

function renderPage(path = '/admin/questions') {
  renderRoutesInApp({ '/admin/questions': <QuestionsPage /> }, { path });
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const lastList = (api: FakeApi) => api.fieldsOf('GET /console/questions').at(-1);

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('题目管理', () => {
  it('opens to teachers and editors after 知识点管理, and not to finance', async () => {
    questionsApi();
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin' });
    const menu = await screen.findByRole('menu');
    const labels = [...menu.querySelectorAll('a')].map((link) => link.textContent);
    expect(labels.indexOf('题目管理')).toBe(labels.indexOf('知识点管理') + 1);
    expect(within(menu).getByText('题目管理').closest('a')!.getAttribute('href')).toBe(
      '/admin/questions',
    );
    cleanup();

    questionsApi({
      'GET /pc/getuserinfo': questionsPerson(['finance']),
    });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin/questions' });
    expect(within(await screen.findByRole('menu')).queryByText('题目管理')).toBeNull();
    expect(screen.getByText(/不能使用「题目管理」/)).toBeTruthy();
  });

  it('counts the bank’s questions on the overview', async () => {
    questionsApi({ 'GET /console/questions': { data: { list: [SINGLE_ROW], total: 1285 } } });
    renderRoutesInApp({ '/admin': <ConsoleHomePage /> }, { path: '/admin' });
    const card = (await screen.findByLabelText('题目管理')) as HTMLElement;
    expect(await within(card).findByText('1285')).toBeTruthy();
    expect(within(card).getByText('道题')).toBeTruthy();
  });

  it('lists the questions with their details and filters them', async () => {
    const api = questionsApi();
    renderPage();
    const group = await rowOf(GROUP_ROW.stem);
    expect(within(group).getByText('302')).toBeTruthy();
    expect(within(group).getByText('材料题')).toBeTruthy();
    expect(within(group).getByText('材料题 2 小题')).toBeTruthy();
    expect(within(group).getByText('音视频')).toBeTruthy();
    expect(within(group).getByText('会员')).toBeTruthy();
    expect(within(group).getByText('B；AC')).toBeTruthy();
    expect(within(group).getByText('增长率')).toBeTruthy();
    expect(within(group).getByText('2024年浙江省考行测')).toBeTruthy();
    expect(within(group).getByText('1.7')).toBeTruthy();
    expect(within(group).getByLabelText('修改题目 302').getAttribute('href')).toBe(
      '/admin/questions/302',
    );
    const single = await rowOf(SINGLE_ROW.stem);
    expect(within(single).getByText('单选题')).toBeTruthy();
    expect(within(single).queryByText('会员')).toBeNull();
    expect(screen.getByText('共 2 道')).toBeTruthy();
    expect(lastList(api)).toEqual({ page: '1', pageSize: '20' });
    expect(screen.getByText('新建题目').closest('a')!.getAttribute('href')).toBe(
      '/admin/questions/new',
    );

    await pick('科目', '行测');
    await waitFor(() =>
      expect(lastList(api)).toEqual({ page: '1', pageSize: '20', subjectId: '2' }),
    );
    await pick('知识点', '资料分析');
    await waitFor(() =>
      expect(lastList(api)).toEqual({
        page: '1',
        pageSize: '20',
        subjectId: '2',
        catalogueId: '20',
      }),
    );
    await pick('试卷', '2024年浙江省考行测');
    await pick('题型', '材料题');
    fireEvent.change(screen.getByLabelText('搜索题目'), { target: { value: ' 粮食 ' } });
    fireEvent.click(screen.getByText('搜索').closest('button')!);
    await waitFor(() =>
      expect(lastList(api)).toEqual({
        page: '1',
        pageSize: '20',
        subjectId: '2',
        catalogueId: '20',
        paperId: '6',
        typeCode: 'composite',
        keyword: '粮食',
      }),
    );
    // A new question goes where the list looks: its subject and the draft paper shown.
    expect(screen.getByText('新建题目').closest('a')!.getAttribute('href')).toBe(
      '/admin/questions/new?subjectId=2&paperId=6',
    );

    // Another subject's knowledge points and papers are not its own.
    await pick('科目', '申论');
    await waitFor(() => expect(lastList(api)).toEqual(expect.objectContaining({ subjectId: '3' })));
    expect(lastList(api)).not.toHaveProperty('catalogueId');
    expect(lastList(api)).not.toHaveProperty('paperId');
  });

  it('says how to add questions when the bank has none, and when none match', async () => {
    questionsApi({ 'GET /console/questions': { data: { list: [], total: 0 } } });
    renderPage();
    expect(await screen.findByText('题库中还没有题目')).toBeTruthy();
    cleanup();
    stopStubs();

    questionsApi({ 'GET /console/questions': { data: { list: [], total: 0 } } });
    renderPage('/admin/questions?keyword=不存在');
    expect(await screen.findByText('没有找到符合条件的题目')).toBeTruthy();
  });

  it('shows a list that did not load, with a way to try again', async () => {
    const api = questionsApi({ 'GET /console/questions': { code: 500, msg: '服务器繁忙' } });
    renderPage();
    expect(await screen.findByText('题目加载失败')).toBeTruthy();
    api.replies['GET /console/questions'] = { data: { list: [SINGLE_ROW], total: 1 } };
    fireEvent.click(screen.getByText('重新加载').closest('button')!);
    expect(await screen.findByText(SINGLE_ROW.stem)).toBeTruthy();
  });

  it('deletes a question after asking, and shows why the server refuses one', async () => {
    const api = questionsApi({
      'POST /console/questions/remove': (body) =>
        body.id === 302 ? { code: 400, msg: ConsoleQuestionMsg.inUse } : { data: null },
    });
    renderPage();
    fireEvent.click(within(await rowOf(GROUP_ROW.stem)).getByLabelText('删除题目 302'));
    const ask = (await screen.findByText('删除这道题？')).closest<HTMLElement>('.ant-popover')!;
    fireEvent.click(within(ask).getByText('删除').closest('button')!);
    await waitFor(() => expect(api.notices).toContainEqual(['error', ConsoleQuestionMsg.inUse]));
    expect(api.notices).not.toContainEqual(['success', ConsoleQuestionMsg.removed]);

    const lists = api.fieldsOf('GET /console/questions').length;
    fireEvent.click(within(await rowOf(SINGLE_ROW.stem)).getByLabelText('删除题目 301'));
    const popups = await screen.findAllByText('删除这道题？');
    fireEvent.click(
      within(popups.at(-1)!.closest<HTMLElement>('.ant-popover')!)
        .getByText('删除')
        .closest('button')!,
    );
    await waitFor(() =>
      expect(api.notices).toContainEqual(['success', ConsoleQuestionMsg.removed]),
    );
    expect(api.fieldsOf('POST /console/questions/remove')).toEqual([{ id: 302 }, { id: 301 }]);
    // The list is read again.
    await waitFor(() =>
      expect(api.fieldsOf('GET /console/questions').length).toBeGreaterThan(lists),
    );
  });
});
