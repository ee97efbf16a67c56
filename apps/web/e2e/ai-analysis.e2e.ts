import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

/**
 * AI analysis in the answer and analysis panel against the real server (the `local` AI
 * adapter, default quota of 3 a day): consent, the streamed text typed out, one rating that
 * stays locked, the used-up quota leading to /vipRights; a VIP member is never held back.
 */

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

const QUOTA_USED_UP = '您的免费AI解析次数已用尽，成为会员以无限次享受AI解析服务';

async function api<T>(
  path: string,
  { token, body, json }: { token?: string; body?: Record<string, string>; json?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) {
    headers.authorization = `Bearer ${token}`;
    headers.token = token;
  }
  if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${inject('baseURL')}${path}`, {
    method: body || json !== undefined ? 'POST' : 'GET',
    headers,
    ...(body ? { body: new URLSearchParams(body) } : {}),
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

/** A new learner, registered through the API (the accounts UI is not under test here). */
async function register(prefix: string): Promise<string> {
  const phone = `${prefix}${String(Date.now()).slice(-8)}`;
  const sms = await api<{ code: string }>(`/api/v1/pc/sms_send?phone=${phone}&type=register`);
  const login = await api<{ token: string }>('/api/v1/h5/lxuserRegister', {
    body: { realname: 'AI学员', phone, code: sms.code, email: '', password: 'secret123' },
  });
  return login.token;
}

/** Buys a monthly VIP through the local demo gateway, as the phone scanning the QR would. */
async function makeVip(token: string): Promise<void> {
  const groups = await api<Array<{ product: Array<{ id: number }> }>>(
    '/api/v1/pc/getvipproduct?type=1',
    { token },
  );
  const packageId = groups[0]!.product[0]!.id;
  const order = await api<{ url: string }>('/api/v1/pc/vipOrders/create', {
    token,
    body: { type: '1', vipProductId: String(packageId), dealCustomer: '' },
  });
  const { pathname, searchParams } = new URL(order.url);
  await api(`/api/v1/pay/local/${pathname.split('/').at(-1)}/confirm`, {
    json: { t: searchParams.get('t') },
  });
}

describe('AI analysis', () => {
  const ui = useBrowser();

  async function open(token: string, path: string): Promise<Page> {
    const { page } = ui;
    const url = inject('baseURL');
    await page.context().addCookies([
      { name: 'edu_token', value: token, url },
      { name: 'lx_token', value: token, url },
    ]);
    await page.goto(path);
    return page;
  }

  /** Five questions of 定义判断 handed in unanswered, then their 答案解析. */
  async function handInAndReview(page: Page): Promise<Locator> {
    await page.getByRole('tab', { name: '行测' }).click();
    await page.getByRole('button', { name: '选择定义判断的题量', exact: true }).click();
    await page.getByRole('menuitem', { name: '练习 5 题' }).click();
    await page.waitForURL('**/questionBank/specificTest?exerciseId=*');
    await page.locator('main article').first().waitFor();
    await page.getByRole('button', { name: '交卷' }).first().click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '交卷' }).click();
    await page.waitForURL('**/questionBank/exerciseReport?exerciseId=*');
    await page.getByRole('link', { name: '查看解析' }).click();
    await page.waitForURL('**/questionBank/analysis?exerciseId=*');
    const questions = page.locator('main[aria-label="解析区"] article[data-question-id]');
    await questions.first().getByTestId('ai-analysis').waitFor();
    return questions;
  }

  /** Waits out a dialog's zoom-in: a click during it can land beside a small checkbox. */
  const settled = (dialog: Locator) =>
    dialog.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );

  const modal = (page: Page, title: string) =>
    page.locator('.ant-modal-wrap').filter({
      has: page.locator('.ant-modal-title', { hasText: new RegExp(`^${title}$`) }),
    });

  it('consent, typed stream, one locked rating, then the quota prompt leads to /vipRights', async () => {
    const token = await register('158');
    const page = await open(token, '/questionBank/classSubjectLibrary');
    const questions = await handInAndReview(page);
    const first = questions.nth(0).getByTestId('ai-analysis');

    await first.getByRole('button', { name: /生成AI解析/ }).click();
    const notice = modal(page, '免责声明');
    await notice.waitFor();
    await settled(notice);
    expect((await notice.getByLabel('免责声明内容').innerText()).length).toBeGreaterThan(10);
    const confirm = notice.getByRole('button', { name: /确\s*定/ });
    expect(await confirm.isDisabled()).toBe(true);
    await notice.getByRole('checkbox', { name: '我已阅读并同意以上条款' }).check();
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await notice.waitFor({ state: 'hidden' });

    // Typed out as it streams: the text grows between two reads while the caret blinks.
    await first.getByText('当前解析由AI生成').waitFor();
    const text = first.getByTestId('ai-analysis-text');
    await expect.poll(async () => (await text.textContent())?.length ?? 0).toBeGreaterThan(0);
    const early = (await text.textContent())?.length ?? 0;
    await expect.poll(async () => (await text.textContent())?.length ?? 0).toBeGreaterThan(early);

    const rating = first.getByRole('group', { name: '评价AI解析' });
    await rating.waitFor({ timeout: 30_000 });
    expect((await text.textContent())?.length).toBeGreaterThan(early);
    await rating.getByRole('button', { name: /很满意/ }).click();
    await rating.getByText('感谢您的评价').waitFor();
    expect(await rating.getByRole('button', { name: /很满意/ }).isDisabled()).toBe(true);
    expect(await rating.getByRole('button', { name: /不太好/ }).isDisabled()).toBe(true);
    expect(await rating.getByRole('button', { name: /很满意/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // After a reload the server remembers the rating: locked as soon as it shows.
    await page.reload();
    const again = questions.nth(0).getByTestId('ai-analysis');
    await again.getByRole('button', { name: /生成AI解析/ }).click();
    const lockedRating = again.getByRole('group', { name: '评价AI解析' });
    await lockedRating.getByText('感谢您的评价').waitFor({ timeout: 30_000 });
    expect(await lockedRating.getByRole('button', { name: /不太好/ }).isDisabled()).toBe(true);
    expect(
      await lockedRating.getByRole('button', { name: /很满意/ }).getAttribute('aria-pressed'),
    ).toBe('true');

    // The next questions until the free quota (3 a day) is gone: then the 提示 dialog.
    const prompt = modal(page, '提示');
    let generated = 0;
    for (let i = 1; i < (await questions.count()); i++) {
      const box = questions.nth(i).getByTestId('ai-analysis');
      await box.getByRole('button', { name: /生成AI解析/ }).click();
      const tag = box.getByText('当前解析由AI生成');
      await tag.or(prompt.getByText(QUOTA_USED_UP)).first().waitFor();
      if (!(await tag.isVisible())) break;
      generated++;
    }
    expect(generated).toBeGreaterThanOrEqual(1);
    await prompt.getByText(QUOTA_USED_UP).waitFor();
    // A real link styled as a button (opens in a new tab on ctrl-click).
    await prompt.getByRole('link', { name: /购买VIP/ }).click();
    await page.waitForURL('**/vipRights');
  }, 120_000);

  it('a VIP member is never limited', async () => {
    const token = await register('159');
    await makeVip(token);
    await api('/gxw-web-student/aigc/readNotice?type=1', { token });
    const page = await open(token, '/questionBank/classSubjectLibrary');
    const questions = await handInAndReview(page);
    const count = await questions.count();
    expect(count).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < count; i++) {
      const box = questions.nth(i).getByTestId('ai-analysis');
      await box.getByRole('button', { name: /生成AI解析/ }).click();
      await box.getByText('当前解析由AI生成').waitFor();
      await expect
        .poll(async () => (await box.getByTestId('ai-analysis-text').textContent())?.length ?? 0)
        .toBeGreaterThan(0);
      expect(await modal(page, '提示').isVisible()).toBe(false);
    }
    // Free users are shown what is left; a member is not.
    await questions.nth(0).getByRole('group', { name: '评价AI解析' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText(/今日剩余免费次数/).count()).toBe(0);

    // The AiAnalysis route: one question with its AI analysis, or a pointer to where it lives.
    const id = await questions.nth(1).getAttribute('data-question-id');
    await page.goto(`/questionBank/AiAnalysis?questionId=${id}`);
    const single = page.locator(`article[data-question-id="${id}"]`).getByTestId('ai-analysis');
    await single.getByRole('button', { name: /生成AI解析/ }).click();
    await single.getByText('当前解析由AI生成').waitFor();
    await page.goto('/questionBank/AiAnalysis');
    await page.getByText(/AI解析在已作答题目的“答案解析”中提供/).waitFor();
    await page.getByRole('link', { name: '去题库练习' }).waitFor();
  }, 120_000);
});
