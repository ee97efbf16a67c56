import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getAuthDialog } from '../../../lib/auth-dialog';
import { fakeApi, renderInApp, stopStubs } from '../../../test/app-harness';
import {
  MESSAGES_CALL,
  ROOM_CALL,
  SESSION_ID,
  WAIT,
  liveApi,
  message,
  room,
  teachingItem,
} from '../test-utils';
import LivePlayerPage from './live-player-page';

afterEach(() => {
  cleanup();
  stopStubs();
});

const PATH = `/livePlayer?id=${SESSION_ID}`;
const chatLog = () => screen.getByRole('log', { name: '聊天消息' });
const shownMessages = () =>
  within(chatLog())
    .queryAllByTestId('chat-message')
    .map((line) => line.getAttribute('data-message-id'));

describe('the live room (/livePlayer)', () => {
  it('asks a visitor to log in to watch, and opens the login', async () => {
    const api = fakeApi({
      [ROOM_CALL]: {
        data: room({
          access: { level: 'none', reason: '登录后即可观看直播', action: 'login' },
          viewer: { userId: null, canChat: false },
        }),
      },
    });
    renderInApp(<LivePlayerPage />, { path: PATH });
    expect(await screen.findByText('登录后即可观看直播', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('登录后查看聊天')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '登录后观看' }));
    expect(getAuthDialog()).toBe('login');
    expect(api.fieldsOf(MESSAGES_CALL)).toEqual([]);
  });

  it('tells a learner without the course why, and offers the course', async () => {
    fakeApi(
      {
        [ROOM_CALL]: {
          data: room({
            access: { level: 'none', reason: '购买课程后即可观看直播', action: 'buy' },
            viewer: { canChat: false },
          }),
        },
      },
      { signedIn: true },
    );
    renderInApp(<LivePlayerPage />, { path: PATH });
    expect((await screen.findAllByText('购买课程后即可观看直播', {}, WAIT)).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole('link', { name: '购买课程' }).getAttribute('href')).toBe(
      '/courseDetail?id=12',
    );
    cleanup();
    stopStubs();

    fakeApi(
      {
        [ROOM_CALL]: {
          data: room({
            access: { level: 'none', reason: '免费报名后即可观看', action: 'enrol' },
            viewer: { canChat: false },
          }),
        },
      },
      { signedIn: true },
    );
    renderInApp(<LivePlayerPage />, { path: PATH });
    expect((await screen.findByRole('link', { name: '免费报名' }, WAIT)).getAttribute('href')).toBe(
      '/courseDetail?id=12',
    );
  });

  it('shows a class to come with its countdown and 预约提醒, then the picture once live', async () => {
    const { api, stream } = liveApi(
      {
        [ROOM_CALL]: {
          data: room({ startsAt: new Date(Date.now() + 2 * 3_600_000).toISOString() }),
        },
        [MESSAGES_CALL]: { data: { list: [], pinned: [], hasMore: false } },
        'POST /pc/live/reminders': { data: { reminded: true, reminderCount: 1 } },
      },
      { signedIn: true },
    );
    renderInApp(<LivePlayerPage />, { path: PATH });
    expect(await screen.findByText('直播预告', {}, WAIT)).toBeTruthy();
    expect(screen.getByLabelText('距开播').textContent).toMatch(/^0[12]:\d\d:\d\d$/);
    expect(await screen.findByText('还没有人发言，来说两句吧', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /预约提醒/ }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /pc/live/reminders')).toEqual([
        { sessionId: SESSION_ID, remind: true },
      ]),
    );

    // The teacher starts: the frame turns into the live picture without a reload.
    await waitFor(() => expect(stream.opened()).toBe(1));
    api.replies[ROOM_CALL] = { data: room({ state: 'live' }) };
    act(() =>
      stream.send('state', { state: 'live', stateLabel: '直播中', playbackLessonId: null }),
    );
    expect(await screen.findByLabelText('直播画面', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('直播预告')).toBeNull();
  });

  it('keeps the chat, the announcement, the count and the state current from the room’s events', async () => {
    const { api, stream } = liveApi(
      {
        [ROOM_CALL]: { data: room({ state: 'live', online: 3 }) },
        [`GET /pc/live/sessions/${SESSION_ID}/player`]: {
          data: {
            flvUrl: '/live-media/flv/s.flv?t=1',
            hlsUrl: '/live-media/hls/s/index.m3u8?t=1',
            expiresAt: '2026-05-20T12:00:00.000Z',
          },
        },
        [MESSAGES_CALL]: {
          data: {
            list: [message(1), message(2, { content: '老师好', pinned: true })],
            pinned: [message(2, { content: '老师好', pinned: true })],
            hasMore: false,
          },
        },
      },
      { signedIn: true },
    );
    renderInApp(<LivePlayerPage />, { path: PATH });
    await screen.findByText('第1条消息', {}, WAIT);
    await waitFor(() => expect(stream.opened()).toBe(1));
    expect(within(screen.getByRole('list', { name: '置顶消息' })).getByText('老师好')).toBeTruthy();
    // The room had no addresses yet: the player asks for them at once.
    await waitFor(() =>
      expect(api.calls.some((c) => c.call === `GET /pc/live/sessions/${SESSION_ID}/player`)).toBe(
        true,
      ),
    );

    act(() => {
      stream.send(
        'message',
        message(3, { content: '<b>不是标记</b>', fromTeacher: true, name: '李老师' }),
      );
      stream.send('removed', { messageId: 1 });
      stream.send('online', { count: 128 });
      stream.send('announcement', { content: '讲义在课程目录里下载' });
      stream.send('pinned', { message: message(2, { content: '老师好', pinned: false }) });
    });
    expect(await within(chatLog()).findByText('<b>不是标记</b>', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(shownMessages()).toEqual(['2', '3']));
    expect(screen.getByTestId('online-count').textContent).toBe('128人在线');
    expect(screen.getByLabelText('直播公告').textContent).toContain('讲义在课程目录里下载');
    expect(screen.queryByRole('list', { name: '置顶消息' })).toBeNull();

    api.replies[ROOM_CALL] = {
      data: room({ state: 'processing', chatOpen: false, viewer: { canChat: false } }),
    };
    act(() => {
      stream.send('state', {
        state: 'processing',
        stateLabel: '回放生成中',
        playbackLessonId: null,
      });
    });
    expect(await screen.findByText('直播已结束，回放生成中', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('直播已结束，聊天已关闭')).toBeTruthy();
    await waitFor(() => expect(api.fieldsOf(ROOM_CALL).length).toBe(2));
  });

  it('reads the chat again after the stream drops and comes back', async () => {
    const { api, stream } = liveApi(
      {
        [ROOM_CALL]: { data: room() },
        [MESSAGES_CALL]: { data: { list: [message(1)], pinned: [], hasMore: false } },
      },
      { signedIn: true },
    );
    renderInApp(<LivePlayerPage />, { path: PATH });
    await screen.findByText('第1条消息', {}, WAIT);
    await waitFor(() => expect(stream.opened()).toBe(1));
    api.replies[MESSAGES_CALL] = {
      data: { list: [message(1), message(2)], pinned: [], hasMore: false },
    };
    act(() => stream.drop());
    expect(await screen.findByText('第2条消息', {}, WAIT)).toBeTruthy();
    expect(stream.opened()).toBe(2);
  });

  it('sends with Enter, shows a refusal in the server’s words and keeps the text', async () => {
    const { api } = liveApi(
      {
        [ROOM_CALL]: { data: room() },
        [MESSAGES_CALL]: { data: { list: [], pinned: [], hasMore: false } },
        'POST /pc/live/messages': (fields) => ({
          data: message(10, { content: String(fields.content), userId: 7, name: '小岸' }),
        }),
      },
      { signedIn: true },
    );
    renderInApp(<LivePlayerPage />, { path: PATH });
    const input = await screen.findByRole('textbox', { name: '发言内容' }, WAIT);
    expect(screen.getByText('0 / 200')).toBeTruthy();
    fireEvent.change(input, { target: { value: '  老师讲得好  ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await within(chatLog()).findByText('老师讲得好', {}, WAIT)).toBeTruthy();
    expect(api.fieldsOf('POST /pc/live/messages')).toEqual([
      { sessionId: SESSION_ID, content: '老师讲得好' },
    ]);
    expect((input as HTMLInputElement).value).toBe('');

    api.replies['POST /pc/live/messages'] = { code: 429, msg: '发言太频繁，请稍后再试' };
    fireEvent.change(input, { target: { value: '再说一句' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe('发言太频繁，请稍后再试');
    expect((input as HTMLInputElement).value).toBe('再说一句');

    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe('请输入发言内容');
  });

  it('closes the message box when the teacher mutes the viewer', async () => {
    const { stream } = liveApi(
      {
        [ROOM_CALL]: { data: room() },
        [MESSAGES_CALL]: { data: { list: [message(1)], pinned: [], hasMore: false } },
      },
      { signedIn: true },
    );
    renderInApp(<LivePlayerPage />, { path: PATH });
    const input = await screen.findByRole('textbox', { name: '发言内容' }, WAIT);
    await waitFor(() => expect(stream.opened()).toBe(1));
    act(() => stream.send('muted', { userId: 7, muted: true }));
    await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(true));
    expect(screen.getByRole('alert').textContent).toBe('您已被老师禁言');
    act(() => stream.send('muted', { userId: 7, muted: false }));
    await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(false));
  });

  it('gives the teacher pin, remove and mute on messages, the announcement and 结束直播', async () => {
    const { api } = liveApi(
      {
        [ROOM_CALL]: {
          data: room({ state: 'live', viewer: { userId: 9, isTeacher: true } }),
        },
        [`GET /pc/live/sessions/${SESSION_ID}/player`]: { code: 400, msg: '直播尚未开始或已结束' },
        [MESSAGES_CALL]: {
          data: {
            list: [message(1), message(2, { content: '有讲义吗' })],
            pinned: [],
            hasMore: false,
          },
        },
        'GET /pc/live/teaching': {
          data: { list: [teachingItem(SESSION_ID, { state: 'live', publishing: true })] },
        },
        'POST /pc/live/messages/2/pin': {
          data: { message: message(2, { content: '有讲义吗', pinned: true }) },
        },
        'DELETE /pc/live/messages/1': { data: { messageId: 1 } },
        'POST /pc/live/mutes': (fields) => ({
          data: { userId: Number(fields.userId), muted: fields.muted === true },
        }),
        'POST /pc/live/announcement': (fields) => ({ data: { content: String(fields.content) } }),
        [`POST /pc/live/sessions/${SESSION_ID}/end`]: {
          data: { state: 'processing', stateLabel: '回放生成中' },
        },
      },
      { signedIn: true },
    );
    renderInApp(<LivePlayerPage />, { path: PATH });
    const second = (await screen.findByText('有讲义吗', {}, WAIT)).closest('li')!;
    expect(await screen.findByText('推流已连接', {}, WAIT)).toBeTruthy();

    fireEvent.click(within(second).getByRole('button', { name: '置顶' }));
    const pinned = await screen.findByRole('list', { name: '置顶消息' }, WAIT);
    expect(within(pinned).getByText('有讲义吗')).toBeTruthy();
    expect(within(second).getByRole('button', { name: '取消置顶' })).toBeTruthy();

    fireEvent.click(within(second).getByRole('button', { name: '禁言' }));
    expect(await within(second).findByRole('button', { name: '解除禁言' }, WAIT)).toBeTruthy();
    expect(api.fieldsOf('POST /pc/live/mutes')).toEqual([
      { sessionId: SESSION_ID, userId: 52, muted: true },
    ]);

    const first = screen.getByText('第1条消息').closest('li')!;
    fireEvent.click(within(first).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认删除' }, WAIT));
    await waitFor(() => expect(shownMessages()).toEqual(['2']));

    fireEvent.change(screen.getByLabelText(/直播间公告/), { target: { value: '课后有作业' } });
    fireEvent.click(screen.getByRole('button', { name: '发布公告' }));
    expect(await screen.findByLabelText('直播公告', {}, WAIT)).toBeTruthy();
    expect(api.fieldsOf('POST /pc/live/announcement')).toEqual([
      { sessionId: SESSION_ID, content: '课后有作业' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: '结束直播' }));
    const confirm = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(confirm).getByRole('button', { name: '结束直播' }));
    await waitFor(() =>
      expect(api.fieldsOf(`POST /pc/live/sessions/${SESSION_ID}/end`)).toEqual([{}]),
    );
  });

  it('says so for an address without an id or a session that is not there', async () => {
    fakeApi({});
    renderInApp(<LivePlayerPage />, { path: '/livePlayer' });
    expect(await screen.findByText('链接中缺少直播编号', {}, WAIT)).toBeTruthy();
    cleanup();
    fakeApi({ [ROOM_CALL]: { code: 404, msg: '直播不存在或已删除' } });
    renderInApp(<LivePlayerPage />, { path: PATH });
    expect(await screen.findByText('直播不存在或已删除', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看直播课' }).getAttribute('href')).toBe('/live');
  });
});
