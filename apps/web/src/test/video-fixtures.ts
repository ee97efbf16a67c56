/**
 * What the players' tests (desktop and mobile) share: a lesson row of a course's outline, the
 * play info the server signs for a video, jsdom's missing media made to answer like Safari,
 * a fake server for the player's own requests, and the player's <video> with a movable position.
 */
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { Lesson } from '@shangan/shared/contracts/courses/catalogue';
import type { PlayInfo } from '../lib/api/course-video';
import { envelopeResponse } from './browser-state';

/** A lesson of a course's outline: a 10-minute video the learner may watch in full. */
export function outlineLesson(id: number, changes: Partial<Lesson> = {}): Lesson {
  return {
    id,
    title: `第${id}节`,
    kind: 'video',
    kindText: '视频',
    durationSeconds: 600,
    isTrial: false,
    access: 'full',
    trialSeconds: 0,
    lockedReason: '',
    documentUrl: '',
    questionSectionId: null,
    liveAt: null,
    progress: null,
    ...changes,
  };
}

/** A ready video the learner may watch in full, from its start, under the demo's watermark. */
export function playInfo(changes: Partial<PlayInfo> = {}): PlayInfo {
  return {
    videoId: 'a'.repeat(32),
    ownerKind: 'lesson',
    ownerId: 11,
    title: '言语理解：逻辑填空',
    status: 'ready',
    statusMessage: '',
    access: 'full',
    reason: '',
    trialSeconds: null,
    durationSeconds: 120,
    resumeSeconds: 0,
    watchedSeconds: 0,
    completed: false,
    playlistUrl: '/api/v1/pc/courseVideo/hls/x/index.m3u8?t=1',
    playToken: 'tok-1',
    expiresAt: '2099-01-01T00:00:00.000Z',
    watermark: '138****0001',
    progressIntervalSeconds: 10,
    ...changes,
  };
}

/**
 * jsdom has no media: the browser's own HLS path is taken (as on an iPhone) and load does
 * nothing. Call in beforeEach; vi.restoreAllMocks undoes it.
 */
export function stubMediaLoading(): void {
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
}

/** stubMediaLoading, and play/pause only flip `paused` (the player's own tests). */
export function stubMediaPlayback(): void {
  stubMediaLoading();
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLElement) {
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
}

export type VideoAnswer = { code: number; msg?: string; data?: unknown };

/**
 * The player's server: play info and progress answers by call (the last one repeats), and
 * every request's path and progress body sent.
 */
export function fakeVideoServer(answers: { playInfo: PlayInfo[]; progress?: VideoAnswer[] }) {
  const calls: string[] = [];
  const bodies: string[] = [];
  let infos = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(url.pathname);
      if (url.pathname.endsWith('/pc/getuserinfo')) {
        return envelopeResponse(200, 200, '', { id: 7, telephone: '13800000001' });
      }
      if (url.pathname.endsWith('/pc/courseVideo/playInfo')) {
        const info = answers.playInfo[Math.min(infos, answers.playInfo.length - 1)];
        infos += 1;
        return envelopeResponse(200, 200, '', info);
      }
      if (url.pathname.endsWith('/pc/courseVideo/progress')) {
        bodies.push(String(init?.body));
        const list = answers.progress ?? [];
        const answer = list[Math.min(bodies.length - 1, list.length - 1)] ?? { code: 200 };
        return envelopeResponse(200, answer.code, answer.msg ?? '', answer.data ?? null);
      }
      return envelopeResponse(404, 404, '请求的接口不存在');
    }),
  );
  return { calls, bodies, playInfoCalls: () => infos };
}

/** The player's <video>, with a position the test can move (jsdom plays nothing). */
export async function lessonVideo(
  wait = { timeout: 5_000 },
): Promise<HTMLVideoElement & { position: number }> {
  const video = (await screen.findByTestId('lesson-video', {}, wait)) as HTMLVideoElement & {
    position: number;
  };
  let position = 0;
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    get: () => position,
    set: (value: number) => {
      position = value;
    },
  });
  Object.defineProperty(video, 'position', { set: (value: number) => (position = value) });
  return video;
}
