import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { openAs, serverCall } from './support/learners.ts';

/**
 * A course built in the console end to end: the demo teacher creates a free course, a chapter
 * and a video lesson, uploads a video file, and watches it go through 转码中 to 已就绪; the
 * demo administrator finds the finished work under 后台任务.
 */
const TEACHER = { phone: '13800000009', password: 'shangan123' };
const ADMIN = { phone: '13800000007', password: 'shangan123' };

const login = (account: { phone: string; password: string }) =>
  serverCall<{ token: string }>('/api/v1/pc/login', {
    form: { type: '1', account: account.phone, password: account.password },
  });

describe('courses in the console', () => {
  const ui = useBrowser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-e2e-course-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates a course and a lesson, uploads its video and sees it ready', async () => {
    const page = ui.page;
    const clip = path.join(dir, '第一课.mp4');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
      ...['-i', 'testsrc=size=320x240:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...['-t', '3', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', clip],
    ]);
    const title = `资料分析速算课${Date.now() % 100_000}`;

    const teacher = await login(TEACHER);
    await openAs(page, teacher.token, '/admin');
    await page.getByRole('menuitem', { name: '课程管理' }).click();
    await page.getByRole('button', { name: /新建课程/ }).click();
    await page.getByLabel('课程标题').fill(title);
    await page.getByLabel('售价（元）').fill('0');
    await page.getByRole('button', { name: /创建课程/ }).click();

    await page
      .getByRole('button', { name: /新建章节/ })
      .first()
      .click();
    const chapterDialog = page.getByRole('dialog').filter({ hasText: '新建章节' });
    await chapterDialog.getByLabel('章节标题').fill('第一章 增长率');
    await chapterDialog.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('第一章 增长率').first().waitFor();

    await page.getByRole('button', { name: /添加视频课时/ }).click();
    const lessonDialog = page.getByRole('dialog').filter({ hasText: '添加视频课时' });
    await lessonDialog.getByLabel('课时标题').fill('第一课');
    await lessonDialog.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('未上传').waitFor();

    const chooser = page.waitForEvent('filechooser');
    await page.getByLabel('上传视频：第一课').click();
    await (await chooser).setFiles(clip);
    await page.getByText('已就绪').waitFor({ timeout: 90_000 });

    const admin = await login(ADMIN);
    await openAs(page, admin.token, '/admin');
    await page.getByRole('menuitem', { name: '后台任务' }).click();
    const row = page.getByRole('row').filter({ hasText: '第一课' }).first();
    await row.getByText('已完成').waitFor();
  });
});
