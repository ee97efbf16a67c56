import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleMockExamMsg } from '@shangan/shared';
import type {
  ConsoleMockExam,
  ContestPaperOption,
} from '@shangan/shared/contracts/console/mock-exams';
import {
  demoUserInfo,
  fakeApi,
  type FakeApi,
  renderRoutesInApp,
  stopStubs,
} from '../../../test/app-harness';
import { DEFAULT_RULES } from '../components/mock-exams/contest-values';
import ConsoleHomePage from './console-home-page';
import ConsoleLayout from './console-layout';
import MockExamsPage from './mock-exams-page';

const contest = (changes: Partial<ConsoleMockExam>): ConsoleMockExam => ({
  id: 3,
  title: '2027国考行测申论全真模考（第一期）',
  subtitle: '名师解析 全国排名',
  examType: '国考',
  examinationLevel: '副省级',
  rules: '1. 请提前进入考场。\n2. 独立作答。',
  state: 'applying',
  applyStartAt: '2035-02-20T02:00:00.000Z',
  startAt: '2035-03-01T01:00:00.000Z',
  endAt: '2035-03-01T08:30:00.000Z',
  lateEntryMinutes: 30,
  shuffleQuestions: false,
  shuffleOptions: true,
  stages: [
    {
      stage: 'xingce',
      paperId: 21,
      paperTitle: '模考行测卷一',
      questionCount: 135,
      startAt: '2035-03-01T01:00:00.000Z',
      endAt: '2035-03-01T03:00:00.000Z',
    },
    {
      stage: 'shenlun',
      paperId: 22,
      paperTitle: '模考申论卷一',
      questionCount: 5,
      startAt: '2035-03-01T05:30:00.000Z',
      endAt: '2035-03-01T08:30:00.000Z',
    },
  ],
  applicants: 12,
  candidates: 0,
  resultsPublishedAt: null,
  rankedCount: 0,
  averageScore: null,
  topScore: null,
  createdAt: '2035-02-01T02:00:00.000Z',
  ...changes,
});

const APPLYING = contest({});
const UPCOMING = contest({
  id: 4,
  title: '2027江苏省考行测模考',
  subtitle: '',
  examType: '省考',
  examinationLevel: '',
  state: 'upcoming',
  applyStartAt: '2035-03-10T02:00:00.000Z',
  startAt: '2035-03-20T01:00:00.000Z',
  endAt: '2035-03-20T03:00:00.000Z',
  stages: [
    {
      stage: 'xingce',
      paperId: 23,
      paperTitle: '江苏模考行测卷',
      questionCount: 120,
      startAt: '2035-03-20T01:00:00.000Z',
      endAt: '2035-03-20T03:00:00.000Z',
    },
  ],
  applicants: 0,
});
const RUNNING = contest({
  id: 2,
  title: '2026国考行测冲刺模考',
  state: 'running',
  applicants: 40,
  candidates: 31,
});
const ENDED = contest({
  id: 1,
  title: '2026国考行测申论模考（第三期）',
  state: 'ended',
  applicants: 120,
  candidates: 98,
  resultsPublishedAt: '2026-11-01T09:00:00.000Z',
  rankedCount: 86,
  averageScore: 71.53,
  topScore: 92,
});

const PAPERS: ContestPaperOption[] = [
  { id: 31, title: '模考行测卷二', stage: 'xingce', questionCount: 135, timeLimitMinutes: 120 },
  { id: 32, title: '模考申论卷二', stage: 'shenlun', questionCount: 5, timeLimitMinutes: 180 },
];

const person = (roles: string[]) => ({ data: { ...demoUserInfo(), roles } });

function contestsApi(more: FakeApi['replies'] = {}) {
  return fakeApi(
    {
      'GET /pc/getuserinfo': person(['teacher']),
      'GET /console/mock-exams': {
        data: { list: [UPCOMING, APPLYING, RUNNING, ENDED], total: 4 },
      },
      'GET /console/mock-exams/papers': { data: PAPERS },
      ...more,
    },
    { signedIn: true },
  );
}

