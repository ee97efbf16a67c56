import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsolePaperMsg } from '@shangan/shared';
import type { ConsolePaper, ConsolePaperQuestion } from '@shangan/shared/contracts/console/papers';
import type { ImportTarget } from '@shangan/shared/contracts/console/question-import';
import { chinaTime } from '../../../lib/format';
import {
  demoUserInfo,
  fakeApi,
  type FakeApi,
  renderRoutesInApp,
  stopStubs,
} from '../../../test/app-harness';
import ConsoleLayout from './console-layout';
import PapersPage from './papers-page';

const TARGETS: ImportTarget[] = [
  {
    id: 2,
    name: '行测',
    catalogues: [{ id: 10, parentId: null, name: '言语理解' }],
    papers: [],
  },
  { id: 3, name: '申论', catalogues: [], papers: [] },
];

const paper = (changes: Partial<ConsolePaper>): ConsolePaper => ({
  id: 7,
  subjectId: 2,
  subjectName: '行测',
  title: '2025年江苏省考行测A类',
  year: 2025,
  region: '江苏',
  examType: '省考',
  examinationLevel: 'A类',
  timeLimitMinutes: 120,
  vipOnly: false,
  description: '',
  state: 'draft',
  questionCount: 0,
  totalScore: 0,
  learners: 0,
  createdAt: '2026-11-28T02:00:00.000Z',
  ...changes,
});

const EMPTY_DRAFT = paper({});
const FILLED_DRAFT = paper({
  id: 6,
  title: '2024年浙江省考行测',
  region: '浙江',
  examinationLevel: '',
  questionCount: 3,
  totalScore: 2.5,
});
const PUBLISHED = paper({
  id: 5,
  title: '2024年国考行测副省级',
  region: '全国',
  examType: '国考',
  examinationLevel: '副省级',
  state: 'published',
  vipOnly: true,
  questionCount: 135,
  totalScore: 100,
  learners: 42,
});

const QUESTIONS: ConsolePaperQuestion[] = [
  {
    id: 301,
    typeName: '单选题',
    stem: '依次填入画横线部分最恰当的一项是',
    answer: 'A',
    catalogueName: '言语理解/逻辑填空',
    children: 0,
    score: 0.8,
  },
  {
    id: 302,
    typeName: '材料题',
    stem: '根据以下资料，回答问题',
    answer: '',
    catalogueName: '资料分析',
    children: 2,
    score: 1.7,
  },
];

const person = (roles: string[]) => ({ data: { ...demoUserInfo(), roles } });

function papersApi(more: FakeApi['replies'] = {}) {
  return fakeApi(
    {
      'GET /pc/getuserinfo': person(['editor']),
      'GET /console/question-import/targets': { data: TARGETS },
      'GET /console/papers': {
        data: { list: [EMPTY_DRAFT, FILLED_DRAFT, PUBLISHED], total: 3 },
      },
      ...more,
    },
    { signedIn: true },
  );
}

