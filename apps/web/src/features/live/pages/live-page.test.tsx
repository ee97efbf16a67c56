import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getAuthDialog } from '../../../lib/auth-dialog';
import { fakeApi, renderInApp, stopStubs, where } from '../../../test/app-harness';
import { WAIT, card, teachingItem } from '../test-utils';
import LivePage from './live-page';

afterEach(() => {
  cleanup();
  stopStubs();
});

const COUNTS = { today: 2, upcoming: 5, past: 9 };

describe('the live schedule (/live)', () => {
  it('shows today’s classes as cards with their state, by tab with counts and by filters', async () => {
    const api = fakeApi(
      {
        'GET /pc/live/sessions': (fields) => ({
          data:
            fields.tab === 'past'
              ? {
                  list: [card(4, { title: '申论大作文回放', state: 'playback' })],
                  total: 1,
                  counts: COUNTS,
                }
              : {
                  list: [
                    card(1, { title: '图形推理直播', state: 'live', online: 12_345 }),
                    card(2, {
                      title: '公开课：备考规划',
                      isPublicClass: true,
                      reminderCount: 3,
                    }),
                  ],
                  total: 2,
                  counts: COUNTS,
                },
        }),
      },
      { signedIn: true },
    );
    renderInApp(<LivePage />, { path: '/live', showWhere: true });

    const live = await screen.findByRole('article', { name: '图形推理直播' }, WAIT);
    expect(within(live).getByText('直播中')).toBeTruthy();
    expect(within(live).getAllByText('1.2万人在线').length).toBeGreaterThan(0);
    expect(within(live).getByRole('link', { name: '进入直播间' }).getAttribute('href')).toBe(
      '/livePlayer?id=1',
    );
    const open = screen.getByRole('article', { name: '公开课：备考规划' });
    expect(within(open).getByText('预告')).toBeTruthy();
    expect(within(open).getByText('公开课')).toBeTruthy();
    expect(within(open).getByText('3人已预约')).toBeTruthy();
    expect(within(open).getByRole('button', { name: /预约提醒/ })).toBeTruthy();
    expect(within(open).getByRole('link', { name: '公开课：备考规划' }).getAttribute('href')).toBe(
      '/livePlayer?id=2',
    );

    expect(screen.getByRole('tab', { name: '今天（2）' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '即将开始（5）' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '往期回放（9）' }));
    const past = await screen.findByRole('article', { name: '申论大作文回放' }, WAIT);
    expect(within(past).getByRole('link', { name: '观看回放' }).getAttribute('href')).toBe(
      '/playback?id=4',
    );
    fireEvent.click(within(screen.getByRole('group', { name: '科目' })).getByText('申论'));
    await waitFor(() => expect(where()).toBe('/live?tab=past&subject=%E7%94%B3%E8%AE%BA'));
    await waitFor(() =>
      expect(api.fieldsOf('GET /pc/live/sessions').at(-1)).toEqual({
        tab: 'past',
        subject: '申论',
        page: '1',
        pageSize: '12',
      }),
    );
    expect(api.fieldsOf('GET /pc/live/sessions')[0]).toEqual({
      tab: 'today',
      page: '1',
      pageSize: '12',
    });
  });

  it('sets a reminder for a class not started, and asks a visitor to log in first', async () => {
    const api = fakeApi(
      {
        'GET /pc/live/sessions': {
          data: { list: [card(2, { title: '备考规划' })], total: 1, counts: COUNTS },
        },
        'POST /pc/live/reminders': { data: { reminded: true, reminderCount: 1 } },
      },
      { signedIn: true },
    );
    renderInApp(<LivePage />, { path: '/live' });
    const item = await screen.findByRole('article', { name: '备考规划' }, WAIT);
    api.replies['GET /pc/live/sessions'] = {
      data: {
        list: [card(2, { title: '备考规划', reminded: true, reminderCount: 1 })],
        total: 1,
        counts: COUNTS,
      },
    };
    fireEvent.click(within(item).getByRole('button', { name: /预约提醒/ }));
    expect(await within(item).findByRole('button', { name: /已预约/ }, WAIT)).toBeTruthy();
    expect(api.fieldsOf('POST /pc/live/reminders')).toEqual([{ sessionId: 2, remind: true }]);
    expect(api.notices).toContainEqual(['success', '预约成功，开播前15分钟会短信提醒您']);
    cleanup();
    stopStubs();

    const visitor = fakeApi({
      'GET /pc/live/sessions': {
        data: { list: [card(2, { title: '备考规划' })], total: 1, counts: COUNTS },
      },
    });
    renderInApp(<LivePage />, { path: '/live' });
    const seen = await screen.findByRole('article', { name: '备考规划' }, WAIT);
    fireEvent.click(within(seen).getByRole('button', { name: /预约提醒/ }));
    expect(getAuthDialog()).toBe('login');
    expect(visitor.fieldsOf('POST /pc/live/reminders')).toEqual([]);
    expect(visitor.fieldsOf('GET /pc/live/teaching')).toEqual([]);
  });

  it('says so when a tab is empty and offers the classes to come', async () => {
    fakeApi({
      'GET /pc/live/sessions': {
        data: { list: [], total: 0, counts: { today: 0, upcoming: 4, past: 0 } },
      },
    });
    renderInApp(<LivePage />, { path: '/live', showWhere: true });
    expect(await screen.findByText('今天没有直播', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '看看即将开始的直播' }));
    await waitFor(() => expect(where()).toBe('/live?tab=upcoming'));
  });

  it('offers a failed load again', async () => {
    const api = fakeApi({
      'GET /pc/live/sessions': { code: 500, msg: '服务器开小差了，请稍后再试' },
    });
    renderInApp(<LivePage />, { path: '/live' });
    expect(await screen.findByText('直播加载失败', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('服务器开小差了，请稍后再试')).toBeTruthy();
    api.replies['GET /pc/live/sessions'] = {
      data: { list: [card(1, { title: '图形推理' })], total: 1, counts: COUNTS },
    };
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('article', { name: '图形推理' }, WAIT)).toBeTruthy();
  });

  it('gives a teacher 我的直播 with the publish settings, copy buttons and a new key', async () => {
    const api = fakeApi(
      {
        'GET /pc/live/sessions': { data: { list: [], total: 0, counts: COUNTS } },
        'GET /pc/live/teaching': {
          data: {
            list: [
              teachingItem(8, { title: '数量关系直播', publishing: true, state: 'live' }),
              teachingItem(9, { title: '资料分析回放', state: 'playback', peakOnline: 80 }),
            ],
          },
        },
        'POST /pc/live/sessions/8/streamKey': {
          data: {
            rtmpServer: 'rtmp://localhost:1935/live',
            streamKey: 's8?key=fresh',
            rtmpUrl: 'rtmp://localhost:1935/live/s8?key=fresh',
          },
        },
      },
      { signedIn: true },
    );
    renderInApp(<LivePage />, { path: '/live?tab=mine' });
    const mine = await screen.findByRole('list', { name: '我的直播' }, WAIT);
    expect(screen.getByRole('tab', { name: '我的直播（2）' })).toBeTruthy();
    const row = within(mine).getAllByTestId('teaching-item')[0]!;
    expect(within(row).getByText('推流已连接')).toBeTruthy();
    expect(within(mine).getByText(/最高在线80人/)).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: '推流设置' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText('rtmp://localhost:1935/live')).toBeTruthy();
    // The key is hidden until asked for, and copied whole either way.
    expect(within(dialog).queryByText('s8?key=secret8')).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: '复制' }).length).toBe(3);
    fireEvent.click(within(dialog).getByRole('button', { name: '显示串流密钥' }));
    expect(within(dialog).getByText('s8?key=secret8')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: '更换密钥' }));
    fireEvent.click(await screen.findByRole('button', { name: '更换' }, WAIT));
    expect(await within(dialog).findByText('s8?key=fresh', {}, WAIT)).toBeTruthy();
    expect(api.fieldsOf('POST /pc/live/sessions/8/streamKey')).toEqual([{}]);
  });
});
