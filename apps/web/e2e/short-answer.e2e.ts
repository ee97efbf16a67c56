import { DatabaseSync } from 'node:sqlite';
import fs from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser.ts';
import { pngFile } from './support/pictures.ts';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Saves wait 1 s of quiet first: a poll gives them well over that. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const GRADER = { phone: '13800000009', password: 'shangan123' };
/** Set to a folder to keep screenshots of every screen at 1280 and 375 px. */
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? '';

async function mainCall<T>(path: string, body?: Record<string, string>): Promise<Envelope<T>> {
  const res = await fetch(`${inject('baseURL')}/api/v1${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    ...(body ? { body: new URLSearchParams(body) } : {}),
  });
  return (await res.json()) as Envelope<T>;
}

async function learningCall<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${inject('baseURL')}/gxw-web-student/${path}`, { headers: { token } });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

async function register(realname: string): Promise<{ token: string; id: number }> {
  const phone = `135${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-8)}`;
  const sms = await mainCall<{ code: string }>(`/pc/sms_send?phone=${phone}&type=register`);
  const login = await mainCall<{ token: string; user: { id: number } }>('/h5/lxuserRegister', {
    realname,
    phone,
    code: sms.data.code,
    email: '',
    password: 'secret123',
  });
  if (login.code !== 200) throw new Error(login.msg);
  const info = await fetch(`${inject('baseURL')}/api/v1/pc/getuserinfo`, {
    headers: { authorization: `Bearer ${login.data.token}` },
  });
  const user = (await info.json()) as Envelope<{ id: number }>;
  return { token: login.data.token, id: user.data.id };
}

/** The demo grader from the seed; a grader of our own when the seed has none. */
async function graderToken(): Promise<string> {
  const login = await mainCall<{ token: string }>('/pc/login', {
    type: '1',
    account: GRADER.phone,
    password: GRADER.password,
  });
  if (login.code === 200) return login.data.token;
  const grader = await register('批改老师');
  const db = new DatabaseSync(inject('databasePath'));
  db.prepare('INSERT INTO app_user_role (user_id, role) VALUES (?, ?)').run(grader.id, 'grader');
  db.close();
  return grader.token;
}

const answerPicture = (index: number) =>
  pngFile(`answer-${index}.png`, { shade: index * 25, width: 16, height: 16 });

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize(size);
}

