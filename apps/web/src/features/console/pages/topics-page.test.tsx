import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleTopicMsg, TOPIC_LISTS_MAX } from '@shangan/shared';
import type { ConsoleTopic } from '@shangan/shared/contracts/console/topics';
import {
  demoUserInfo,
  fakeApi,
  type FakeApi,
  renderRoutesInApp,
  stopStubs,
} from '../../../test/app-harness';
import TopicsPage from './topics-page';

const TOPICS: ConsoleTopic[] = [
  {
    id: 7,
    title: '2027国考备考专题',
    summary: '报名、笔试、面试一站看全',
    cover: '/uploads/topic-7.svg',
    classification: '公务员',
    lists: [
      { type: 1, name: '最新公告', articles: 3 },
      { type: 2, name: '备考指导', articles: 0 },
    ],
    articles: 3,
  },
  {
    id: 8,
    title: '选调生专题',
    summary: '',
    cover: '',
    classification: '选调生',
    lists: [{ type: 1, name: '招录信息', articles: 0 }],
    articles: 0,
  },
];

const person = { data: { ...demoUserInfo(), roles: ['editor'] } };

function topicsApi(more: FakeApi['replies'] = {}) {
  return fakeApi(
    { 'GET /pc/getuserinfo': person, 'GET /console/topics': { data: TOPICS }, ...more },
    { signedIn: true },
  );
}

