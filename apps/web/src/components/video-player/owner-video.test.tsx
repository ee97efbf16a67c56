import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayInfo } from '../../lib/api/course-video';
import { setCookie } from '../../lib/cookies';
import { setNoticeSink } from '../../lib/notifier';
import { envelopeResponse, resetBrowserState } from '../../test/browser-state';
import { LinkButton } from '../link-button/link-button';
import { OwnerVideo } from './owner-video';

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

/** A budget for the first answers on a busy machine, not an expectation. */
const WAIT = { timeout: 5_000 };

type Answer = { code: number; msg?: string; data?: unknown };

/** The server: play info and progress answers by call, and every request made. */
function fakeServer(answers: { playInfo: PlayInfo[]; progress?: Answer[] }) {
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

function renderVideo() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <App>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <OwnerVideo
            ownerKind="lesson"
            ownerId={11}
            trialEnd={{
              text: '购买课程后即可观看完整视频',
              action: <LinkButton to="/courseDetail?id=5">购买课程</LinkButton>,
              note: (seconds) => `可试看前${seconds}秒`,
            }}
            noRightAction={<LinkButton to="/courseDetail?id=5">购买课程</LinkButton>}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </App>,
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
  setNoticeSink(() => undefined);
  // jsdom has no media: Safari's own HLS path is taken, and play/pause only flip `paused`.
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
  setNoticeSink(null);
});

describe('OwnerVideo', () => {
  it('plays the signed playlist with the watermark over it', async () => {
    fakeServer({ playInfo: [INFO] });
    renderVideo();
    const video = await theVideo();
    expect(video.getAttribute('src')).toBe(INFO.playlistUrl);
    expect(screen.getByTestId('video-watermark').textContent).toBe('138****0001');
  });

  it('stops a trial at its limit and offers the purchase', async () => {
    fakeServer({ playInfo: [{ ...INFO, access: 'trial', trialSeconds: 30 }] });
    renderVideo();
    const video = await theVideo();
    screen.getByText('可试看前30秒');
    video.position = 31;
    fireEvent.timeUpdate(video);
    screen.getByText('试看结束');
    expect(video.currentTime).toBe(30);
    expect(screen.getByText('购买课程').closest('a')?.getAttribute('href')).toBe(
      '/courseDetail?id=5',
    );
  });

  it('says why when there is no right, with the way to get it', async () => {
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
    await screen.findByText('购买课程后即可观看', {}, WAIT);
    screen.getByText('购买课程');
    expect(screen.queryByTestId('lesson-video')).toBeNull();
  });

  it('reports the position on pause, and when taken over offers to continue here', async () => {
    const server = fakeServer({
      playInfo: [INFO, { ...INFO, playToken: 'tok-2', resumeSeconds: 42 }],
      progress: [{ code: 200 }, { code: 4601, msg: '您的账号已在其他设备播放' }],
    });
    renderVideo();
    const video = await theVideo();
    fireEvent.playing(video);
    video.position = 42.6;
    fireEvent.pause(video);
    await screen.findByText('您的账号已在其他设备播放', {}, WAIT);
    // Where playing started, then where it was paused.
    expect(server.bodies).toEqual([
      'playToken=tok-1&positionSeconds=0',
      'playToken=tok-1&positionSeconds=42',
    ]);

    fireEvent.click(screen.getByText('在此设备继续'));
    await waitFor(() => expect(server.playInfoCalls()).toBe(2));
    await waitFor(() => expect(screen.queryByText('您的账号已在其他设备播放')).toBeNull());
  });

  it('sends the last position by beacon when the page is hidden', async () => {
    fakeServer({ playInfo: [INFO] });
    const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    renderVideo();
    const video = await theVideo();
    fireEvent.playing(video);
    video.position = 75;
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/v1/pc/courseVideo/progress');
    expect(String(body)).toBe('playToken=tok-1&positionSeconds=75');
  });
});
