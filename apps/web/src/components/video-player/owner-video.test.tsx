import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../lib/cookies';
import { setNoticeSink } from '../../lib/notifier';
import { resetBrowserState } from '../../test/browser-state';
import {
  fakeVideoServer,
  lessonVideo,
  playInfo,
  stubMediaPlayback,
} from '../../test/video-fixtures';
import { LinkButton } from '../link-button/link-button';
import { OwnerVideo } from './owner-video';

const INFO = playInfo();

/** A budget for the first answers on a busy machine, not an expectation. */
const WAIT = { timeout: 5_000 };

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

beforeEach(() => {
  resetBrowserState();
  setCookie('edu_token', 'tok');
  setNoticeSink(() => undefined);
  stubMediaPlayback();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setNoticeSink(null);
});

describe('OwnerVideo', () => {
  it('plays the signed playlist with the watermark over it', async () => {
    fakeVideoServer({ playInfo: [INFO] });
    renderVideo();
    const video = await lessonVideo();
    expect(video.getAttribute('src')).toBe(INFO.playlistUrl);
    expect(screen.getByTestId('video-watermark').textContent).toBe('138****0001');
  });

  it('stops a trial at its limit and offers the purchase', async () => {
    fakeVideoServer({ playInfo: [{ ...INFO, access: 'trial', trialSeconds: 30 }] });
    renderVideo();
    const video = await lessonVideo();
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
    fakeVideoServer({
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
    const server = fakeVideoServer({
      playInfo: [INFO, { ...INFO, playToken: 'tok-2', resumeSeconds: 42 }],
      progress: [{ code: 200 }, { code: 4601, msg: '您的账号已在其他设备播放' }],
    });
    renderVideo();
    const video = await lessonVideo();
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
    fakeVideoServer({ playInfo: [INFO] });
    const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    renderVideo();
    const video = await lessonVideo();
    fireEvent.playing(video);
    video.position = 75;
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/v1/pc/courseVideo/progress');
    expect(String(body)).toBe('playToken=tok-1&positionSeconds=75');
  });
});
