import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, stopStubs } from '../../../test/app-harness';
import { mobileWhere, renderMobile } from '../../../test/mobile-harness';
import { outlineLesson, playInfo, stubMediaLoading } from '../../../test/video-fixtures';
import { COURSE_ID, ROOM_CALL, SESSION_ID, WAIT, room } from '../test-utils';
import MobilePlaybackPage from './playback-page';

const ROUTES = { '/video/:id': <MobilePlaybackPage /> };
const OUTLINE = {
  data: {
    id: COURSE_ID,
    chapters: [
      {
        id: 1,
        title: '直播课',
        lessons: [
          outlineLesson(131, {
            title: '图形推理直播课',
            kind: 'live',
            kindText: '直播',
            durationSeconds: 0,
            liveAt: '2026-05-20T11:30:00.000Z',
          }),
        ],
      },
    ],
  },
};

beforeEach(() => {
  stubMediaLoading();
});

afterEach(() => {
  cleanup();
  stopStubs();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('mobile live class page (/video/:id)', () => {
  it('counts down to a scheduled class and books the reminder', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-05-20T10:00:00.000Z') });
    const api = fakeApi(
      {
        [ROOM_CALL]: { data: room({ state: 'scheduled', stateLabel: '预告' }) },
        [`GET /pc/courses/${COURSE_ID}`]: OUTLINE,
        'POST /pc/live/reminders': { data: { reminded: true, reminderCount: 1 } },
      },
      { signedIn: true },
    );
    renderMobile(ROUTES, `/video/${SESSION_ID}`);

    expect(await screen.findByText('图形推理直播课', { selector: 'h1' }, WAIT)).toBeTruthy();
    expect(screen.getByLabelText('距开播').textContent).toBe('01:30:00');
    fireEvent.click(screen.getByText('预约提醒'));
    await waitFor(() =>
      expect(api.fieldsOf('POST /pc/live/reminders')).toEqual([
        { sessionId: SESSION_ID, remind: true },
      ]),
    );
  });

  it('plays the recording of a class that is over in the protected player', async () => {
    const info = playInfo({ ownerId: 131, title: '图形推理直播课', durationSeconds: 600 });
    const api = fakeApi(
      {
        [ROOM_CALL]: {
          data: room({ state: 'playback', stateLabel: '可回放', playbackLessonId: 131 }),
        },
        [`GET /pc/courses/${COURSE_ID}`]: OUTLINE,
        'GET /pc/courseVideo/playInfo': { data: info },
      },
      { signedIn: true },
    );
    renderMobile(ROUTES, `/video/${SESSION_ID}`);

    const video = await screen.findByTestId('lesson-video', {}, WAIT);
    expect(video.getAttribute('src')).toBe(info.playlistUrl);
    expect(api.fieldsOf('GET /pc/courseVideo/playInfo')).toEqual([
      { ownerKind: 'lesson', ownerId: '131' },
    ]);
    expect(await screen.findByText('正在观看', {}, WAIT)).toBeTruthy();
  });

  it('shows the class live while it is on', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    fakeApi(
      {
        [ROOM_CALL]: {
          data: room({
            state: 'live',
            stateLabel: '直播中',
            online: 12,
            player: {
              flvUrl: '/live-media/flv/s31.flv?t=x',
              hlsUrl: '/live-media/hls/s31/index.m3u8?t=x',
              expiresAt: '2099-01-01T00:00:00.000Z',
            },
          }),
        },
        [`GET /pc/courses/${COURSE_ID}`]: OUTLINE,
      },
      { signedIn: true },
    );
    renderMobile(ROUTES, `/video/${SESSION_ID}`);
    const video = await screen.findByTestId('live-video', {}, WAIT);
    // No Media Source Extensions in jsdom: the phone's own HLS, as on an iPhone.
    await waitFor(() =>
      expect(video.getAttribute('src')).toBe('/live-media/hls/s31/index.m3u8?t=x'),
    );
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(screen.getByText('12人在线')).toBeTruthy();
  });

  it('asks a visitor to log in, and says when the class is not there', async () => {
    fakeApi({
      [ROOM_CALL]: {
        data: room({
          state: 'playback',
          access: { level: 'none', reason: '登录后即可观看', action: 'login' },
          viewer: { userId: null },
        }),
      },
      [`GET /pc/courses/${COURSE_ID}`]: OUTLINE,
    });
    renderMobile(ROUTES, `/video/${SESSION_ID}`);
    fireEvent.click(await screen.findByText('登录后观看', {}, WAIT));
    await waitFor(() => expect(mobileWhere()).toBe('/login'));
    cleanup();

    fakeApi({});
    renderMobile(ROUTES, '/video/77');
    expect(await screen.findByText('直播不存在或已删除', {}, WAIT)).toBeTruthy();
  });
});
