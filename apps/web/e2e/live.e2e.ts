import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { grantCourse } from '../../server/test/learners.ts';
import { useBrowser } from './support/browser.ts';
import { openAs, registerLearner, serverCall } from './support/learners.ts';
import { withServerDatabase } from './support/server-database.ts';

/**
 * Live classes in the browser against the real server and its embedded media server: the demo
 * teacher goes live as OBS would (ffmpeg pushing a drawn test picture with a tone to the
 * class's RTMP address with the class's stream key); a learner of the course opens the room,
 * sees the picture play and chats; a visitor is asked to log in; a learner without the course
 * is offered it. Skipped where ffmpeg is missing, like the other video tests.
 */
const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';
const hasFfmpeg = spawnSync(FFMPEG, ['-version'], { stdio: 'ignore' }).status === 0;

const TEACHER = { phone: '13800000009', password: 'shangan123' };
/** The demo learner, who holds the demo 行测 course. */
const LEARNER = { phone: '13800000001', password: 'shangan123' };
const VIDEO = '[data-testid="live-video"]';
/** Bounds for what the media side does on a busy 2-core machine, not expectations. */
const GOING_LIVE = { timeout: 60_000 };
const PICTURE = { timeout: 90_000 };

interface TeachingItem {
  id: number;
  courseId: number;
  courseTitle: string;
  isPublicClass: boolean;
  state: string;
  publish: { streamKey: string };
}

/** Polls `read` until it answers true, within `timeout` ms. */
async function until(read: () => Promise<boolean>, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await read())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeout / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The video element's position, read in the page. */
function position(page: Page): Promise<number> {
  return page.evaluate(
    (selector) => document.querySelector<HTMLVideoElement>(selector)?.currentTime ?? 0,
    VIDEO,
  );
}

describe.skipIf(!hasFfmpeg)('live classes', () => {
  const ui = useBrowser();
  let session: TeachingItem;
  let teacherToken: string;
  let encoder: ChildProcess | undefined;

  beforeAll(async () => {
    const teacher = await serverCall<{ token: string }>('/api/v1/pc/login', {
      form: { type: '1', account: TEACHER.phone, password: TEACHER.password },
    });
    teacherToken = teacher.token;
    const { list } = await serverCall<{ list: TeachingItem[] }>('/api/v1/pc/live/teaching', {
      token: teacher.token,
    });
    // A class of the teacher's course that may still go live (the demo seeds one today).
    const open = list.filter((item) => item.state === 'scheduled' || item.state === 'live');
    session = open.find((item) => !item.isPublicClass) ?? open[0]!;
    expect(session).toBeTruthy();

    // What OBS does with 服务器 + 串流密钥: publish to {server}/{key}.
    encoder = spawn(
      FFMPEG,
      [
        ...['-hide_banner', '-loglevel', 'error', '-re'],
        ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440'],
        // A bound in case this process dies without stopping it.
        ...['-t', '600'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '30'],
        ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'flv'],
        `${inject('liveRtmpBase')}/${session.publish.streamKey}`,
      ],
      { stdio: 'ignore' },
    );
    await until(async () => {
      const room = await serverCall<{ state: string }>(`/api/v1/pc/live/sessions/${session.id}`, {
        token: teacher.token,
      });
      return room.state === 'live';
    }, GOING_LIVE.timeout);
  });

  afterAll(() => {
    encoder?.kill('SIGTERM');
  });

  it('a learner of the course watches the class live and chats in the room', async () => {
    const page = ui.page;
    const { token } = await registerLearner('直播学员');
    const me = await serverCall<{ id: number }>('/api/v1/pc/getuserinfo', { token });
    await withServerDatabase(({ db }) => grantCourse(db, me.id, session.courseTitle));

    await openAs(page, token, `/livePlayer?id=${session.id}`);
    await page.locator(VIDEO).waitFor();
    // The picture plays: its position moves on, and on again.
    await page.waitForFunction(
      (selector) => (document.querySelector<HTMLVideoElement>(selector)?.currentTime ?? 0) > 0,
      VIDEO,
      PICTURE,
    );
    const first = await position(page);
    await page.waitForFunction(
      ({ selector, after }) =>
        (document.querySelector<HTMLVideoElement>(selector)?.currentTime ?? 0) > after + 1,
      { selector: VIDEO, after: first },
      PICTURE,
    );
    await page.getByText('老师正在准备…').waitFor({ state: 'hidden' });

    // The teacher has the room open in another browser: the message reaches it as it is sent.
    const other = await page
      .context()
      .browser()!
      .newContext({ baseURL: inject('baseURL') });
    try {
      const teacherPage = await other.newPage();
      await openAs(teacherPage, teacherToken, `/livePlayer?id=${session.id}`);
      await teacherPage.getByRole('region', { name: '老师操作' }).waitFor();
      // Its event stream is open (what was said before is in the history it has read).
      await teacherPage.locator('[aria-label="聊天互动"][data-connection="open"]').waitFor();

      const words = `老师好，信号很清楚 ${Date.now() % 10_000}`;
      const input = page.getByRole('textbox', { name: '发言内容' });
      await input.fill(words);
      await input.press('Enter');
      await page.getByRole('log', { name: '聊天消息' }).getByText(words).waitFor();
      await expect.poll(() => input.inputValue()).toBe('');
      await teacherPage.getByRole('log', { name: '聊天消息' }).getByText(words).waitFor();
    } finally {
      await other.close();
    }
  });

  it('asks a visitor to log in to watch, and starts the room over once they have', async () => {
    const page = ui.page;
    await page.goto(`/livePlayer?id=${session.id}`);
    await page.getByText('登录后即可观看直播').waitFor();
    expect(await page.locator(VIDEO).count()).toBe(0);
    await page.getByRole('button', { name: '登录后观看' }).click();

    // The demo learner holds the course; the live-player page reloads after a login.
    const form = page.locator('#password-login');
    await form.getByLabel('账号', { exact: true }).fill(LEARNER.phone);
    await form.getByLabel('密码', { exact: true }).fill(LEARNER.password);
    await form.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    const reloaded = page.waitForEvent('load');
    await form.getByRole('button', { name: '登录', exact: true }).click();
    await reloaded;
    await page.locator(VIDEO).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      `/livePlayer?id=${session.id}`,
    );
  });

  it('offers the course to a learner who does not have it', async () => {
    const page = ui.page;
    const { token } = await registerLearner('未购学员');
    await openAs(page, token, `/livePlayer?id=${session.id}`);
    const offer = page.getByRole('link', { name: /购买课程|免费报名|开通VIP/ });
    await offer.waitFor();
    expect(await offer.getAttribute('href')).toBe(`/courseDetail?id=${session.courseId}`);
    expect(await page.locator(VIDEO).count()).toBe(0);
  });
});
