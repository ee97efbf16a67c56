import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayInfo } from '../../lib/api/course-video';
import { setCookie } from '../../lib/cookies';
import { envelopeResponse, resetBrowserState } from '../../test/browser-state';
import { renderMobile } from '../../test/mobile-harness';
import { MobileOwnerVideo } from './mobile-video-player';

const INFO: PlayInfo = {
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
};

const WAIT = { timeout: 5_000 };

type Answer = { code: number; msg?: string; data?: unknown };

/** The server: play info and progress answers by call, and every progress body sent. */
function fakeServer(answers: { playInfo: PlayInfo[]; progress?: Answer[] }) {
  const bodies: string[] = [];
  let infos = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
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
  return { bodies, playInfoCalls: () => infos };
}

function renderVideo() {
  renderMobile(
    {
      '/play': (
        <MobileOwnerVideo
          ownerKind="lesson"
          ownerId={11}
          trialEnd={{
            text: '购买课程后即可观看完整视频',
            action: <Button size="small">购买课程</Button>,
            note: (seconds) => `可试看前${seconds}秒`,
          }}
          noRightAction={<Button size="small">购买课程</Button>}
        />
      ),
    },
    '/play',
  );
}

/** The page's <video>, with a position the test can move (jsdom plays nothing). */
async function theVideo(): Promise<HTMLVideoElement & { position: number }> {
  const video = (await screen.findByTestId('lesson-video', {}, WAIT)) as HTMLVideoElement & {
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

beforeEach(() => {
  resetBrowserState();
  setCookie('edu_token', 'tok');
  // jsdom has no media: the browser's own HLS path is taken (as on an iPhone).
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLElement) {
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('MobileOwnerVideo (the shared playing core without antd)', () => {
  it('holds the 16:9 box while loading, then plays the signed playlist inline under the watermark', async () => {
    fakeServer({ playInfo: [INFO] });
    renderVideo();
    expect(screen.getByText('视频加载中…')).toBeTruthy();
    const video = await theVideo();
    expect(video.getAttribute('src')).toBe(INFO.playlistUrl);
    // Inline on iPhones: Safari's own full-screen player would drop the watermark.
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('controlslist')).toContain('nodownload');
    expect(screen.getByTestId('video-watermark').textContent).toBe('138****0001');
  });

  it('stops a trial at its limit and offers the way on', async () => {
    fakeServer({ playInfo: [{ ...INFO, access: 'trial', trialSeconds: 30 }] });
    renderVideo();
    const video = await theVideo();
    expect(screen.getByText('可试看前30秒')).toBeTruthy();
    video.position = 31;
    fireEvent.timeUpdate(video);
    expect(screen.getByText('试看结束')).toBeTruthy();
    expect(video.currentTime).toBe(30);
    expect(screen.getByText('购买课程')).toBeTruthy();
    fireEvent.click(screen.getByText('重新试看'));
    expect(video.currentTime).toBe(0);
  });

  it('says why when there is no right', async () => {
    fakeServer({
      playInfo: [
        {
          ...INFO,
          access: 'none',
          reason: '购买课程后即可观看',
          playlistUrl: null,
          playToken: null,
        },
      ],
    });
    renderVideo();
    expect(await screen.findByText('购买课程后即可观看', {}, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('lesson-video')).toBeNull();
  });

  it('reports the position, and when another device takes over offers to continue here', async () => {
    const server = fakeServer({
      playInfo: [INFO, { ...INFO, playToken: 'tok-2', resumeSeconds: 42 }],
      progress: [{ code: 200 }, { code: 4601, msg: '您的账号已在其他设备播放' }],
    });
    renderVideo();
    const video = await theVideo();
    fireEvent.playing(video);
    video.position = 42.6;
    fireEvent.pause(video);
    expect(await screen.findByText('您的账号已在其他设备播放', {}, WAIT)).toBeTruthy();
    expect(server.bodies).toEqual([
      'playToken=tok-1&positionSeconds=0',
      'playToken=tok-1&positionSeconds=42',
    ]);

    fireEvent.click(screen.getByText('在此设备继续'));
    await waitFor(() => expect(server.playInfoCalls()).toBe(2));
    await waitFor(() => expect(screen.queryByText('您的账号已在其他设备播放')).toBeNull());
  });
});
