import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EnlistExamMsg, PositionImportMsg } from '@shangan/shared';
import type {
  ConsoleEnlistExam,
  PositionImportPreview,
  PositionPreviewRow,
} from '@shangan/shared/contracts/console/enlistment';
import { chinaTime } from '../../../lib/format';
import {
  demoUserInfo,
  fakeApi,
  renderRoutesInApp,
  stopStubs,
  type Reply,
} from '../../../test/app-harness';
import PositionsPage from './positions-page';

const person = { data: { ...demoUserInfo(), roles: ['editor'] } };

/** The server takes years within one of this year (China's). */
const THIS_YEAR = chinaTime(new Date()).year;

const NATIONAL: ConsoleEnlistExam = {
  id: 7,
  name: '2027年度国家公务员考试',
  shortName: '2027国考',
  kind: 'national',
  year: THIS_YEAR,
  intro: '中央机关及其直属机构公务员招录',
  // 2026-10-15 08:00 to 2026-10-24 18:00, Beijing time.
  enlistStart: '2026-10-15T00:00:00.000Z',
  enlistEnd: '2026-10-24T10:00:00.000Z',
  examDate: '2026-11-29',
  serviceTitle: '2027国考报名指导服务',
  serviceSubtitle: '职位筛选 一对一报名指导',
  servicePrice: '79.00',
  positions: 286,
  quota: 512,
  enlistments: 30,
  paid: 12,
};
const PROVINCIAL: ConsoleEnlistExam = {
  ...NATIONAL,
  id: 8,
  name: '2027年江苏省考试录用公务员',
  shortName: '2027江苏省考',
  kind: 'provincial',
  serviceTitle: '江苏省考报名无忧',
  servicePrice: '59.90',
  positions: 0,
  quota: 0,
  enlistments: 0,
  paid: 0,
};
const EXAMS: ConsoleEnlistExam[] = [NATIONAL, PROVINCIAL];

const ROW: PositionPreviewRow = {
  place: '「职位表」第 3 行',
  code: '300110001001',
  department: '国家统计局江苏调查总队',
  positionName: '一级主任科员及以下',
  quota: '2',
  education: '本科及以上',
  political: '不限',
  location: '江苏省南京市',
  region: '江苏省',
  status: 'new',
  messages: [],
};

const preview = (changes: Partial<PositionImportPreview>): PositionImportPreview => ({
  total: 2,
  added: 2,
  updated: 0,
  unchanged: 0,
  errors: 0,
  sheets: [{ name: '职位表', rows: 2 }],
  rows: [ROW, { ...ROW, place: '「职位表」第 4 行', code: '300110002001' }],
  ...changes,
});

function dropFile(name: string, content = 'excel bytes') {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File([content], name)] } });
}

afterEach(() => {
  cleanup();
  stopStubs();
});

function examsApi(replies: Record<string, Reply> = {}) {
  return fakeApi(
    { 'GET /pc/getuserinfo': person, 'GET /console/enlistment/exams': { data: EXAMS }, ...replies },
    { signedIn: true },
  );
}

async function renderPage() {
  renderRoutesInApp({ '/admin/positions': <PositionsPage /> }, { path: '/admin/positions' });
  await screen.findByText(NATIONAL.name, { selector: 'td' });
}

const rowOf = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr')!;

/** The open dialog of that title. */
async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

const fieldOf = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(fieldOf(dialog, label), { target: { value } });
}

/** Types a reading into a picker's box (found by its placeholder) and takes it. */
function pick(dialog: HTMLElement, placeholder: string, typed: string) {
  const input = within(dialog).getByPlaceholderText(placeholder);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

/** Types the enlistment window's two ends in turn, each taken (the picker asks for both). */
function pickWindow(dialog: HTMLElement, start: string, end: string) {
  pick(dialog, '报名开始', start);
  pick(dialog, '报名截止', end);
}

/** Opens a select of the dialog and takes the option of that title. */
async function choose(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(fieldOf(dialog, label));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

const save = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));

/** Answers a Popconfirm titled `title` with its `ok` button. */
async function confirm(title: string, ok: string) {
  const popup = (await screen.findByText(title)).closest<HTMLElement>('.ant-popover')!;
  fireEvent.click(within(popup).getByRole('button', { name: ok }));
}

