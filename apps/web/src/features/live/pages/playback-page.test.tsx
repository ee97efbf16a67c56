import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderInApp, stopStubs } from '../../../test/app-harness';
import { outlineLesson } from '../../../test/video-fixtures';
import { COURSE_ID, ROOM_CALL, SESSION_ID, WAIT, room } from '../test-utils';
import PlaybackPage from './playback-page';

afterEach(() => {
  cleanup();
  stopStubs();
});

const PATH = `/playback?id=${SESSION_ID}`;
const COURSE_CALL = `GET /pc/courses/${COURSE_ID}`;

const OUTLINE = {
  data: {
    id: COURSE_ID,
    chapters: [
      {
        id: 1,
        title: '第一章 图形推理',
        lessons: [
          outlineLesson(301, {
            title: '图形推理直播课',
            kind: 'live',
            kindText: '直播',
            liveAt: '2026-05-20T11:30:00.000Z',
          }),
          outlineLesson(302, { title: '位置规律精讲' }),
        ],
      },
    ],
  },
};

describe('a live class’s playback (/playback)', () => {
  it('plays the recording as the live lesson’s video beside the course’s chapters', async () => {
    const api = fakeApi(
      {
        [ROOM_CALL]: { data: room({ state: 'playback', lessonId: 301, playbackLessonId: 301 }) },
        [COURSE_CALL]: OUTLINE,
        'GET /pc/courseVideo/playInfo': {
          data: {
            videoId: 'v1',
            ownerKind: 'lesson',
            ownerId: 301,
            title: '图形推理直播课',
            status: 'processing',
            statusMessage: '视频处理中，请稍后',
            access: 'full',
            reason: '',
            trialSeconds: null,
            durationSeconds: 0,
            resumeSeconds: 0,
            watchedSeconds: 0,
            completed: false,
            playlistUrl: null,
            playToken: null,
            expiresAt: null,
            watermark: '',
            progressIntervalSeconds: 10,
          },
        },
      },
      { signedIn: true },
    );
    renderInApp(<PlaybackPage />, { path: PATH });
    expect(
      await screen.findByRole('heading', { name: '图形推理直播课', level: 1 }, WAIT),
    ).toBeTruthy();
    expect(await screen.findByText('视频处理中，请稍后', {}, WAIT)).toBeTruthy();
    expect(api.fieldsOf('GET /pc/courseVideo/playInfo')).toEqual([
      { ownerKind: 'lesson', ownerId: '301' },
    ]);
    const outline = await screen.findByRole('navigation', { name: '课程目录' }, WAIT);
    const current = within(outline).getByTestId('lesson-301');
    expect(within(current).getByText('正在观看')).toBeTruthy();
    expect(current.querySelector('[aria-current="page"]')).toBeTruthy();
    expect(
      within(within(outline).getByTestId('lesson-302')).getByRole('link').getAttribute('href'),
    ).toBe(`/videoPlay?courseId=${COURSE_ID}&lessonId=302`);
  });

  it('says the playback is being made', async () => {
    fakeApi(
      { [ROOM_CALL]: { data: room({ state: 'processing' }) }, [COURSE_CALL]: OUTLINE },
      { signedIn: true },
    );
    renderInApp(<PlaybackPage />, { path: PATH });
    expect(await screen.findByText(/回放通常在几分钟内生成/, {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('回放生成中');
  });

  it('says why there is no playback', async () => {
    fakeApi(
      {
        [ROOM_CALL]: {
          data: room({ state: 'ended', playbackNote: '本场直播没有录制到画面' }),
        },
        [COURSE_CALL]: OUTLINE,
      },
      { signedIn: true },
    );
    renderInApp(<PlaybackPage />, { path: PATH });
    expect(await screen.findByText('暂无回放', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('本场直播没有录制到画面')).toBeTruthy();
  });

  it('offers the course to a viewer who may not watch, without asking for the video', async () => {
    const api = fakeApi(
      {
        [ROOM_CALL]: {
          data: room({
            state: 'playback',
            playbackLessonId: 301,
            access: { level: 'none', reason: '购买课程后即可观看回放', action: 'buy' },
          }),
        },
        [COURSE_CALL]: OUTLINE,
      },
      { signedIn: true },
    );
    renderInApp(<PlaybackPage />, { path: PATH });
    expect(await screen.findByText('购买课程后即可观看回放', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '购买课程' }).getAttribute('href')).toBe(
      `/courseDetail?id=${COURSE_ID}`,
    );
    await waitFor(() => expect(api.fieldsOf(COURSE_CALL).length).toBe(1));
    expect(api.fieldsOf('GET /pc/courseVideo/playInfo')).toEqual([]);
  });
});