describe('short answers (申论)', () => {
  const ui = useBrowser();
  let learner = { token: '', id: 0 };

  beforeAll(async () => {
    learner = await register('申论学员');
  });

  async function signIn(page: Page, token: string) {
    const url = inject('baseURL');
    await page.context().addCookies([
      { name: 'edu_token', value: token, url },
      { name: 'lx_token', value: token, url },
    ]);
  }

  const summary = (page: Page) => page.getByTestId('answer-summary');
  const status = (page: Page) => page.getByTestId('autosave-status');
  const pictures = (page: Page) => page.getByTestId('answer-picture');

  /** Waits until no save is on its way (the status line is not 保存中…). */
  async function settled(page: Page) {
    await poll(() => status(page).innerText()).not.toBe('保存中…');
  }

  it('writes, autosaves, reloads, cancels, adds pictures, submits; a grader grades it', async () => {
    const { page } = ui;
    await signIn(page, learner.token);

    // From the bank's 申论 tab to the first section with short answers.
    await page.goto('/questionBank/classSubjectLibrary');
    await page.getByRole('tab', { name: '申论' }).click();
    await page.getByRole('link', { name: '主观题作答' }).first().click();
    await page.waitForURL('**/questionBank/shortAnswer?catalogueId=*');
    await page.getByRole('navigation', { name: '题目列表' }).getByText('未作答').first().waitFor();
    await page.getByText(/建议作答字数：\d+字/).waitFor();
    const wordsNum = Number(
      /建议作答字数：(\d+)字/.exec(await page.getByText(/建议作答字数/).innerText())?.[1],
    );

    // The box is a summary until clicked; typing past wordsNum turns the counter red.
    await summary(page).getByText('点击此处开始作答').waitFor();
    await summary(page).click();
    const box = page.getByPlaceholder('请输入内容');
    const first = `一、选址不合理，就餐人数少。${'二、收支难平衡。'.repeat(Math.ceil(wordsNum / 8))}`;
    await box.fill(first);
    await page
      .getByRole('alert')
      .filter({ hasText: `您的字数已达到${wordsNum}字` })
      .waitFor();
    expect(await page.getByTestId('word-counter').getAttribute('data-over')).toBe('true');
    await poll(() => status(page).innerText()).toMatch(/^已自动保存 \d\d:\d\d:\d\d$/);
    await shoot(page, 'answer-editing');

    // Saved on the server: a reload finds the text.
    await page.reload();
    await summary(page).getByText('一、选址不合理，就餐人数少。').waitFor();

    // 取消 goes back to the last saved text: what 已自动保存 showed stays, later words go —
    // even when their autosave is already on its way (held here until 取消 is clicked).
    await summary(page).click();
    await box.fill(`${first}补充一句。`);
    await poll(() => status(page).innerText()).toMatch(/^已自动保存/);
    let cancelled!: () => void;
    const cancelClicked = new Promise<void>((resolve) => (cancelled = resolve));
    await page.route('**/shortAnswer/save', async (route) => {
      if (route.request().postData()?.includes('这段话不要了')) await cancelClicked;
      await route.continue();
    });
    await box.fill(`${first}补充一句。这段话不要了`);
    await page.getByRole('button', { name: '取消' }).click();
    cancelled();
    await summary(page).getByText('补充一句。').waitFor();
    expect(await summary(page).innerText()).not.toContain('这段话不要了');
    await settled(page);
    await page.unroute('**/shortAnswer/save');
    await page.reload();
    await summary(page).getByText('补充一句。').waitFor();
    expect(await summary(page).innerText()).not.toContain('这段话不要了');

    // Words typed just before leaving are sent as the page goes (keepalive), not lost.
    await summary(page).click();
    await box.fill(`${first}三、走前补充一句。`);
    await page.reload();
    await summary(page).getByText('三、走前补充一句。').waitFor();

    // Pictures: a renamed program is refused by its bytes; the rest wait for 上传.
    const input = page.locator('section[aria-label="上传答案"] input[type="file"]');
    await input.setInputFiles([
      answerPicture(1),
      answerPicture(2),
      {
        name: 'x.png',
        mimeType: 'image/png',
        buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00program'),
      },
      answerPicture(3),
      answerPicture(4),
    ]);
    await page.getByText('仅支持上传jpg、jpeg、png、gif格式的图片').first().waitFor();
    await poll(() => pictures(page).count()).toBe(4);
    // Not uploaded yet, and it says so where the 上传 button is.
    await page.getByTestId('unsent-pictures').getByText('还有4张图片未上传').waitFor();
    await shoot(page, 'answer-unsent-pictures');

    // Leaving asks first; staying keeps them.
    await page.getByRole('link', { name: '返回题库' }).click();
    const leave = page.getByRole('dialog').filter({ hasText: '还有4张图片未上传，离开后' });
    await leave.waitFor();
    await leave.getByRole('button', { name: '留下上传' }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(page.url()).toContain('/questionBank/shortAnswer?');

    // The split layout of the same question opens with them, still waiting for 上传.
    await page.getByRole('link', { name: '分栏作答' }).click();
    await page.waitForURL('**/questionBank/shortAnswer2?questionId=*');
    await poll(() =>
      page.locator('[data-testid="answer-picture"][data-uploaded="false"]').count(),
    ).toBe(4);
    await page.getByTestId('unsent-pictures').getByText('还有4张图片未上传').waitFor();
    await page.getByRole('button', { name: /上传$/ }).click();
    await page.getByText('已上传4张图片').waitFor();
    await poll(() =>
      page.locator('[data-testid="answer-picture"][data-uploaded="false"]').count(),
    ).toBe(0);

    // Five more: only four fit under 8, the fifth is refused with 图片超限.
    await input.setInputFiles([5, 6, 7, 8, 9].map(answerPicture));
    await page.getByText('图片超限，最多可上传8张图片').waitFor();
    await poll(() => pictures(page).count()).toBe(8);
    await page.getByRole('button', { name: /上传$/ }).click();
    await page.getByText('已上传4张图片').last().waitFor();
    await poll(() =>
      page.locator('[data-testid="answer-picture"][data-uploaded="true"]').count(),
    ).toBe(8);

    // At 8 the picker is gone; its place explains the limit.
    expect(await page.getByRole('button', { name: '选择图片' }).count()).toBe(0);
    await page.getByRole('button', { name: '已达上限' }).click();
    await page.getByRole('dialog').getByText('图片已达上限').waitFor();
    await page.getByRole('button', { name: '知道了' }).click();
    await shoot(page, 'answer-pictures');

    // The pictures are stored: after a reload they come back through signed addresses.
    await page.reload();
    await poll(() =>
      page.locator('[data-testid="answer-picture"][data-uploaded="true"]').count(),
    ).toBe(8);
    await poll(() =>
      page
        .locator('[data-testid="answer-picture"] img')
        .first()
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);

    // Hand in: the screen turns to review, waiting for a teacher.
    const questionId = Number(
      await page.locator('[data-question-id]').getAttribute('data-question-id'),
    );
    await page.getByRole('button', { name: '提交批改' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '提交批改' }).click();
    await page.getByText('已提交，等待老师批改').first().waitFor();
    await page.getByTestId('my-short-answer').getByText('一、选址不合理').waitFor();
    await page.getByText('参考答案', { exact: true }).waitFor();

    // A learner is no grader.
    await page.goto('/grading');
    await page.getByText('无批改权限').waitFor();

    // The grader finds the answer in the queue and grades it.
    const grader = await graderToken();
    const queue = await learningCall<{ list: Array<{ answerId: number; questionId: number }> }>(
      grader,
      `grading/queue?status=pending&questionId=${questionId}&pageSize=100`,
    );
    const answerId = Math.max(...queue.list.map((row) => row.answerId));
    const graderPage = await ui.page
      .context()
      .browser()!
      .newPage({
        baseURL: inject('baseURL'),
        viewport: { width: 1280, height: 800 },
        locale: 'zh-CN',
        serviceWorkers: 'block',
      });
    await signIn(graderPage, grader);
    // Graders find 批改中心 in their account menu.
    await graderPage.goto('/questionBank');
    await graderPage.getByRole('button', { name: /^账号菜单/ }).click();
    await graderPage.getByRole('link', { name: '批改中心' }).click();
    await graderPage.waitForURL('**/grading');
    await graderPage.getByRole('tab', { name: '待批改' }).waitFor();
    await graderPage.goto(`/grading?questionId=${questionId}`);
    await graderPage.getByRole('button', { name: `批改${answerId}` }).click();
    await graderPage.waitForURL(`**/grading/${answerId}`);
    await graderPage.getByTestId('learner-answer').getByText('一、选址不合理').waitFor();
    await poll(() => graderPage.locator('section[aria-label="学员作答"] img').count()).toBe(8);
    await shoot(graderPage, 'grading-detail');
    // A score over full marks is refused with the maximum named, never saved as the maximum.
    const full = Number(
      /满分(\d+(?:\.\d)?)分/.exec(await graderPage.getByText(/得分（满分/).innerText())?.[1],
    );
    await graderPage.getByLabel('得分').fill(String(full + 5));
    await graderPage.getByRole('button', { name: '提交批改' }).click();
    await graderPage.getByText(`得分不能超过本题满分${full}分`).waitFor();
    expect(Number(await graderPage.getByLabel('得分').inputValue())).toBe(full + 5);
    await graderPage.getByLabel('得分').fill('12.5');
    await graderPage.getByLabel('批改评语').fill('要点齐全，条理清楚。\n注意<字数>控制。');
    await graderPage.getByRole('button', { name: '提交批改' }).click();
    await graderPage.getByText('批改完成').waitFor();
    await graderPage.waitForURL(/\/grading(\?.*)?$/);
    await graderPage.getByRole('tab', { name: '已批改' }).click();
    await graderPage
      .getByText(/已批改 12\.5\/\d+分/)
      .first()
      .waitFor();
    await shoot(graderPage, 'grading-queue');

    // The learner sees the score and the note, exactly as typed.
    await page.goto(`/questionBank/shortAnswer?questionId=${questionId}`);
    const result = page.getByTestId('grading-result');
    await result.waitFor();
    expect(await result.getByTestId('user-score').innerText()).toBe('12.5');
    await result.getByText('注意<字数>控制。').waitFor();

    // Within the window the grader changes their mind; the learner sees the new grade.
    await graderPage.getByRole('button', { name: `修改批改${answerId}` }).click();
    await graderPage.waitForURL(`**/grading/${answerId}?revise=1`);
    await graderPage.getByText(/前修改得分和评语/).waitFor();
    expect(Number(await graderPage.getByLabel('得分').inputValue())).toBe(12.5);
    expect(await graderPage.getByLabel('批改评语').inputValue()).toBe(
      '要点齐全，条理清楚。\n注意<字数>控制。',
    );
    await graderPage.getByLabel('得分').fill(String(full + 1));
    await graderPage.getByRole('button', { name: '保存修改' }).click();
    await graderPage.getByText(`得分不能超过本题满分${full}分`).waitFor();
    await graderPage.getByLabel('得分').fill('13');
    await graderPage.getByLabel('批改评语').fill('复评：要点齐全，论证充分。');
    await shoot(graderPage, 'grading-revise');
    await graderPage.getByRole('button', { name: '保存修改' }).click();
    await graderPage.getByText('批改已修改，学员将看到新的得分和评语').waitFor();
    await graderPage.waitForURL('**/grading?status=graded');
    await graderPage
      .getByText(/已批改 13\/\d+分/)
      .first()
      .waitFor();
    await graderPage.close();

    await page.reload();
    await result.waitFor();
    expect(await result.getByTestId('user-score').innerText()).toBe('13');
    await result.getByText('复评：要点齐全，论证充分。').waitFor();
    await shoot(page, 'answer-graded');
  }, 240_000);
});
