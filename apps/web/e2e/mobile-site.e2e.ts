import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { appStarted, collectErrors } from './support/drawn-page.ts';
import { PHONE_DEVICE, useBrowser } from './support/browser.ts';
import { openAs, registerLearner, serverCall } from './support/learners.ts';

/**
 * The mobile site on a phone (390×844, touch, iPhone user agent), used as a learner uses it:
 * taps and typing only. Each test has a learner of its own, registered through the API, so the
 * file can run again against the same database.
 */

const shanghaiDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const DAY = 86_400_000;

let registered = 0;

/** A new learner with a password, for the login form (registerLearner keeps the phone to itself). */
async function registerWithPhone(realname: string): Promise<{ phone: string; password: string }> {
  registered += 1;
  const phone = `133${String(Date.now() * 10 + registered).slice(-8)}`;
  const password = 'secret123';
  const sms = await serverCall<{ code: string }>(
    `/api/v1/pc/sms_send?phone=${phone}&type=register`,
  );
  await serverCall('/api/v1/h5/lxuserRegister', {
    form: { realname, phone, code: sms.code, email: '', password },
  });
  return { phone, password };
}

/** Where the page is, relative to the site. */
function pathOf(page: Page): string {
  const { pathname, search } = new URL(page.url());
  return `${pathname}${search}`;
}

/** The page fits the phone: nothing scrolls sideways at 390 px. */
async function expectNoSideScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(clientWidth, what).toBe(PHONE_DEVICE.viewport.width);
  expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/** The bar at the top of a mobile page, with its title. */
