import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedbackMsg } from '@shangan/shared';
import type { AuditEntry } from '@shangan/shared/contracts/console/audit';
import type { InboxFeedback } from '@shangan/shared/contracts/console/feedback';
import type { Person } from '@shangan/shared/contracts/console/people';
import { demoUserInfo, fakeApi, renderRoutesInApp, stopStubs } from '../../../test/app-harness';
import AuditLogPage from './audit-log-page';
import ConsoleHomePage from './console-home-page';
import ConsoleLayout from './console-layout';
import FeedbackInboxPage from './feedback-inbox-page';
import PeoplePage from './people-page';
import SiteSettingsPage from './site-settings-page';

const WAITING: InboxFeedback = {
  id: 12,
  userId: 3,
  userName: '小岸同学',
  userPhone: '13800000001',
  category: '题目纠错',
  content: '资料分析第2题解析按环比计算，题干是同比。',
  contact: '微信 xiaoan',
  pictures: [],
  status: 'pending',
  reply: '',
  repliedBy: '',
  repliedAt: null,
  createdAt: '2026-11-27T02:00:00.000Z',
};

const person = (roles: string[]) => ({ data: { ...demoUserInfo(), roles } });

/** The console as the router has it: the frame with its overview and sections inside. */
function renderConsole(path: string) {
  renderRoutesInApp(
    {
      '/admin': <ConsoleLayout />,
      '/admin/*': <ConsoleLayout />,
    },
    { path },
  );
}

