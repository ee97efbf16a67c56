import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuestionImportMsg } from '@shangan/shared';
import type {
  ImportItem,
  ImportPreview,
  ImportSummary,
  ImportTarget,
} from '@shangan/shared/contracts/console/question-import';
import { demoUserInfo, fakeApi, renderRoutesInApp, stopStubs } from '../../../test/app-harness';
import ConsoleLayout from './console-layout';
import QuestionImportPage from './question-import-page';

const TARGETS: ImportTarget[] = [
  {
    id: 2,
    name: '行测',
    catalogues: [
      { id: 10, parentId: null, name: '言语理解' },
      { id: 11, parentId: 10, name: '逻辑填空' },
    ],
    papers: [
      { id: 7, title: '2025年江苏省考行测A类', state: 'draft' },
      { id: 6, title: '2024年国考行测副省级', state: 'published' },
    ],
  },
  { id: 3, name: '申论', catalogues: [], papers: [] },
];

const item = (changes: Partial<ImportItem>): ImportItem => ({
  place: '第 1 题',
  typeName: '单选题',
  stem: '依次填入画横线部分最恰当的一项是',
  answer: 'A',
  catalogueName: '言语理解/逻辑填空',
  children: 0,
  hasPicture: false,
  status: 'ready',
  messages: [],
  ...changes,
});

const summary = (changes: Partial<ImportSummary> = {}): ImportSummary => ({
  id: 41,
  fileName: '逻辑填空.docx',
  format: 'docx',
  subjectName: '行测',
  catalogueName: '言语理解/逻辑填空',
  paperId: null,
  paperTitle: null,
  status: 'preview',
  total: 3,
  ready: 3,
  duplicates: 0,
  errors: 0,
  added: 0,
  createdBy: '王老师',
  createdAt: '2026-11-28T02:00:00.000Z',
  committedAt: null,
  ...changes,
});

const preview = (items: ImportItem[], changes: Partial<ImportPreview> = {}): ImportPreview => {
  const count = (status: ImportItem['status']) => items.filter((i) => i.status === status).length;
  return {
    ...summary({
      total: items.length,
      ready: count('ready'),
      duplicates: count('duplicate'),
      errors: count('error'),
    }),
    sameFileCommittedAt: null,
    items,
    ...changes,
  };
};

const person = (roles: string[]) => ({ data: { ...demoUserInfo(), roles } });
const emptyHistory = { data: { list: [], total: 0 } };

function renderPage(path = '/admin/questionImport') {
  renderRoutesInApp({ '/admin/questionImport': <QuestionImportPage /> }, { path });
}

/** Opens the antd select or tree select named `label` and picks `option`. */
async function pick(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  const choices = await screen.findAllByTitle(option);
  fireEvent.click(choices.at(-1)!);
}

