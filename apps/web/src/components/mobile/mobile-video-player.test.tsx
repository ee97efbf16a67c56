import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../lib/cookies';
import { resetBrowserState } from '../../test/browser-state';
import { renderMobile } from '../../test/mobile-harness';
import {
  fakeVideoServer,
  lessonVideo,
  playInfo,
  stubMediaPlayback,
} from '../../test/video-fixtures';
import { MobileOwnerVideo } from './mobile-video-player';

const INFO = playInfo();

const WAIT = { timeout: 20_000 };

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

beforeEach(() => {
  resetBrowserState();
  setCookie('edu_token', 'tok');
  stubMediaPlayback();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('MobileOwnerVideo (the shared playing core without antd)', () => {
  it('holds the 16:9 box while loading, then plays the signed playlist inline under the watermark', async () => {
    fakeVideoServer({ playInfo: [INFO] });
    renderVideo();
    expect(screen.getByText('视频加载中…')).toBeTruthy();
    const video = await lessonVideo();
    expect(video.getAttribute('src')).toBe(INFO.playlistUrl);
    // Inline on iPhones: Safari's own full-screen player would drop the watermark.
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('controlslist')).toContain('nodownload');
    expect(screen.getByTestId('video-watermark').textContent).toBe('138****0001');
  });

  it('stops a trial at its limit and offers the way on', async () => {
    fakeVideoServer({ playInfo: [{ ...INFO, access: 'trial', trialSeconds: 30 }] });
    renderVideo();
    const video = await lessonVideo();
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
    expect(await screen.findByText('购买课程后即可观看', {}, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('lesson-video')).toBeNull();
  });

  it('reports the position, and when another device takes over offers to continue here', async () => {
    const server = fakeVideoServer({
      playInfo: [INFO, { ...INFO, playToken: 'tok-2', resumeSeconds: 42 }],
      progress: [{ code: 200 }, { code: 4601, msg: '您的账号已在其他设备播放' }],
    });
    renderVideo();
    const video = await lessonVideo();
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
