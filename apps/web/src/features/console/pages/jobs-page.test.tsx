import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JobMsg } from '@shangan/shared';
import type { JobRun } from '@shangan/shared/contracts/console/jobs';
import { demoUserInfo, fakeApi, renderRoutesInApp, stopStubs } from '../../../test/app-harness';
import ConsoleHomePage from './console-home-page';
import ConsoleLayout from './console-layout';
import JobsPage from './jobs-page';

const FAILED: JobRun = {
  id: 7,
  kind: 'lesson-video',
  kindName: '课时视频转码',
  title: '2027国考行测系统班 · 逻辑填空的三种解题思路',
  state: 'failed',
  progress: 30,
  attempts: 3,
  maxAttempts: 3,
  lastError: '文件不是可播放的视频，请检查后重新上传',
  createdAt: '2026-11-28T02:00:00.000Z',
  startedAt: '2026-11-28T02:00:05.000Z',
  finishedAt: '2026-11-28T02:03:00.000Z',
  runAfter: '2026-11-28T02:00:00.000Z',
};

const ACTIVE: JobRun = {
  ...FAILED,
  id: 8,
  title: '2027国考行测系统班 · 片段阅读',
  state: 'active',
  progress: 45,
  attempts: 1,
  lastError: '',
  finishedAt: null,
};

const page = (list: JobRun[], engine = 'pg-boss') => ({
  data: { list, total: list.length, engine },
});
const person = (roles: string[]) => ({ data: { ...demoUserInfo(), roles } });

function renderJobs(path = '/admin/jobs') {
  renderRoutesInApp({ '/admin/jobs': <JobsPage /> }, { path });
}

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('后台任务', () => {
  it('opens to administrators only, counting failed runs on the overview', async () => {
    fakeApi({ 'GET /pc/getuserinfo': person(['teacher']) }, { signedIn: true });
    renderRoutesInApp({ '/admin/*': <ConsoleLayout /> }, { path: '/admin/jobs' });
    expect(within(await screen.findByRole('menu')).queryByText('后台任务')).toBeNull();
    expect(screen.getByText(/不能使用「后台任务」/)).toBeTruthy();
    cleanup();

    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['admin']),
        'GET /console/jobs': { data: { list: [], total: 2, engine: 'pg-boss' } },
      },
      { signedIn: true },
    );
    renderRoutesInApp({ '/admin': <ConsoleHomePage /> }, { path: '/admin' });
    const card = await screen.findByRole('link', { name: '后台任务' });
    await waitFor(() => expect(card.textContent).toContain('2 个任务失败'));
    expect(api.fieldsOf('GET /console/jobs')).toEqual([{ state: 'failed', pageSize: '1' }]);
  });

  it('shows a failed run with its reason and queues it again', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['admin']),
        'GET /console/jobs': page([FAILED]),
        'POST /console/jobs/retry': { data: { ...FAILED, state: 'waiting', attempts: 0 } },
      },
      { signedIn: true },
    );
    renderJobs();
    const row = (await screen.findByText(FAILED.title)).closest('tr')!;
    expect(within(row).getByText('课时视频转码')).toBeTruthy();
    expect(within(row).getByText('失败')).toBeTruthy();
    expect(within(row).getByText('3/3')).toBeTruthy();
    expect(within(row).getByText(FAILED.lastError)).toBeTruthy();
    expect(within(row).getByText('2026-11-28 10:00')).toBeTruthy();
    expect(within(row).getByText('2026-11-28 10:03')).toBeTruthy();
    expect(screen.getByText(/任务由PostgreSQL（pg-boss）执行/)).toBeTruthy();
    expect(api.fieldsOf('GET /console/jobs')).toEqual([{ page: '1', pageSize: '20' }]);

    api.replies['GET /console/jobs'] = page([{ ...FAILED, state: 'waiting', attempts: 0 }]);
    fireEvent.click(within(row).getByLabelText('重试任务7'));
    await waitFor(() => expect(api.fieldsOf('POST /console/jobs/retry')).toEqual([{ id: 7 }]));
    await waitFor(() => expect(api.notices).toContainEqual(['success', JobMsg.retried]));
    // The tabs name the states too: the run's own row is read.
    const queued = () => within(screen.getByText(FAILED.title).closest('tr')!);
    await waitFor(() => expect(queued().getByText('排队中')).toBeTruthy());
    expect(queued().queryByLabelText('重试任务7')).toBeNull();
  });

  it("shows the server's refusal of a retry", async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['admin']),
        'GET /console/jobs': page([FAILED], 'embedded'),
        'POST /console/jobs/retry': { code: 400, msg: JobMsg.notFailed },
      },
      { signedIn: true },
    );
    renderJobs();
    fireEvent.click(await screen.findByLabelText('重试任务7'));
    await waitFor(() => expect(api.notices).toContainEqual(['error', JobMsg.notFailed]));
    expect(screen.getByText(/任务由内置队列执行/)).toBeTruthy();
  });

  it('filters by state, and reads the list again while a run is active', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['admin']),
        'GET /console/jobs': page([ACTIVE]),
      },
      { signedIn: true },
    );
    renderJobs('/admin/jobs?state=active');
    const row = (await screen.findByText(ACTIVE.title)).closest('tr')!;
    expect(within(row).getByText('处理中')).toBeTruthy();
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('45');
    expect(within(row).queryByLabelText('重试任务8')).toBeNull();
    expect(api.fieldsOf('GET /console/jobs')).toEqual([
      { page: '1', pageSize: '20', state: 'active' },
    ]);

    // Three seconds later it is asked again, and the run has finished: then no more reads.
    api.replies['GET /console/jobs'] = page([
      { ...ACTIVE, state: 'done', progress: 100, finishedAt: '2026-11-28T02:05:00.000Z' },
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByText(ACTIVE.title).closest('tr')!).getByText('已完成'),
      ).toBeTruthy(),
    );
    expect(api.fieldsOf('GET /console/jobs')).toHaveLength(2);

    api.replies['GET /console/jobs'] = page([]);
    fireEvent.click(screen.getByRole('tab', { name: '失败' }));
    await waitFor(() =>
      expect(api.fieldsOf('GET /console/jobs').at(-1)).toEqual({
        page: '1',
        pageSize: '20',
        state: 'failed',
      }),
    );
    expect(await screen.findByText('没有这个状态的任务')).toBeTruthy();
  });

  it('offers to reload a list that failed', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['admin']),
        'GET /console/jobs': { code: 500, msg: '服务器开小差了' },
      },
      { signedIn: true },
    );
    renderJobs('/admin/jobs?state=unknown');
    expect(await screen.findByText('任务加载失败')).toBeTruthy();
    expect(api.fieldsOf('GET /console/jobs')).toEqual([{ page: '1', pageSize: '20' }]);
    api.replies['GET /console/jobs'] = page([]);
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('还没有后台任务')).toBeTruthy();
  });
});