function dropFile(name: string, content = 'word bytes') {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File([content], name)] } });
}

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('题库导入', () => {
  it('opens to teachers and editors, not to customer service', async () => {
    fakeApi({ 'GET /pc/getuserinfo': person(['editor']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('题库导入')).toBeTruthy();
    expect(within(menu).queryByText('意见反馈')).toBeNull();
    cleanup();

    fakeApi({ 'GET /pc/getuserinfo': person(['service']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin/questionImport' });
    expect(within(await screen.findByRole('menu')).queryByText('题库导入')).toBeNull();
    expect(screen.getByText(/不能使用「题库导入」/)).toBeTruthy();
  });

  it('previews a file question by question and will not import one with errors', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['teacher']),
        'GET /console/question-import/targets': { data: TARGETS },
        'GET /console/question-import/history': emptyHistory,
        'POST /console/question-import/preview': {
          data: preview([
            item({}),
            item({ place: '第 2 题', status: 'error', messages: ['缺少答案'] }),
            item({ place: '第 3 题', status: 'duplicate', messages: ['题库中已有相同的题'] }),
          ]),
        },
      },
      { signedIn: true },
    );
    renderPage();
    expect(await screen.findByText('还没有导入过题目')).toBeTruthy();

    // A file before its target, then files of the wrong kind or size: nothing is sent.
    await screen.findByRole('combobox', { name: '科目' });
    dropFile('逻辑填空.docx');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['warning', QuestionImportMsg.targetRequired]),
    );
    dropFile('逻辑填空.pdf');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['error', QuestionImportMsg.formatUnknown]),
    );
    expect(api.fieldsOf('POST /console/question-import/preview')).toEqual([]);

    await pick('科目', '行测');
    await pick('知识点', '言语理解');
    dropFile('逻辑填空.docx', 'word bytes');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/question-import/preview')).toEqual([
        { subjectId: 2, catalogueId: 10, fileName: '逻辑填空.docx', content: btoa('word bytes') },
      ]),
    );

    const shown = await screen.findByRole('region', { name: '导入预览' });
    expect(shown.textContent).toContain('共 3 题 · 可导入 1 · 重复 1 · 有错误 1');
    expect(within(shown).getByText('有 1 道题格式有误，请修改文件后重新上传')).toBeTruthy();
    // The rows with errors come first, each with what is wrong in it.
    const row = within(shown).getByText('缺少答案').closest('tr')!;
    expect(within(row).getByText('第 2 题')).toBeTruthy();
    expect(within(row).getByText('有错误')).toBeTruthy();
    expect(within(shown).queryByText('第 1 题')).toBeNull();
    fireEvent.click(within(shown).getByText('全部（3）'));
    expect(await within(shown).findByText('第 1 题')).toBeTruthy();
    expect(within(shown).getByText('题库中已有相同的题')).toBeTruthy();
    expect(within(shown).getByRole('button', { name: '确认导入' })).toHaveProperty(
      'disabled',
      true,
    );

    // 重新上传 goes back to the file, the target still chosen.
    fireEvent.click(within(shown).getByRole('button', { name: '重新上传' }));
    expect(await screen.findByTitle('行测')).toBeTruthy();
    expect(screen.getByTitle('言语理解')).toBeTruthy();
  });

  it('imports a clean file after confirming, and lists it in the history', async () => {
    const clean = preview([item({}), item({ place: '第 2 题', hasPicture: true, children: 2 })], {
      sameFileCommittedAt: '2026-11-20T02:00:00.000Z',
    });
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['editor']),
        'GET /console/question-import/targets': { data: TARGETS },
        'GET /console/question-import/history': emptyHistory,
        'POST /console/question-import/preview': { data: clean },
        'POST /console/question-import/commit': {
          data: summary({ status: 'committed', total: 2, ready: 2, added: 2 }),
        },
      },
      { signedIn: true },
    );
    renderPage();
    await pick('科目', '行测');
    await pick('知识点', '言语理解');
    dropFile('逻辑填空.docx');

    const shown = await screen.findByRole('region', { name: '导入预览' });
    expect(within(shown).getByText(/这份文件已于 .* 导入过/)).toBeTruthy();
    expect(within(shown).getByText('含图片')).toBeTruthy();
    expect(within(shown).getByText('2 道小题')).toBeTruthy();
    const historyCalls = api.fieldsOf('GET /console/question-import/history').length;

    fireEvent.click(within(shown).getByRole('button', { name: '确认导入' }));
    const [confirm] = await screen.findAllByText('将向「行测 / 言语理解/逻辑填空」导入 2 道题。');
    expect(api.fieldsOf('POST /console/question-import/commit')).toEqual([]);
    api.replies['GET /console/question-import/history'] = {
      data: { list: [summary({ status: 'committed', added: 2, total: 2 })], total: 1 },
    };
    fireEvent.click(
      within(confirm!.closest<HTMLElement>('.ant-modal')!).getByRole('button', {
        name: '确认导入',
      }),
    );
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/question-import/commit')).toEqual([{ id: 41 }]),
    );
    expect(await screen.findByText('已导入 2 道题')).toBeTruthy();
    const history = screen.getByRole('region', { name: '导入记录' });
    expect(await within(history).findByText('已导入')).toBeTruthy();
    expect(within(history).getByText('王老师')).toBeTruthy();
    expect(api.fieldsOf('GET /console/question-import/history').length).toBeGreaterThan(
      historyCalls,
    );

    fireEvent.click(screen.getByRole('button', { name: '继续导入' }));
    expect(await screen.findByText('点击选择文件，或将文件拖到这里')).toBeTruthy();
  });

  it('imports into the paper the address names, and says so in the preview and the history', async () => {
    const intoPaper = { paperId: 7, paperTitle: '2025年江苏省考行测A类' };
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['teacher']),
        'GET /console/question-import/targets': { data: TARGETS },
        'GET /console/question-import/history': {
          data: { list: [summary({ ...intoPaper, fileName: '江苏A类.docx' })], total: 1 },
        },
        'POST /console/question-import/preview': {
          data: preview([item({})], intoPaper),
        },
      },
      { signedIn: true },
    );
    // 试卷管理's 导入试题 opens the page this way.
    renderPage('/admin/questionImport?subjectId=2&paperId=7');
    expect(await screen.findByTitle('2025年江苏省考行测A类')).toBeTruthy();
    expect(screen.getByTitle('行测')).toBeTruthy();
    const history = screen.getByRole('region', { name: '导入记录' });
    expect(await within(history).findByText('试卷：2025年江苏省考行测A类')).toBeTruthy();

    // The subject's papers are offered with their state.
    fireEvent.mouseDown(screen.getByLabelText('导入到试卷'));
    const offered = (await screen.findAllByTitle('2024年国考行测副省级')).at(-1)!;
    expect(offered.textContent).toContain('已发布');

    await pick('知识点', '言语理解');
    dropFile('江苏A类.docx', 'paper bytes');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/question-import/preview')).toEqual([
        {
          subjectId: 2,
          catalogueId: 10,
          paperId: 7,
          fileName: '江苏A类.docx',
          content: btoa('paper bytes'),
        },
      ]),
    );
    const shown = await screen.findByRole('region', { name: '导入预览' });
    expect(shown.textContent).toContain(
      '导入到「行测 / 言语理解/逻辑填空 · 试卷：2025年江苏省考行测A类」',
    );

    // Another subject has other papers: the chosen one goes.
    fireEvent.click(within(shown).getByText('重新上传').closest('button')!);
    await pick('科目', '申论');
    await waitFor(() => expect(screen.queryByTitle('2025年江苏省考行测A类')).toBeNull());
  });

  it('offers to load the subjects again when they could not be read', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['teacher']),
        'GET /console/question-import/targets': { code: 500, msg: '服务器开小差了' },
        'GET /console/question-import/history': emptyHistory,
      },
      { signedIn: true },
    );
    renderPage();
    expect(await screen.findByText('科目加载失败')).toBeTruthy();
    api.replies['GET /console/question-import/targets'] = { data: TARGETS };
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('combobox', { name: '科目' })).toBeTruthy();
  });
});