function renderSection(path: string) {
  renderRoutesInApp(
    {
      '/admin': <ConsoleHomePage />,
      '/admin/feedback': <FeedbackInboxPage />,
      '/admin/audit': <AuditLogPage />,
      '/admin/people': <PeoplePage />,
      '/admin/settings': <SiteSettingsPage />,
    },
    { path },
  );
}

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('教务后台', () => {
  it('is closed to a learner, and shows customer service their own sections only', async () => {
    fakeApi({ 'GET /pc/getuserinfo': person([]) }, { signedIn: true });
    renderConsole('/admin');
    expect(await screen.findByText('没有权限')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
    cleanup();

    fakeApi({ 'GET /pc/getuserinfo': person(['service']) }, { signedIn: true });
    renderConsole('/admin/audit');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('意见反馈')).toBeTruthy();
    expect(within(menu).getByText('客服留言')).toBeTruthy();
    expect(within(menu).queryByText('操作日志')).toBeNull();
    // An address typed by hand to a section not theirs.
    expect(screen.getByText('没有权限')).toBeTruthy();
    expect(screen.getByText(/不能使用「操作日志」/)).toBeTruthy();
  });

  it('counts what waits on the overview, asking only the lists the person may read', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['service']),
        'GET /console/feedback': { data: { list: [WAITING], total: 1, pending: 3 } },
        'GET /console/messages': { data: { list: [], total: 2 } },
      },
      { signedIn: true },
    );
    renderSection('/admin');
    const feedback = await screen.findByRole('link', { name: '意见反馈' });
    await waitFor(() => expect(feedback.textContent).toContain('3 条反馈待回复'));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '客服留言' }).textContent).toContain(
        '2 条留言待处理',
      ),
    );
    expect(screen.queryByRole('link', { name: '操作日志' })).toBeNull();
    expect(api.calls.some((call) => call.call === 'GET /console/audit')).toBe(false);
  });

  it('replies to a waiting feedback, saying the rule before sending', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['service']),
        'GET /console/feedback': { data: { list: [WAITING], total: 1, pending: 1 } },
        'POST /console/feedback/reply': (fields) => ({
          data: { ...WAITING, status: 'replied', reply: fields.reply, repliedBy: '客服小王' },
        }),
      },
      { signedIn: true },
    );
    renderSection('/admin/feedback');
    expect(await screen.findByRole('tab', { name: '待回复（1）' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '回复反馈12' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(WAITING.content)).toBeTruthy();
    expect(within(dialog).getByText('微信 xiaoan')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: '发送回复' }));
    expect(await within(dialog).findByText(FeedbackMsg.replyRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('回复内容'), {
      target: { value: '感谢指正，已更正。' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '发送回复' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/feedback/reply')).toEqual([
        { id: 12, reply: '感谢指正，已更正。' },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', FeedbackMsg.replied]));
  });

  it('shows what a change changed, field by field', async () => {
    const entry: AuditEntry = {
      id: 1,
      actorId: 9,
      actorName: '教务管理员',
      action: 'feedback.reply',
      entity: 'feedback',
      entityId: '12',
      before: JSON.stringify({ id: 12, status: 'pending', reply: '' }),
      after: JSON.stringify({ id: 12, status: 'replied', reply: '感谢指正' }),
      createdAt: '2026-11-27T03:00:00.000Z',
    };
    fakeApi(
      {
        'GET /pc/getuserinfo': person(['admin']),
        'GET /console/audit': { data: { list: [entry], total: 1 } },
      },
      { signedIn: true },
    );
    renderSection('/admin/audit');
    const row = (await screen.findByText('回复反馈')).closest('tr')!;
    expect(within(row).getByText('意见反馈 #12')).toBeTruthy();
    expect(within(row).getByText('教务管理员')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button'));
    const status = await screen.findByRole('rowheader', { name: '状态' });
    const cells = within(status.closest('tr')!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['待回复', '已回复']);
    expect(screen.getByRole('rowheader', { name: '回复内容' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'id' })).toBeNull();
  });

  it('finds a person, gives them a role and stops their account with a reason', async () => {
    const learner: Person = {
      id: 31,
      nickName: '小岸同学',
      realname: '李岸',
      userName: 'sa13800000001',
      phone: '13800000001',
      roles: [],
      disabledAt: null,
      disabledReason: '',
      createdAt: '2026-11-01T02:00:00.000Z',
    };
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['admin']),
        'GET /console/people': { data: { list: [learner], total: 1 } },
        'POST /console/people/roles': (fields) => ({ data: { ...learner, roles: fields.roles } }),
        'POST /console/people/status': (fields) => ({
          data: {
            ...learner,
            disabledAt: '2026-11-28T02:00:00.000Z',
            disabledReason: fields.reason,
          },
        }),
      },
      { signedIn: true },
    );
    renderSection('/admin/people');
    const search = await screen.findByRole('searchbox', { name: '搜索用户' });
    fireEvent.change(search, { target: { value: '1380000' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    await waitFor(() =>
      expect(api.fieldsOf('GET /console/people').at(-1)).toMatchObject({ keyword: '1380000' }),
    );
    const row = (await screen.findByText('小岸同学')).closest('tr')!;
    expect(within(row).getByText('学员')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: '设置角色31' }));
    const roles = await screen.findByRole('dialog');
    fireEvent.click(within(roles).getByRole('checkbox', { name: /客服/ }));
    fireEvent.click(within(roles).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/people/roles')).toEqual([
        { userId: 31, roles: ['service'] },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', '角色已更新']));

    fireEvent.click(within(row).getByRole('button', { name: '停用账号31' }));
    const stop = (await screen.findByText(/停用后该账号会立即退出所有设备/)).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    fireEvent.click(within(stop).getByRole('button', { name: '停用' }));
    expect(await within(stop).findByText('请填写停用原因')).toBeTruthy();
    fireEvent.change(within(stop).getByLabelText('停用原因'), { target: { value: '账号共享' } });
    fireEvent.click(within(stop).getByRole('button', { name: '停用' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/people/status')).toEqual([
        { userId: 31, disabled: true, reason: '账号共享' },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', '账号已停用']));
  });

  it('resets a person’s password and shows the temporary one once', async () => {
    const learner: Person = {
      id: 32,
      nickName: '忘了密码',
      realname: '王岸',
      userName: 'sa13800000002',
      phone: '13800000002',
      roles: [],
      disabledAt: null,
      disabledReason: '',
      createdAt: '2026-11-01T02:00:00.000Z',
    };
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['admin']),
        'GET /console/people': { data: { list: [learner], total: 1 } },
        'POST /console/people/password': { data: { password: 'k7mq2vx9ta' } },
      },
      { signedIn: true },
    );
    renderSection('/admin/people');
    const row = (await screen.findByText('忘了密码')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '重置密码32' }));
    const confirm = (await screen.findByText('重置这个账号的密码？')).closest<HTMLElement>(
      '.ant-popover',
    )!;
    fireEvent.click(within(confirm).getByRole('button', { name: /重\s*置/ }));
    expect(await screen.findByText('k7mq2vx9ta')).toBeTruthy();
    expect(api.fieldsOf('POST /console/people/password')).toEqual([{ userId: 32 }]);
  });

  it('turns the home page grey only after the administrator confirms', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person(['admin']),
        'GET /console/settings': { data: { grayMode: false, lastChange: null } },
        'POST /console/settings': (fields) => ({
          data: {
            grayMode: fields.value,
            lastChange: { at: '2026-11-28T02:00:00.000Z', by: '教务管理员' },
          },
        }),
      },
      { signedIn: true },
    );
    renderSection('/admin/settings');
    const toggle = await screen.findByRole('switch', { name: '首页灰色模式' });
    expect(screen.getByText(/尚未在后台修改过/)).toBeTruthy();
    fireEvent.click(toggle);
    const [confirm] = await screen.findAllByText('开启首页灰色模式？');
    expect(api.fieldsOf('POST /console/settings')).toEqual([]);
    fireEvent.click(
      within(confirm!.closest<HTMLElement>('.ant-modal')!).getByRole('button', { name: '开启' }),
    );
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/settings')).toEqual([{ key: 'grayMode', value: true }]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', '首页已变为灰色']));
  });

  it('heads an administrator’s overview with today beside yesterday', async () => {
    const day = (revenue: string, users: number) => ({
      day: '2026-11-28',
      shop: { count: 2, amount: '136.00' },
      vip: { count: 1, amount: '30.00' },
      revenue,
      newUsers: users,
      answers: 1200,
      learners: 87,
    });
    fakeApi(
      {
        'GET /pc/getuserinfo': person(['admin']),
        'GET /console/dashboard': {
          data: {
            today: day('166.00', 12),
            yesterday: day('98.00', 9),
            backlog: { shortAnswers: 4, homework: 3 },
          },
        },
      },
      { signedIn: true },
    );
    renderSection('/admin');
    const figures = await screen.findByRole('region', { name: '今日数据' });
    // antd's Statistic writes the whole and the decimal part apart.
    await waitFor(() => expect(figures.textContent).toContain('今日收入（元）166.00'));
    expect(within(figures).getByText('昨日 98.00 元')).toBeTruthy();
    expect(within(figures).getByText('商城 2 · 会员 1 · 昨日 3')).toBeTruthy();
    expect(within(figures).getByText('申论 4 份 · 作业 3 份')).toBeTruthy();
  });
});