function renderPage() {
  renderRoutesInApp({ '/admin/mockExams': <MockExamsPage /> }, { path: '/admin/mockExams' });
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

const press = (inside: HTMLElement, words: string) =>
  fireEvent.click(within(inside).getByText(words).closest('button')!);

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

/** Types a China time into one of the dialog's pickers and takes it. */
function pickTime(dialog: HTMLElement, label: string, typed: string) {
  const input = within(dialog).getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

/** Opens a select of the dialog and takes the option of that title. */
async function choose(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(await within(dialog).findByLabelText(label));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

async function openDialog() {
  await rowOf('2027江苏省考行测模考');
  press(document.body, '排期模考');
  return dialogTitled('排期模考');
}

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('模考大赛', () => {
  it('opens to teachers and editors after 题目管理, and not to finance', async () => {
    fakeApi({ 'GET /pc/getuserinfo': person(['editor']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin' });
    const menu = await screen.findByRole('menu');
    const labels = [...menu.querySelectorAll('a')].map((link) => link.textContent);
    expect(labels.indexOf('模考大赛')).toBe(labels.indexOf('题目管理') + 1);
    expect(within(menu).getByText('模考大赛').closest('a')!.getAttribute('href')).toBe(
      '/admin/mockExams',
    );
    cleanup();

    fakeApi({ 'GET /pc/getuserinfo': person(['finance']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin/mockExams' });
    expect(within(await screen.findByRole('menu')).queryByText('模考大赛')).toBeNull();
    expect(screen.getByText(/不能使用「模考大赛」/)).toBeTruthy();
  });

  it('counts the contests not yet ended on the overview', async () => {
    contestsApi();
    renderRoutesInApp({ '/admin': <ConsoleHomePage /> }, { path: '/admin' });
    const card = await screen.findByLabelText('模考大赛');
    await waitFor(() => expect(card.textContent).toContain('3 场模考未结束'));
  });

  it('lists the contests with their state, stages in China time, applicants and results', async () => {
    const api = contestsApi();
    renderPage();
    const applying = await rowOf('2027国考行测申论全真模考（第一期）');
    expect(api.fieldsOf('GET /console/mock-exams')).toEqual([{ page: '1', pageSize: '20' }]);
    expect(within(applying).getByText('名师解析 全国排名')).toBeTruthy();
    expect(within(applying).getByText('国考')).toBeTruthy();
    expect(within(applying).getByText('副省级')).toBeTruthy();
    expect(within(applying).getByText('报名中')).toBeTruthy();
    expect(within(applying).getByText('报名开始：2035-02-20 10:00')).toBeTruthy();
    expect(within(applying).getByText('行测')).toBeTruthy();
    expect(within(applying).getByText('2035-03-01 09:00–11:00')).toBeTruthy();
    expect(within(applying).getByText('模考行测卷一（135 题）')).toBeTruthy();
    expect(within(applying).getByText('申论')).toBeTruthy();
    expect(within(applying).getByText('2035-03-01 13:30–16:30')).toBeTruthy();
    expect(within(applying).getByText('模考申论卷一（5 题）')).toBeTruthy();
    expect(within(applying).getByText('报名 12 人')).toBeTruthy();
    expect(within(applying).getByText('参考 0 人')).toBeTruthy();
    expect(within(applying).getByText('考试结束后自动计算')).toBeTruthy();
    expect(
      within(applying).getByLabelText('取消：2027国考行测申论全真模考（第一期）'),
    ).toBeTruthy();

    const upcoming = await rowOf('2027江苏省考行测模考');
    expect(within(upcoming).getByText('预告')).toBeTruthy();
    expect(within(upcoming).queryByText('申论')).toBeNull();
    expect(within(upcoming).getByLabelText('取消：2027江苏省考行测模考')).toBeTruthy();

    // Started or over: no longer called off.
    const running = await rowOf('2026国考行测冲刺模考');
    expect(within(running).getByText('进行中')).toBeTruthy();
    expect(within(running).getByText('参考 31 人')).toBeTruthy();
    expect(within(running).queryByLabelText('取消：2026国考行测冲刺模考')).toBeNull();

    const ended = await rowOf('2026国考行测申论模考（第三期）');
    expect(within(ended).getByText('已结束')).toBeTruthy();
    expect(within(ended).getByText('成绩已公布')).toBeTruthy();
    expect(within(ended).getByText('排名 86 人')).toBeTruthy();
    expect(within(ended).getByText('平均 71.53 分 · 最高 92 分')).toBeTruthy();
    expect(within(ended).queryByLabelText('取消：2026国考行测申论模考（第三期）')).toBeNull();

    // The rules candidates read, opened under the row.
    fireEvent.click(within(applying).getByLabelText('展开行'));
    expect(await screen.findByText(/1\. 请提前进入考场。/)).toBeTruthy();
    expect(screen.getByText(/开考后 30 分钟内可入场 · 题目顺序固定 · 选项乱序/)).toBeTruthy();
  });

  it('says how to start when there is no contest, and reloads a list that failed', async () => {
    const api = contestsApi({ 'GET /console/mock-exams': { code: 500, msg: '服务器开小差了' } });
    renderPage();
    expect(await screen.findByText('模考加载失败')).toBeTruthy();
    expect(screen.getByText('服务器开小差了')).toBeTruthy();
    api.replies['GET /console/mock-exams'] = { data: { list: [], total: 0 } };
    press(document.body, '重新加载');
    expect(await screen.findByText('还没有模考')).toBeTruthy();
  });

  it('schedules a 行测 contest in China time, checking the fields first', async () => {
    const api = contestsApi({
      'POST /console/mock-exams/create': { data: UPCOMING },
    });
    renderPage();
    const dialog = await openDialog();
    // The rules come written; the late entry is half an hour.
    expect((within(dialog).getByLabelText('考试须知') as HTMLTextAreaElement).value).toBe(
      DEFAULT_RULES,
    );
    expect((within(dialog).getByLabelText('开考后可入场（分钟）') as HTMLInputElement).value).toBe(
      '30',
    );
    press(dialog, '排期');
    expect(await within(dialog).findByText(ConsoleMockExamMsg.titleRequired)).toBeTruthy();
    expect(within(dialog).getByText(ConsoleMockExamMsg.paperSubject('行测'))).toBeTruthy();
    expect(within(dialog).getAllByText(ConsoleMockExamMsg.timeInvalid).length).toBe(3);

    type(dialog, '模考名称', ' 2027国考行测模考（第二期） ');
    type(dialog, '级别', '地市级');
    await choose(dialog, '行测试卷', '模考行测卷二（135 题 · 120 分钟）');
    pickTime(dialog, '行测开考时间', '2035-03-01 09:00');
    // The end follows from the paper's time limit.
    await waitFor(() =>
      expect((within(dialog).getByLabelText('行测结束时间') as HTMLInputElement).value).toBe(
        '2035-03-01 11:00',
      ),
    );
    pickTime(dialog, '报名开始时间', '2035-03-01 10:00');
    type(dialog, '开考后可入场（分钟）', '120');
    press(dialog, '排期');
    expect(await within(dialog).findByText(ConsoleMockExamMsg.applyAfterStart)).toBeTruthy();
    expect(within(dialog).getByText(ConsoleMockExamMsg.lateEntryTooLong)).toBeTruthy();
    expect(api.fieldsOf('POST /console/mock-exams/create')).toEqual([]);

    pickTime(dialog, '报名开始时间', '2035-02-20 10:00');
    type(dialog, '开考后可入场（分钟）', '15');
    fireEvent.click(within(dialog).getByLabelText('选项乱序'));
    press(dialog, '排期');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/mock-exams/create')).toEqual([
        {
          title: '2027国考行测模考（第二期）',
          subtitle: '',
          examType: '国考',
          examinationLevel: '地市级',
          rules: DEFAULT_RULES,
          applyStartAt: '2035-02-20T10:00:00+08:00',
          lateEntryMinutes: 15,
          shuffleQuestions: false,
          shuffleOptions: true,
          stages: [
            {
              stage: 'xingce',
              paperId: 31,
              startAt: '2035-03-01T09:00:00+08:00',
              endAt: '2035-03-01T11:00:00+08:00',
            },
          ],
        },
      ]),
    );
    await waitFor(() =>
      expect(api.notices).toContainEqual(['success', ConsoleMockExamMsg.created]),
    );
    // The contests and the papers are read again.
    await waitFor(() => expect(api.fieldsOf('GET /console/mock-exams').length).toBe(2));
  });

  it('schedules a contest with a 申论 stage after the 行测 one', async () => {
    const api = contestsApi({
      'POST /console/mock-exams/create': { data: APPLYING },
    });
    renderPage();
    const dialog = await openDialog();
    type(dialog, '模考名称', '2027国考行测申论全真模考（第二期）');
    type(dialog, '副标题', '名师解析');
    await choose(dialog, '考试类型', '省考');
    await choose(dialog, '行测试卷', '模考行测卷二（135 题 · 120 分钟）');
    pickTime(dialog, '行测开考时间', '2035-03-01 09:00');
    pickTime(dialog, '报名开始时间', '2035-02-20 10:00');
    fireEvent.click(within(dialog).getByLabelText('加考申论'));
    await choose(dialog, '申论试卷', '模考申论卷二（5 题 · 180 分钟）');
    // Starting before the 行测 stage ends.
    pickTime(dialog, '申论开考时间', '2035-03-01 10:30');
    press(dialog, '排期');
    expect(await within(dialog).findByText(ConsoleMockExamMsg.stagesOverlap)).toBeTruthy();
    expect(api.fieldsOf('POST /console/mock-exams/create')).toEqual([]);

    pickTime(dialog, '申论开考时间', '2035-03-01 14:00');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('申论结束时间') as HTMLInputElement).value).toBe(
        '2035-03-01 17:00',
      ),
    );
    fireEvent.click(within(dialog).getByLabelText('题目乱序'));
    press(dialog, '排期');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/mock-exams/create')).toEqual([
        expect.objectContaining({
          title: '2027国考行测申论全真模考（第二期）',
          subtitle: '名师解析',
          examType: '省考',
          examinationLevel: '',
          applyStartAt: '2035-02-20T10:00:00+08:00',
          lateEntryMinutes: 30,
          shuffleQuestions: true,
          shuffleOptions: false,
          stages: [
            {
              stage: 'xingce',
              paperId: 31,
              startAt: '2035-03-01T09:00:00+08:00',
              endAt: '2035-03-01T11:00:00+08:00',
            },
            {
              stage: 'shenlun',
              paperId: 32,
              startAt: '2035-03-01T14:00:00+08:00',
              endAt: '2035-03-01T17:00:00+08:00',
            },
          ],
        }),
      ]),
    );
    await waitFor(() =>
      expect(api.notices).toContainEqual(['success', ConsoleMockExamMsg.created]),
    );
  });

  it('sends staff to 试卷管理 when no paper can be used', async () => {
    contestsApi({ 'GET /console/mock-exams/papers': { data: [] } });
    renderPage();
    const dialog = await openDialog();
    const notice = (await within(dialog).findByText('还没有可用作模考的试卷')).closest<HTMLElement>(
      '.ant-alert',
    )!;
    expect(within(notice).getByText(/先在试卷管理中新建草稿试卷并导入试题/)).toBeTruthy();
    expect(within(notice).getByText('前往试卷管理').closest('a')!.getAttribute('href')).toBe(
      '/admin/papers',
    );
  });

  it('shows the server refusing to cancel a contest someone applied to, and cancels another', async () => {
    const api = contestsApi({
      'POST /console/mock-exams/cancel': (body) =>
        body.id === 3 ? { code: 400, msg: ConsoleMockExamMsg.appliedContest(12) } : { data: null },
    });
    renderPage();
    fireEvent.click(
      within(await rowOf('2027国考行测申论全真模考（第一期）')).getByLabelText(
        '取消：2027国考行测申论全真模考（第一期）',
      ),
    );
    const popup = (await screen.findByText('取消这场模考？')).closest<HTMLElement>('.ant-popover')!;
    press(popup, '取消模考');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['error', ConsoleMockExamMsg.appliedContest(12)]),
    );
    expect(api.fieldsOf('POST /console/mock-exams/cancel')).toEqual([{ id: 3 }]);
    expect(api.notices).not.toContainEqual(['success', ConsoleMockExamMsg.cancelled]);

    fireEvent.click(
      within(await rowOf('2027江苏省考行测模考')).getByLabelText('取消：2027江苏省考行测模考'),
    );
    const popups = await screen.findAllByText('取消这场模考？');
    press(popups.at(-1)!.closest<HTMLElement>('.ant-popover')!, '取消模考');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['success', ConsoleMockExamMsg.cancelled]),
    );
    expect(api.fieldsOf('POST /console/mock-exams/cancel').at(-1)).toEqual({ id: 4 });
  });

  it('changes a contest: its times and title once someone applied, keeping its papers', async () => {
    const api = contestsApi({
      'POST /console/mock-exams/update': (body) => ({ data: { ...APPLYING, title: body.title } }),
    });
    renderPage();
    fireEvent.click(
      within(await rowOf('2027国考行测申论全真模考（第一期）')).getByLabelText(
        '修改：2027国考行测申论全真模考（第一期）',
      ),
    );
    const dialog = await dialogTitled('修改模考');
    // Its papers are its own (no drafts any more), shown and kept while applicants wait.
    await within(dialog).findByText(ConsoleMockExamMsg.papersLocked(12), {
      selector: '.ant-alert-title',
    });
    expect(within(dialog).getByTitle('模考行测卷一（135 题 · 120 分钟）')).toBeTruthy();
    expect(within(dialog).getByLabelText('行测试卷').closest('.ant-select-disabled')).toBeTruthy();
    expect(within(dialog).getByLabelText('模考名称')).toHaveProperty(
      'value',
      '2027国考行测申论全真模考（第一期）',
    );
    type(dialog, '模考名称', '2027国考全真模考（第一期·改期）');
    pickTime(dialog, '行测开考时间', '2035-03-02 09:00');
    pickTime(dialog, '行测结束时间', '2035-03-02 11:00');
    pickTime(dialog, '申论开考时间', '2035-03-02 13:30');
    pickTime(dialog, '申论结束时间', '2035-03-02 16:30');
    press(dialog, '保存');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['success', ConsoleMockExamMsg.updated]),
    );
    expect(api.fieldsOf('POST /console/mock-exams/update')).toEqual([
      expect.objectContaining({
        id: 3,
        title: '2027国考全真模考（第一期·改期）',
        stages: [
          {
            stage: 'xingce',
            paperId: 21,
            startAt: '2035-03-02T09:00:00+08:00',
            endAt: '2035-03-02T11:00:00+08:00',
          },
          {
            stage: 'shenlun',
            paperId: 22,
            startAt: '2035-03-02T13:30:00+08:00',
            endAt: '2035-03-02T16:30:00+08:00',
          },
        ],
      }),
    ]);
  });
});