describe('报名职位', () => {
  it('lists the exams and imports a clean table into the chosen one', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/enlistment/exams': { data: EXAMS },
        'POST /console/enlistment/positions/preview': { data: preview({}) },
        'POST /console/enlistment/positions/commit': {
          data: { added: 2, updated: 0, unchanged: 0 },
        },
      },
      { signedIn: true },
    );
    renderRoutesInApp({ '/admin/positions': <PositionsPage /> }, { path: '/admin/positions' });
    expect(await screen.findByText('2027年度国家公务员考试', { selector: 'td' })).toBeTruthy();
    expect(screen.getByText('30 / 12')).toBeTruthy();

    dropFile('职位表.pdf');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['error', PositionImportMsg.fileUnreadable]),
    );
    expect(api.fieldsOf('POST /console/enlistment/positions/preview')).toEqual([]);

    dropFile('国考职位表.xlsx');
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('共读取 2 个职位'),
    );
    expect(api.fieldsOf('POST /console/enlistment/positions/preview')).toEqual([
      { examId: 7, fileName: '国考职位表.xlsx', content: expect.any(String) },
    ]);
    fireEvent.click(screen.getByRole('button', { name: '确认导入（新增 2，更新 0）' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/enlistment/positions/commit')).toEqual([
        { examId: 7, fileName: '国考职位表.xlsx', content: expect.any(String) },
      ]),
    );
    expect(api.notices).toContainEqual(['success', PositionImportMsg.committed(2, 0)]);
  });

  it('shows the broken rows first and does not let a table with errors be written', async () => {
    const broken = { ...ROW, status: 'error' as const, messages: [PositionImportMsg.quotaInvalid] };
    fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/enlistment/exams': { data: EXAMS },
        'POST /console/enlistment/positions/preview': {
          data: preview({ errors: 1, added: 1, rows: [broken, ROW] }),
        },
      },
      { signedIn: true },
    );
    renderRoutesInApp({ '/admin/positions': <PositionsPage /> }, { path: '/admin/positions' });
    await screen.findByText('2027年度国家公务员考试', { selector: 'td' });
    dropFile('国考职位表.xlsx');
    expect(await screen.findByText(PositionImportMsg.quotaInvalid)).toBeTruthy();
    const button = screen.getByRole('button', { name: '有错误，请修正文件后重新上传' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '重新选择文件' }));
    expect(await screen.findByText('点击选择文件，或将文件拖到这里')).toBeTruthy();
  });
});