function renderPage(path = '/admin/papers') {
  renderRoutesInApp({ '/admin/papers': <PapersPage /> }, { path });
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
/** A row's control by its name (by label: role queries are slow in an antd table). */
const control = (row: HTMLElement, name: string) => within(row).getByLabelText(name);

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

describe('试卷管理', () => {
  it('opens to teachers and editors next to 题库导入, and not to finance', async () => {
    fakeApi({ 'GET /pc/getuserinfo': person(['teacher']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin' });
    const menu = await screen.findByRole('menu');
    const labels = [...menu.querySelectorAll('a')].map((link) => link.textContent);
    expect(labels.indexOf('试卷管理')).toBe(labels.indexOf('题库导入') + 1);
    expect(within(menu).getByText('试卷管理').closest('a')!.getAttribute('href')).toBe(
      '/admin/papers',
    );
    cleanup();

    fakeApi({ 'GET /pc/getuserinfo': person(['finance']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin/papers' });
    expect(within(await screen.findByRole('menu')).queryByText('试卷管理')).toBeNull();
    expect(screen.getByText(/不能使用「试卷管理」/)).toBeTruthy();
  });

  it('lists the papers with their details, and filters them by subject and state', async () => {
    const api = papersApi();
    renderPage();
    const published = await rowOf('2024年国考行测副省级');
    expect(within(published).getByText('副省级')).toBeTruthy();
    expect(within(published).getByText('会员')).toBeTruthy();
    expect(within(published).getByText('已发布')).toBeTruthy();
    expect(within(published).getByText('135 题')).toBeTruthy();
    expect(within(published).getByText('共 100 分')).toBeTruthy();
    expect(within(published).getByText('42')).toBeTruthy();
    // A published paper can be withdrawn, not deleted nor filled.
    expect(control(published, '下架：2024年国考行测副省级')).toBeTruthy();
    expect(within(published).queryByLabelText('删除：2024年国考行测副省级')).toBeNull();
    expect(within(published).queryByLabelText('导入试题：2024年国考行测副省级')).toBeNull();

    const empty = await rowOf('2025年江苏省考行测A类');
    expect(within(empty).getByText('2025年')).toBeTruthy();
    expect(within(empty).getByText('草稿')).toBeTruthy();
    expect(control(empty, '导入试题：2025年江苏省考行测A类').getAttribute('href')).toBe(
      '/admin/questionImport?subjectId=2&paperId=7',
    );
    expect(control(empty, '删除：2025年江苏省考行测A类')).toBeTruthy();
    // A draft with questions is not deleted: they must be taken out first.
    const filled = await rowOf('2024年浙江省考行测');
    expect(within(filled).queryByLabelText('删除：2024年浙江省考行测')).toBeNull();

    fireEvent.mouseDown(screen.getByLabelText('状态'));
    fireEvent.click((await screen.findAllByTitle('草稿')).at(-1)!);
    await waitFor(() =>
      expect(api.fieldsOf('GET /console/papers').at(-1)).toEqual({
        page: '1',
        pageSize: '20',
        state: 'draft',
      }),
    );
    fireEvent.mouseDown(screen.getByLabelText('科目'));
    fireEvent.click((await screen.findAllByTitle('行测')).at(-1)!);
    await waitFor(() =>
      expect(api.fieldsOf('GET /console/papers').at(-1)).toEqual({
        page: '1',
        pageSize: '20',
        state: 'draft',
        subjectId: '2',
      }),
    );
  });

  it('says how to fill a paper when there is none', async () => {
    papersApi({ 'GET /console/papers': { data: { list: [], total: 0 } } });
    renderPage();
    expect(await screen.findByText('还没有试卷')).toBeTruthy();
    expect(
      screen.getByText('新建试卷后，在「题库导入」中把 Word / Excel 文件导入到这份试卷'),
    ).toBeTruthy();
  });

  it('creates a draft, checking the title first', async () => {
    const api = papersApi({
      'POST /console/papers/save': (body) => ({ data: paper({ ...body, id: 8 }) }),
    });
    renderPage();
    await rowOf('2025年江苏省考行测A类');
    press(document.body, '新建试卷');
    const dialog = await dialogTitled('新建试卷');
    press(dialog, '保存');
    expect(await within(dialog).findByText(ConsolePaperMsg.titleRequired)).toBeTruthy();
    expect(within(dialog).getByText('请选择科目')).toBeTruthy();
    expect(api.fieldsOf('POST /console/papers/save')).toEqual([]);

    fireEvent.mouseDown(within(dialog).getByLabelText('科目'));
    fireEvent.click((await screen.findAllByTitle('行测')).at(-1)!);
    type(dialog, '试卷名称', '  2025年国考行测地市级 ');
    type(dialog, '级别', '地市级');
    press(dialog, '保存');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/papers/save')).toEqual([
        {
          id: null,
          subjectId: 2,
          title: '2025年国考行测地市级',
          year: chinaTime(new Date()).year,
          region: '全国',
          examType: '国考',
          examinationLevel: '地市级',
          timeLimitMinutes: 120,
          vipOnly: false,
          description: '',
        },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', ConsolePaperMsg.saved]));
  });

  it('keeps the subject of a paper that has questions when editing it', async () => {
    const api = papersApi({
      'POST /console/papers/save': (body) => ({ data: paper({ ...body }) }),
    });
    renderPage();
    fireEvent.click(control(await rowOf('2024年浙江省考行测'), '编辑：2024年浙江省考行测'));
    const dialog = await dialogTitled('编辑试卷：2024年浙江省考行测');
    expect(within(dialog).getByText(ConsolePaperMsg.subjectLocked)).toBeTruthy();
    type(dialog, '考试时长', '');
    press(dialog, '保存');
    expect(await within(dialog).findByText(ConsolePaperMsg.minutesInvalid)).toBeTruthy();
    type(dialog, '考试时长', '90');
    press(dialog, '保存');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/papers/save')).toEqual([
        expect.objectContaining({ id: 6, subjectId: 2, region: '浙江', timeLimitMinutes: 90 }),
      ]),
    );
  });

  it('shows the server refusing to publish a paper without questions, and publishes another', async () => {
    const api = papersApi({
      'POST /console/papers/publish': (body) =>
        body.id === 7
          ? { code: 400, msg: ConsolePaperMsg.emptyPaper }
          : { data: { ...FILLED_DRAFT, state: 'published' } },
    });
    renderPage();
    fireEvent.click(control(await rowOf('2025年江苏省考行测A类'), '发布：2025年江苏省考行测A类'));
    await confirm('发布这套试卷？', '发布');
    await waitFor(() => expect(api.notices).toContainEqual(['error', ConsolePaperMsg.emptyPaper]));
    expect(api.fieldsOf('POST /console/papers/publish')).toEqual([{ id: 7, published: true }]);
    expect(api.notices).not.toContainEqual(['success', ConsolePaperMsg.published]);

    const lists = api.fieldsOf('GET /console/papers').length;
    fireEvent.click(control(await rowOf('2024年浙江省考行测'), '发布：2024年浙江省考行测'));
    const popups = await screen.findAllByText('发布这套试卷？');
    fireEvent.click(
      within(popups.at(-1)!.closest<HTMLElement>('.ant-popover')!)
        .getByText('发布')
        .closest('button')!,
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', ConsolePaperMsg.published]));
    expect(api.fieldsOf('POST /console/papers/publish').at(-1)).toEqual({
      id: 6,
      published: true,
    });
    // The list is read again.
    await waitFor(() => expect(api.fieldsOf('GET /console/papers').length).toBeGreaterThan(lists));
  });

  it('lists a draft’s questions in order and takes one out', async () => {
    const api = papersApi({
      'GET /console/papers/questions': { data: QUESTIONS },
      'POST /console/papers/detach': { data: null },
    });
    renderPage();
    fireEvent.click(control(await rowOf('2024年浙江省考行测'), '题目：2024年浙江省考行测'));
    const drawer = (await screen.findByText('题目：2024年浙江省考行测')).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    const second = (await within(drawer).findByText('根据以下资料，回答问题')).closest('tr')!;
    expect(within(second).getByText('2')).toBeTruthy();
    expect(within(second).getByText('材料题')).toBeTruthy();
    expect(within(second).getByText('2 道小题')).toBeTruthy();
    expect(within(second).getByText('1.7')).toBeTruthy();
    expect(within(drawer).getByText('依次填入画横线部分最恰当的一项是')).toBeTruthy();
    expect(within(drawer).getByText('共 3 题 · 总分 2.5 分')).toBeTruthy();
    expect(api.fieldsOf('GET /console/papers/questions')).toEqual([{ id: '6' }]);
    // Each question opens in the question editor; a new one written there goes last into it.
    expect(within(second).getByLabelText('修改：第 2 题').getAttribute('href')).toBe(
      '/admin/questions/302',
    );
    expect(
      within(drawer).getByLabelText('新增题目到：2024年浙江省考行测').getAttribute('href'),
    ).toBe('/admin/questions/new?subjectId=2&paperId=6');

    api.replies['GET /console/papers/questions'] = { data: QUESTIONS.slice(0, 1) };
    fireEvent.click(within(second).getByLabelText('移出试卷：第 2 题'));
    await confirm('把这道题移出试卷？', '移出');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/papers/detach')).toEqual([{ id: 6, questionId: 302 }]),
    );
    await waitFor(() =>
      expect(api.notices).toContainEqual(['success', `第 2 题${ConsolePaperMsg.detached}`]),
    );
    await waitFor(() => expect(within(drawer).queryByText('根据以下资料，回答问题')).toBeNull());
  });

  it('shows a published paper’s questions without taking any out', async () => {
    papersApi({ 'GET /console/papers/questions': { data: QUESTIONS } });
    renderPage();
    fireEvent.click(control(await rowOf('2024年国考行测副省级'), '题目：2024年国考行测副省级'));
    const drawer = (await screen.findByText('题目：2024年国考行测副省级')).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    expect(await within(drawer).findByText('根据以下资料，回答问题')).toBeTruthy();
    expect(within(drawer).getByText(ConsolePaperMsg.publishedLocked)).toBeTruthy();
    expect(within(drawer).queryByText('移出试卷')).toBeNull();
    expect(within(drawer).queryByText('新增题目')).toBeNull();
    // Its questions' content can still be corrected.
    expect(within(drawer).getByLabelText('修改：第 1 题').getAttribute('href')).toBe(
      '/admin/questions/301',
    );
  });

  it('deletes an empty draft after asking', async () => {
    const api = papersApi({ 'POST /console/papers/remove': { data: null } });
    renderPage();
    fireEvent.click(control(await rowOf('2025年江苏省考行测A类'), '删除：2025年江苏省考行测A类'));
    await confirm('删除这套试卷？', '删除');
    await waitFor(() => expect(api.fieldsOf('POST /console/papers/remove')).toEqual([{ id: 7 }]));
    await waitFor(() => expect(api.notices).toContainEqual(['success', ConsolePaperMsg.removed]));
  });
});