function navTitle(page: Page, title: string): Locator {
  return page.locator('.adm-nav-bar-title', { hasText: title });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('the mobile site on a phone', () => {
  const ui = useBrowser(PHONE_DEVICE.viewport, PHONE_DEVICE.device);

  it('logs in with a password on /m/login and returns to the page the login guard sent it from', async () => {
    const { page } = ui;
    const learner = await registerWithPhone('掌上学员');

    // 账户设置 needs a login: the guard sends the visitor to the login page.
    await page.goto('/m/userInfo');
    await page.waitForURL((url) => url.pathname === '/m/login');
    await navTitle(page, '登录').waitFor();
    await expectNoSideScroll(page, '/m/login');

    await page.getByRole('tab', { name: '密码登录' }).waitFor();
    const account = page.getByRole('textbox', { name: '账号' });
    await account.tap();
    await account.pressSequentially(learner.phone);
    const password = page.getByRole('textbox', { name: '密码', exact: true });
    await password.tap();
    await password.pressSequentially(learner.password);
    // The terms box, by its tick (the words around it hold the documents' links).
    const terms = page.locator('.adm-form-item').filter({ hasText: '用户服务协议' }).first();
    await terms.locator('.adm-checkbox-icon').tap();
    await terms.locator('.adm-checkbox-checked').waitFor();
    await page.getByRole('button', { name: '登录', exact: true }).tap();

    await page.waitForURL((url) => url.pathname === '/m/userInfo');
    await navTitle(page, '账户设置').waitFor();
    await page
      .locator('.adm-list-item')
      .filter({ hasText: '姓名' })
      .getByText('掌上学员')
      .waitFor();
    await page.getByText(`${learner.phone.slice(0, 3)}****${learner.phone.slice(-4)}`).waitFor();
    await expectNoSideScroll(page, '/m/userInfo');
  });

  it('reads an article the server drew, and a tap on its share button starts the app and shares', async () => {
    const { page } = ui;
    const errors = collectErrors(page);
    const article = await serverCall<{ title: string; body: string }>('/api/v1/pc/articles/5');

    // Before any script: the server's HTML for the phone is the drawn page, text and all.
    const res = await fetch(`${inject('baseURL')}/m/article/5`, {
      headers: { 'user-agent': PHONE_DEVICE.device.userAgent },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root" data-server-rendered>');
    expect(html).toContain(`<h1>${escapeHtml(article.title)}</h1>`);
    expect(html).toContain('aria-label="上一篇和下一篇"');

    await page.goto('/m/article/5');
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    // A line of the body, as the reader sees it.
    const firstLine = article.body
      .replace(/<[^>]+>/g, '\n')
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.length >= 8 && !line.includes('&'));
    expect(firstLine, 'the article has text').toBeTruthy();
    await page
      .locator('article.ssr-article')
      .getByText(firstLine!, { exact: false })
      .first()
      .waitFor();
    await page.getByRole('navigation', { name: '上一篇和下一篇' }).waitFor();
    await page.waitForLoadState('load');
    expect(await appStarted(page), 'the app waits for the reader').toBe(false);
    await expectNoSideScroll(page, '/m/article/5');

    // The first tap wakes the app; the share it asked for happens once the app has started.
    await page.getByRole('button', { name: '分享' }).tap();
    await page.getByText(/链接已复制|请使用浏览器菜单/).waitFor();
    expect(await appStarted(page)).toBe(true);
    expect(errors, 'the page took over the drawn markup as it was').toEqual([]);
  });

  it('leaves a drawn article by its back arrow on the first tap', async () => {
    const { page } = ui;
    await page.goto('/m/article/5');
    await page.locator('#root[data-server-rendered] .adm-nav-bar-back').waitFor();
    expect(await appStarted(page)).toBe(false);
    // The arrow's handler sits below the element with the button role: the held tap is
    // played again where it landed.
    await page.locator('.adm-nav-bar-back').tap();
    await page.waitForURL((url) => url.pathname === '/m' || url.pathname === '/m/');
  });

  it('opens a drawn home whose news tabs and tab bar work from the first tap', async () => {
    const { page } = ui;
    const errors = collectErrors(page);
    await page.goto('/m/');
    await page
      .locator('#root[data-server-rendered]')
      .getByRole('heading', { name: '考试资讯' })
      .waitFor();
    await page.waitForLoadState('load');
    expect(await appStarted(page), 'the app waits for the reader').toBe(false);

    // A tap on a news tab is held while the app starts, then switches the list, and the page
    // stays where the reader had scrolled it.
    const tabs = page.getByRole('tablist', { name: '资讯栏目' });
    const second = tabs.getByRole('tab').nth(1);
    await page.evaluate(() => window.scrollTo(0, 300));
    await second.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled, 'the reader has scrolled').toBeGreaterThan(0);
    await second.tap();
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
    expect(await appStarted(page)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // The app took over the server's ids as they were: the list names the tab now chosen.
    const panel = page.getByRole('tabpanel');
    expect(await panel.getAttribute('aria-labelledby')).toBe(await second.getAttribute('id'));

    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '课程' })
      .tap();
    await page.waitForURL((url) => url.pathname === '/m/course');
    expect(errors, 'the page took over the drawn markup as it was').toEqual([]);
  });

  it('practises a catalogue section from the bank home, hands in, reads the report and an analysis', async () => {
    const { page } = ui;
    const { token } = await registerLearner('手机刷题学员');
    await openAs(page, token, '/m/questionBank');
    await navTitle(page, '题库').waitFor();

    // The first module of 行测 is open: tap one of its points and choose how many questions.
    const point = page.getByRole('button', { name: /^片段阅读，已做 0\// });
    await point.waitFor();
    await expectNoSideScroll(page, '/m/questionBank');
    await point.tap();
    await page.getByRole('option', { name: '练习 5 题' }).tap();
    await page.waitForURL((url) => url.pathname === '/m/questionBank/specificTest');
    expect(pathOf(page)).toMatch(/exerciseId=\d+/);

    const main = page.locator('main[aria-label="题目区"]');
    const progress = page.getByTestId('practice-progress');
    await progress.waitFor();
    const total = Number(/\/(\d+)/.exec(await progress.innerText())?.[1]);
    expect(total).toBe(5);
    await expectNoSideScroll(page, 'the practice screen');

    // Every question answered with taps, one screen after the other.
    for (let screen = 1; ; screen++) {
      await progress.getByText(new RegExp(`^${screen}(-\\d+)?$`)).waitFor();
      const questions = main.locator('article[data-question-id]');
      for (let i = 0; i < (await questions.count()); i++) await answerByTaps(questions.nth(i));
      const next = page.getByRole('button', { name: /下一题/ });
      if (!(await next.count())) break;
      await next.tap();
    }
    await page.getByRole('button', { name: `答题卡 ${total}/${total}` }).waitFor();
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('已保存');

    // The answer card: every number answered; hand in from it.
    await page.getByRole('button', { name: /^答题卡/ }).tap();
    const card = page.getByRole('navigation', { name: '答题卡' });
    await card.waitFor();
    const cells = card.getByRole('button', { name: /^第\d+题$/ });
    expect(await cells.count()).toBe(total);
    for (let i = 0; i < total; i++)
      expect(await cells.nth(i).getAttribute('data-state')).toBe('answered');
    await page.locator('.adm-popup-body').getByRole('button', { name: '交卷' }).tap();
    const confirm = page.locator('.adm-dialog').filter({ hasText: '确认交卷' });
    await confirm.getByRole('button', { name: '交卷' }).tap();

    // The report.
    await page.waitForURL((url) => url.pathname === '/m/questionBank/exerciseReport');
    await navTitle(page, '练习报告').waitFor();
    await page.getByTestId('report-rank').waitFor();
    expect(await page.getByTestId('report-rank').innerText()).toMatch(/排名第 \d+ \/ \d+/);
    const stats = await page.getByRole('region', { name: '成绩' }).innerText();
    const right = Number(/(\d+)题\s*答对/.exec(stats)?.[1]);
    const wrong = Number(/(\d+)题\s*答错/.exec(stats)?.[1]);
    expect(right + wrong).toBe(total);
    await page.getByText('知识点正确率').waitFor();
    await page.waitForLoadState('load');
    await expectNoSideScroll(page, 'the report');

    // The analysis of a question, opened from the report's answer card.
    await page.getByRole('region', { name: '答题卡' }).getByRole('button', { name: '第2题' }).tap();
    await page.waitForURL((url) => url.pathname === '/m/questionBank/analysis');
    expect(pathOf(page)).toMatch(/questionId=\d+/);
    await page.getByTestId('analysis-progress').getByText(`2/${total}`).waitFor();
    const reviewed = page.locator('main[aria-label="解析区"] article[data-question-id]').first();
    const panel = reviewed.getByRole('region', { name: '题目解析' });
    await panel.getByText('题目答案').waitFor();
    const key = (await panel.getByTestId('right-answer').innerText()).trim();
    const mine = (await panel.getByTestId('my-answer').innerText()).trim();
    expect(key).not.toBe('');
    expect(mine).not.toBe('未作答');
    if (/^[A-Z]+$/.test(key)) {
      // A choice: the verdict beside my answer is the server's comparison with the key.
      await panel.getByText(mine === key ? '回答正确' : '回答错误').waitFor();
    }
    await panel.getByRole('heading', { name: '题目解析' }).waitFor();
    // The analysis text itself: the panel holds more than its headings and answers.
    const analysisText = await panel.evaluate((section) => {
      const heading = Array.from(section.querySelectorAll('h3')).find(
        (h) => h.textContent === '题目解析',
      );
      let text = '';
      for (let node = heading?.nextElementSibling; node; node = node.nextElementSibling) {
        text += node.textContent ?? '';
      }
      return text.trim();
    });
    expect(analysisText.length).toBeGreaterThan(5);
    expect(analysisText).not.toContain('本题暂无解析');
    await expectNoSideScroll(page, 'the analysis');
    // A bound for a loaded machine, not an expectation: each step waits on the page's state.
  }, 120_000);

  it("draws a learner's past paper with its question, and the first tap answers it", async () => {
    const { page } = ui;
    const errors = collectErrors(page);
    const { token } = await registerLearner('手机读题学员');
    await openAs(page, token, '/m/questionBank/overYearTrueTopicDetailTest?paperId=1');
    const question = page
      .locator('#root[data-server-rendered] main[aria-label="题目区"] article[data-question-id]')
      .first();
    await question.waitFor();
    await page.waitForLoadState('load');
    expect(await appStarted(page), 'the question is read before the app starts').toBe(false);

    const option = question.getByRole('radio', { name: '选项B' });
    await option.tap();
    await expect.poll(() => option.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('已保存');
    await page.getByRole('button', { name: /下一题/ }).tap();
    await page.getByTestId('practice-progress').getByText(/^2$/).waitFor();
    expect(errors, 'the page took over the drawn markup as it was').toEqual([]);
  });

  it('buys VIP on /m/vipCenter, pays on the mobile local pay page, and 我的 shows it', async () => {
    const { page } = ui;
    const { token } = await registerLearner('手机会员学员');
    await openAs(page, token, '/m/vipCenter');
    await navTitle(page, 'VIP会员').waitFor();
    await page.getByText('题库畅练、AI解析无限次，APP与网站通用').waitFor();

    const month = page.getByRole('radio', { name: /月卡/ }).first();
    await month.waitFor();
    await expectNoSideScroll(page, '/m/vipCenter');
    await month.tap();
    await expect.poll(() => month.getAttribute('aria-checked')).toBe('true');
    const amount = await page.getByTestId('pay-amount').innerText();
    expect(amount).toMatch(/^￥\d+\.\d{2}$/);
    const validUntil = await page.getByTestId('valid-until').innerText();
    await page.getByRole('button', { name: '立即开通' }).tap();

    // The order, and the way to pay it: the mobile local pay page.
    const payment = page.getByRole('region', { name: '订单支付' });
    await payment.waitFor();
    expect(await payment.getByTestId('pay-amount').innerText()).toBe(amount);
    await payment.getByRole('link', { name: '去支付' }).tap();
    await page.waitForURL((url) => /^\/m\/pay\/local\/V\d+$/.test(url.pathname));
    expect(new URL(page.url()).searchParams.get('back')).toBe('/vipCenter');
    await page.getByTestId('local-pay-amount').waitFor();
    expect(await page.getByTestId('local-pay-amount').innerText()).toBe(amount);
    await expectNoSideScroll(page, 'the local pay page');
    await page.getByRole('button', { name: '确认支付' }).tap();
    await page.getByText('会员权益已到账').waitFor();
    await page.getByRole('button', { name: '返回' }).tap();

    // Back on the VIP centre, which was waiting for the order.
    await page.waitForURL((url) => url.pathname === '/m/vipCenter');
    await page.getByText('开通成功').waitFor();
    const user = await serverCall<{ expiration_time: string | null }>('/api/v1/pc/getuserinfo', {
      token,
    });
    const expires = user.expiration_time ?? '';
    expect(new Date(expires).getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    const expiry = shanghaiDate.format(new Date(expires));
    expect(expiry).toBe(validUntil);
    expect(await page.getByTestId('new-expiry').innerText()).toContain(`有效期至 ${expiry}`);
    await expectNoSideScroll(page, '开通成功');

    // 我的 shows the tier and its expiry.
    await page.getByRole('button', { name: '返回我的' }).tap();
    await page.waitForURL((url) => url.pathname === '/m/profile');
    const vipLink = page.getByRole('link', { name: new RegExp(`${expiry} 到期`) });
    await vipLink.waitFor();
    expect(await vipLink.innerText()).toMatch(/会员/);
    await page.getByText('手机会员学员').waitFor();
    await expectNoSideScroll(page, '/m/profile');
  }, 120_000);
});

/** Answers one question on the practice screen with taps (typing only where a blank asks for it). */
async function answerByTaps(question: Locator): Promise<void> {
  const radios = question.getByRole('radio', { name: /^选项[A-Z]$/ });
  const checkboxes = question.getByRole('checkbox', { name: /^选项[A-Z]$/ });
  const sentences = question.getByRole('button', { name: /^句子\d+$/ });
  const blanks = question.getByPlaceholder('请输入内容');
  if (await radios.count()) {
    await radios.first().tap();
    await expect.poll(() => radios.first().getAttribute('aria-checked')).toBe('true');
  } else if (await checkboxes.count()) {
    for (const i of [0, 1]) {
      await checkboxes.nth(i).tap();
      await expect.poll(() => checkboxes.nth(i).getAttribute('aria-checked')).toBe('true');
    }
  } else if (await sentences.count()) {
    for (let i = 0; i < (await sentences.count()); i++) {
      await sentences.nth(i).tap();
      await expect.poll(() => sentences.nth(i).getAttribute('aria-pressed')).toBe('true');
    }
  } else if (await blanks.count()) {
    for (let i = 0; i < (await blanks.count()); i++) {
      await blanks.nth(i).tap();
      await blanks.nth(i).pressSequentially('答案');
    }
  } else {
    throw new Error(`no way to answer question ${await question.getAttribute('data-question-id')}`);
  }
}