function renderPage() {
  renderRoutesInApp({ '/admin/topics': <TopicsPage /> }, { path: '/admin/topics' });
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
/** A control by its name (by label: role queries are slow in an antd table). */
const control = (name: string, within_: HTMLElement = document.body) =>
  within(within_).getByLabelText(name) as HTMLButtonElement;

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

describe('专题管理', () => {
  it('lists the topics in order with their cover, classification, lists and articles', async () => {
    topicsApi();
    renderPage();
    const exam = await rowOf('2027国考备考专题');
    expect(within(exam).getByAltText('2027国考备考专题封面').getAttribute('src')).toBe(
      '/uploads/topic-7.svg',
    );
    expect(within(exam).getByText('公务员')).toBeTruthy();
    expect(within(exam).getByText('报名、笔试、面试一站看全')).toBeTruthy();
    expect(within(exam).getByText('最新公告 · 3 篇')).toBeTruthy();
    expect(within(exam).getByText('备考指导 · 0 篇')).toBeTruthy();
    expect(within(exam).getByText('3 篇')).toBeTruthy();
    expect(control('查看：2027国考备考专题').getAttribute('href')).toBe('/topicDetail?id=7');

    const selection = await rowOf('选调生专题');
    expect(within(selection).getByText('无封面')).toBeTruthy();
    expect(within(selection).getByText('招录信息 · 0 篇')).toBeTruthy();
    expect(screen.getByText(/共 2 个专题/)).toBeTruthy();
    expect(control('上移：2027国考备考专题').disabled).toBe(true);
    expect(control('下移：2027国考备考专题').disabled).toBe(false);
    expect(control('下移：选调生专题').disabled).toBe(true);
  });

  it('says so when there is no topic yet', async () => {
    topicsApi({ 'GET /console/topics': { data: [] } });
    renderPage();
    expect(await screen.findByText('还没有专题')).toBeTruthy();
  });

  it('creates a topic, checking its fields and lists first', async () => {
    const api = topicsApi({
      'POST /console/topics/save': (body) => ({
        data: { ...TOPICS[1]!, ...body, id: 9, articles: 0 },
      }),
    });
    renderPage();
    await rowOf('选调生专题');
    press(document.body, '新建专题');
    const dialog = await dialogTitled('新建专题');
    press(dialog, '保存');
    expect(await within(dialog).findByText(ConsoleTopicMsg.titleRequired)).toBeTruthy();
    expect(within(dialog).getByText(ConsoleTopicMsg.classificationRequired)).toBeTruthy();
    expect(within(dialog).getByText(ConsoleTopicMsg.listNameRequired)).toBeTruthy();
    type(dialog, '专题名称', '选调生专题');
    expect(await within(dialog).findByText(ConsoleTopicMsg.titleTaken)).toBeTruthy();
    type(dialog, '封面地址', 'http://example.com/a.png');
    expect(await within(dialog).findByText(ConsoleTopicMsg.coverInvalid)).toBeTruthy();

    type(dialog, '专题名称', ' 2027省考专题 ');
    type(dialog, '分类', '公务员');
    type(dialog, '简介', '各省联考一站看全');
    type(dialog, '封面地址', '');
    type(dialog, '列表名称 1', '报名公告');
    press(dialog, '添加列表');
    type(dialog, '列表名称 2', '报名公告');
    press(dialog, '保存');
    expect(await within(dialog).findByText(ConsoleTopicMsg.listNameTaken('报名公告'))).toBeTruthy();
    type(dialog, '列表名称 2', '笔试备考');
    // The second list first.
    fireEvent.click(await within(dialog).findByLabelText('上移列表：笔试备考'));
    expect(api.fieldsOf('POST /console/topics/save')).toEqual([]);
    press(dialog, '保存');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/topics/save')).toEqual([
        {
          id: null,
          title: '2027省考专题',
          summary: '各省联考一站看全',
          cover: '',
          classification: '公务员',
          lists: [
            { type: null, name: '笔试备考' },
            { type: null, name: '报名公告' },
          ],
        },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', ConsoleTopicMsg.saved]));
    // The list is read again.
    await waitFor(() => expect(api.fieldsOf('GET /console/topics').length).toBeGreaterThan(1));
  });

  it('changes a topic: its lists keep their numbers, one with articles cannot go', async () => {
    const api = topicsApi({
      'POST /console/topics/save': (body) => ({ data: { ...TOPICS[0]!, ...body } }),
    });
    renderPage();
    await rowOf('2027国考备考专题');
    fireEvent.click(control('修改：2027国考备考专题'));
    const dialog = await dialogTitled('修改专题：2027国考备考专题');
    expect((within(dialog).getByLabelText('封面地址') as HTMLInputElement).value).toBe(
      '/uploads/topic-7.svg',
    );
    expect(within(dialog).getByText('3 篇')).toBeTruthy();
    expect(control('删除列表：最新公告', dialog).disabled).toBe(true);
    expect(control('删除列表：备考指导', dialog).disabled).toBe(false);

    type(dialog, '列表名称 1', '报考公告');
    fireEvent.click(control('删除列表：备考指导', dialog));
    await waitFor(() => expect(within(dialog).queryByLabelText('列表名称 2')).toBeNull());
    press(dialog, '添加列表');
    type(dialog, '列表名称 2', '面试指导');
    press(dialog, '保存');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/topics/save')).toEqual([
        {
          id: 7,
          title: '2027国考备考专题',
          summary: '报名、笔试、面试一站看全',
          cover: '/uploads/topic-7.svg',
          classification: '公务员',
          lists: [
            { type: 1, name: '报考公告' },
            { type: null, name: '面试指导' },
          ],
        },
      ]),
    );
  });

  it('stops adding lists at the most a topic has', async () => {
    topicsApi();
    renderPage();
    await rowOf('选调生专题');
    press(document.body, '新建专题');
    const dialog = await dialogTitled('新建专题');
    for (let more = 1; more < TOPIC_LISTS_MAX; more += 1) press(dialog, '添加列表');
    await within(dialog).findByLabelText(`列表名称 ${TOPIC_LISTS_MAX}`);
    expect(
      within(dialog)
        .getByText(/添加列表/)
        .closest('button')!.disabled,
    ).toBe(true);
  });

  it('shows the server refusing a save, keeping the dialog open', async () => {
    const refusal = ConsoleTopicMsg.listHasArticles('备考指导', 2);
    const api = topicsApi({ 'POST /console/topics/save': { code: 400, msg: refusal } });
    renderPage();
    await rowOf('2027国考备考专题');
    fireEvent.click(control('修改：2027国考备考专题'));
    const dialog = await dialogTitled('修改专题：2027国考备考专题');
    fireEvent.click(control('删除列表：备考指导', dialog));
    press(dialog, '保存');
    await waitFor(() => expect(api.notices).toContainEqual(['error', refusal]));
    expect(screen.getByText('修改专题：2027国考备考专题')).toBeTruthy();
    expect(api.notices).not.toContainEqual(['success', ConsoleTopicMsg.saved]);
  });

  it('moves topics, and shows the server refusing to delete one with articles', async () => {
    const api = topicsApi({
      'POST /console/topics/move': { data: null },
      'POST /console/topics/remove': (body) =>
        body.id === 7 ? { code: 400, msg: ConsoleTopicMsg.hasArticles(3) } : { data: null },
    });
    renderPage();
    await rowOf('选调生专题');
    fireEvent.click(control('上移：选调生专题'));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/topics/move')).toEqual([{ id: 8, direction: 'up' }]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', ConsoleTopicMsg.moved]));

    fireEvent.click(control('删除：2027国考备考专题'));
    await confirm('删除专题「2027国考备考专题」？', '删除');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['error', ConsoleTopicMsg.hasArticles(3)]),
    );
    expect(api.fieldsOf('POST /console/topics/remove')).toEqual([{ id: 7 }]);

    fireEvent.click(control('删除：选调生专题'));
    await confirm('删除专题「选调生专题」？', '删除');
    await waitFor(() => expect(api.notices).toContainEqual(['success', ConsoleTopicMsg.removed]));
    expect(api.fieldsOf('POST /console/topics/remove').at(-1)).toEqual({ id: 8 });
  });
});
