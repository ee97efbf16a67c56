import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GradingWorkload } from '@shangan/shared/contracts/console/grading';
import { demoUserInfo, fakeApi, renderRoutesInApp, stopStubs } from '../../../test/app-harness';
import { meanHoursText, waitedFor } from '../grading-words';
import ConsoleHomePage from './console-home-page';
import ConsoleLayout from './console-layout';
import GradingPage from './grading-page';

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const workload = (changes: Partial<GradingWorkload> = {}): GradingWorkload => ({
  shortAnswers: { waiting: 7, oldestSubmittedAt: hoursAgo(3.2), inHand: 2 },
  homework: { waiting: 5, oldestSubmittedAt: hoursAgo(50), inHand: 0 },
  people: [
    {
      userId: 21,
      name: '王老师',
      roles: ['grader', 'teacher'],
      shortAnswers: { today: 6, week: 31, month: 120, meanHours: 4.5 },
      homework: { today: 2, week: 9, month: 40, meanHours: null },
    },
    {
      userId: 22,
      name: '李老师',
      roles: ['teacher'],
      shortAnswers: { today: 0, week: 0, month: 0, meanHours: null },
      homework: { today: 1, week: 3, month: 12, meanHours: 20.25 },
    },
  ],
  ...changes,
});

const person = (roles: string[]) => ({ data: { ...demoUserInfo(), roles } });

function renderPage() {
  renderRoutesInApp({ '/admin/grading': <GradingPage /> }, { path: '/admin/grading' });
}

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('批改工作量', () => {
  it('words how long the oldest piece has waited, and the mean time taken', () => {
    const now = Date.parse('2026-11-28T12:00:00.000Z');
    expect(waitedFor(null, now)).toBe('无');
    expect(waitedFor('2026-11-28T11:59:30.000Z', now)).toBe('不到 1 分钟');
    expect(waitedFor('2026-11-28T11:15:00.000Z', now)).toBe('45 分钟');
    expect(waitedFor('2026-11-28T08:50:00.000Z', now)).toBe('3 小时');
    expect(waitedFor('2026-11-27T12:00:00.000Z', now)).toBe('1 天');
    expect(waitedFor('2026-11-26T02:00:00.000Z', now)).toBe('2 天');
    expect(meanHoursText(4.5)).toBe('4.5 小时');
    expect(meanHoursText(20.25)).toBe('20.3 小时');
    expect(meanHoursText(null)).toBe('—');
  });

  it('shows both backlogs and each person’s figures, busiest first', async () => {
    fakeApi(
      {
        'GET /pc/getuserinfo': person(['admin']),
        'GET /console/grading': { data: workload() },
      },
      { signedIn: true },
    );
    renderPage();
    expect(screen.getByText('数据按中国时间计算，每次打开时更新。')).toBeTruthy();
    const essays = await screen.findByRole('region', { name: '申论待批改' });
    expect(essays.textContent).toContain('待批改7份');
    expect(essays.textContent).toContain('其中批改中2份');
    expect(essays.textContent).toContain('最久已等3 小时');
    const homework = screen.getByRole('region', { name: '作业待批改' });
    expect(homework.textContent).toContain('待批改5份');
    expect(homework.textContent).toContain('最久已等2 天');

    const rows = screen
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell').length > 0);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '王老师申论批改授课老师',
      '李老师授课老师',
    ]);
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['6', '31', '120', '2', '9', '40', '4.5 小时', '—']);
    expect(within(rows[1]!).getByText('20.3 小时')).toBeTruthy();
  });

  it('says 无 when nothing waits, and when nobody grades yet', async () => {
    fakeApi(
      {
        'GET /pc/getuserinfo': person(['admin']),
        'GET /console/grading': {
          data: workload({
            shortAnswers: { waiting: 0, oldestSubmittedAt: null, inHand: 0 },
            people: [],
          }),
        },
      },
      { signedIn: true },
    );
    renderPage();
    const essays = await screen.findByRole('region', { name: '申论待批改' });
    expect(essays.textContent).toContain('最久已等无');
    expect(screen.getByText('还没有批改老师')).toBeTruthy();
  });

  it('offers to load the figures again when they could not be read', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['admin']),
        'GET /console/grading': { code: 500, msg: '服务器开小差了' },
      },
      { signedIn: true },
    );
    renderPage();
    expect(await screen.findByText('批改工作量加载失败')).toBeTruthy();
    expect(screen.getByText('服务器开小差了')).toBeTruthy();
    api.replies['GET /console/grading'] = { data: workload() };
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('region', { name: '申论待批改' })).toBeTruthy();
    expect(screen.getByText('王老师')).toBeTruthy();
  });

  it('is in an administrator’s menu and overview, and not a teacher’s', async () => {
    fakeApi(
      {
        'GET /pc/getuserinfo': person(['admin']),
        'GET /console/grading': { data: workload() },
      },
      { signedIn: true },
    );
    renderRoutesInApp(
      {
        '/admin': <ConsoleLayout />,
        '/admin/*': <ConsoleLayout />,
      },
      { path: '/admin/grading' },
    );
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('批改工作量')).toBeTruthy();
    cleanup();
    stopStubs();

    fakeApi(
      {
        'GET /pc/getuserinfo': person(['admin']),
        'GET /console/grading': { data: workload() },
      },
      { signedIn: true },
    );
    renderRoutesInApp({ '/admin': <ConsoleHomePage /> }, { path: '/admin' });
    const card = await screen.findByRole('link', { name: '批改工作量' });
    await waitFor(() => expect(card.textContent).toContain('12 份待批改'));
    cleanup();
    stopStubs();

    const api = fakeApi({ 'GET /pc/getuserinfo': person(['teacher']) }, { signedIn: true });
    renderRoutesInApp(
      {
        '/admin': <ConsoleLayout />,
        '/admin/*': <ConsoleLayout />,
      },
      { path: '/admin/grading' },
    );
    const teacherMenu = await screen.findByRole('menu');
    expect(within(teacherMenu).getByText('题库导入')).toBeTruthy();
    expect(within(teacherMenu).queryByText('批改工作量')).toBeNull();
    expect(screen.getByText(/不能使用「批改工作量」/)).toBeTruthy();
    expect(api.calls.some((call) => call.call === 'GET /console/grading')).toBe(false);
  });
});