describe('报名考试', () => {
  it('lists each exam with its short name, kind, Beijing-time window, date and service fee', async () => {
    examsApi();
    await renderPage();
    const row = rowOf(NATIONAL.name);
    expect(within(row).getByText('2027国考')).toBeTruthy();
    expect(within(row).getByText('国考')).toBeTruthy();
    expect(within(row).getByText('2026-10-15 08:00 起')).toBeTruthy();
    expect(within(row).getByText('2026-10-24 18:00 止')).toBeTruthy();
    expect(within(row).getByText('2026-11-29')).toBeTruthy();
    expect(within(row).getByText('￥79.00')).toBeTruthy();
    expect(within(row).getByText('286')).toBeTruthy();
    expect(within(row).getByText('30 / 12')).toBeTruthy();
    expect(within(rowOf(PROVINCIAL.name)).getByText('省考')).toBeTruthy();
  });

  it('creates an exam in Beijing time, checking the fields first and keeping what a refusal was given', async () => {
    const api = examsApi({
      'POST /console/enlistment/exams/save': { code: 400, msg: EnlistExamMsg.nameTaken },
    });
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: /新建考试/ }));
    const dialog = await dialogTitled('新建考试');
    expect(fieldOf(dialog, '年份').value).toBe(String(THIS_YEAR));
    save(dialog);
    expect(await within(dialog).findByText(EnlistExamMsg.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(EnlistExamMsg.shortNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(EnlistExamMsg.kindInvalid)).toBeTruthy();
    expect(within(dialog).getByText('请选择报名开始和截止时间')).toBeTruthy();
    expect(within(dialog).getByText('请选择考试日期')).toBeTruthy();
    expect(within(dialog).getByText(EnlistExamMsg.priceInvalid)).toBeTruthy();

    // Another exam's name is taken; the year is this one's or a neighbour's.
    type(dialog, '考试名称', NATIONAL.name);
    expect(await within(dialog).findByText(EnlistExamMsg.nameTaken)).toBeTruthy();
    type(dialog, '考试名称', ' 2027年黑龙江省考试录用公务员 ');
    type(dialog, '年份', String(THIS_YEAR + 2));
    expect(await within(dialog).findByText(EnlistExamMsg.yearInvalid)).toBeTruthy();
    type(dialog, '年份', String(THIS_YEAR + 1));
    type(dialog, '简称', '2027黑龙江省考');
    // The service is named after the short name unless staff name it.
    await waitFor(() =>
      expect(fieldOf(dialog, '服务名称').placeholder).toBe('2027黑龙江省考报名指导服务'),
    );
    await choose(dialog, '类型', '省考');
    type(dialog, '简介', '黑龙江省各级机关公务员招录');
    // Typed the wrong way round, the window is put in order.
    pickWindow(dialog, '2026-10-24 18:00', '2026-10-15 08:00');
    expect((within(dialog).getByPlaceholderText('报名开始') as HTMLInputElement).value).toBe(
      '2026-10-15 08:00',
    );
    type(dialog, '服务费（元）', '79.999');
    save(dialog);
    expect(await within(dialog).findByText(EnlistExamMsg.priceInvalid)).toBeTruthy();
    expect(api.fieldsOf('POST /console/enlistment/exams/save')).toEqual([]);

    // Not before the day enlistment closes.
    pick(dialog, '笔试日期', '2026-10-23');
    save(dialog);
    expect(await within(dialog).findByText(EnlistExamMsg.examDateInvalid)).toBeTruthy();
    pick(dialog, '笔试日期', '2026-11-29');
    type(dialog, '服务费（元）', '79.5');
    type(dialog, '服务说明', '职位筛选 一对一报名指导');
    const lists = api.fieldsOf('GET /console/enlistment/exams').length;
    save(dialog);
    const body = {
      id: null,
      name: '2027年黑龙江省考试录用公务员',
      shortName: '2027黑龙江省考',
      kind: 'provincial',
      year: THIS_YEAR + 1,
      intro: '黑龙江省各级机关公务员招录',
      enlistStart: '2026-10-15T08:00:00+08:00',
      enlistEnd: '2026-10-24T18:00:00+08:00',
      examDate: '2026-11-29',
      servicePrice: '79.5',
      serviceTitle: '',
      serviceSubtitle: '职位筛选 一对一报名指导',
    };
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/enlistment/exams/save')).toEqual([body]),
    );
    // The server's refusal is shown, and the dialog keeps what was typed.
    await waitFor(() => expect(api.notices).toContainEqual(['error', EnlistExamMsg.nameTaken]));
    expect(fieldOf(dialog, '简称').value).toBe('2027黑龙江省考');

    const created: ConsoleEnlistExam = {
      ...PROVINCIAL,
      ...body,
      id: 9,
      kind: 'provincial',
      enlistStart: '2026-10-15T00:00:00.000Z',
      enlistEnd: '2026-10-24T10:00:00.000Z',
      serviceTitle: '2027黑龙江省考报名指导服务',
      servicePrice: '79.50',
    };
    api.replies['POST /console/enlistment/exams/save'] = { data: created };
    api.replies['GET /console/enlistment/exams'] = { data: [...EXAMS, created] };
    save(dialog);
    await waitFor(() => expect(api.notices).toContainEqual(['success', EnlistExamMsg.saved]));
    expect(api.fieldsOf('POST /console/enlistment/exams/save').at(-1)).toEqual(body);
    await waitFor(() =>
      expect(api.fieldsOf('GET /console/enlistment/exams').length).toBeGreaterThan(lists),
    );
    expect(await screen.findByText(created.name, { selector: 'td' })).toBeTruthy();
    expect(within(rowOf(created.name)).getByText('￥79.50')).toBeTruthy();
  });

  it('edits an exam in Beijing time, its kind locked while it has positions', async () => {
    const api = examsApi({
      'POST /console/enlistment/exams/save': (fields) => ({ data: { ...NATIONAL, ...fields } }),
    });
    await renderPage();
    fireEvent.click(within(rowOf(NATIONAL.name)).getByLabelText(`修改：${NATIONAL.name}`));
    let dialog = await dialogTitled('修改考试');
    expect(fieldOf(dialog, '考试名称').value).toBe(NATIONAL.name);
    expect(fieldOf(dialog, '类型').disabled).toBe(true);
    expect(within(dialog).getByText(EnlistExamMsg.kindLocked)).toBeTruthy();
    expect((within(dialog).getByPlaceholderText('报名开始') as HTMLInputElement).value).toBe(
      '2026-10-15 08:00',
    );
    expect((within(dialog).getByPlaceholderText('报名截止') as HTMLInputElement).value).toBe(
      '2026-10-24 18:00',
    );
    expect((within(dialog).getByPlaceholderText('笔试日期') as HTMLInputElement).value).toBe(
      '2026-11-29',
    );
    // The default service name stays the default: it follows the short name.
    expect(fieldOf(dialog, '服务名称').value).toBe('');
    expect(fieldOf(dialog, '服务名称').placeholder).toBe('2027国考报名指导服务');
    expect(fieldOf(dialog, '服务费（元）').value).toBe('79.00');

    pickWindow(dialog, '2026-10-15 08:00', '2026-10-25 23:59');
    type(dialog, '服务费（元）', '99');
    save(dialog);
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/enlistment/exams/save')).toEqual([
        {
          id: 7,
          name: NATIONAL.name,
          shortName: '2027国考',
          kind: 'national',
          year: THIS_YEAR,
          intro: NATIONAL.intro,
          enlistStart: '2026-10-15T08:00:00+08:00',
          enlistEnd: '2026-10-25T23:59:00+08:00',
          examDate: '2026-11-29',
          servicePrice: '99',
          serviceTitle: '',
          serviceSubtitle: NATIONAL.serviceSubtitle,
        },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', EnlistExamMsg.saved]));

    // An exam with no positions may change its kind; its own service name is kept.
    fireEvent.click(within(rowOf(PROVINCIAL.name)).getByLabelText(`修改：${PROVINCIAL.name}`));
    dialog = await dialogTitled('修改考试');
    await waitFor(() => expect(fieldOf(dialog, '考试名称').value).toBe(PROVINCIAL.name));
    expect(fieldOf(dialog, '类型').disabled).toBe(false);
    expect(within(dialog).queryByText(EnlistExamMsg.kindLocked)).toBeNull();
    expect(fieldOf(dialog, '服务名称').value).toBe('江苏省考报名无忧');
    await choose(dialog, '类型', '选调生');
    save(dialog);
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/enlistment/exams/save').at(-1)).toMatchObject({
        id: 8,
        kind: 'xuandiao',
        serviceTitle: '江苏省考报名无忧',
        servicePrice: '59.90',
      }),
    );
  });

  it('shows why an exam with positions or enlistments is not deleted, and deletes an unused one', async () => {
    const api = examsApi({
      'POST /console/enlistment/exams/remove': (fields) =>
        fields.id === NATIONAL.id
          ? { code: 400, msg: EnlistExamMsg.inUse(286, 30) }
          : { data: null },
    });
    await renderPage();
    fireEvent.click(within(rowOf(NATIONAL.name)).getByLabelText(`删除：${NATIONAL.name}`));
    await confirm('删除这场考试？', '删除');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['error', EnlistExamMsg.inUse(286, 30)]),
    );
    expect(api.fieldsOf('POST /console/enlistment/exams/remove')).toEqual([{ id: 7 }]);
    expect(rowOf(NATIONAL.name)).toBeTruthy();

    api.replies['GET /console/enlistment/exams'] = { data: [NATIONAL] };
    fireEvent.click(within(rowOf(PROVINCIAL.name)).getByLabelText(`删除：${PROVINCIAL.name}`));
    const popups = await screen.findAllByText('删除这场考试？');
    const popup = popups.at(-1)!.closest<HTMLElement>('.ant-popover')!;
    fireEvent.click(within(popup).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(api.notices).toContainEqual(['success', EnlistExamMsg.removed]));
    expect(api.fieldsOf('POST /console/enlistment/exams/remove').at(-1)).toEqual({ id: 8 });
    await waitFor(() => expect(screen.queryByText(PROVINCIAL.name, { selector: 'td' })).toBeNull());
  });
});
