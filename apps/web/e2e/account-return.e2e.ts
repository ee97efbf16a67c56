import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  closeHomeAdWhenShown,
  dialog,
  freshPhone,
  getCode,
  recordNotices,
  toast,
} from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';

/**
 * Where the login and register pages send a person afterwards: back to the page they came
 * from, also when they got there through an expired session on a question bank page.
 */

/** A new account made through the API, as the registration dialog would. */
async function registerByApi(page: Page, phone: string, password: string): Promise<void> {
  const sent = await api(page, `/pc/sms_send?phone=${phone}&type=register`);
  expect(sent.code).toBe(200);
  const registered = await api(page, '/h5/lxuserRegister', {
    realname: '周同学',
    phone,
    code: String(sent.data?.code),
    email: '',
    password,
  });
  expect(registered.code).toBe(200);
}

async function loginOnPage(page: Page, account: string, password: string): Promise<void> {
  const form = page.locator('#password-login');
  await form.getByLabel('账号', { exact: true }).fill(account);
  await form.getByLabel('密码', { exact: true }).fill(password);
  await form.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await form.getByRole('button', { name: '登录', exact: true }).click();
}

describe('returning after the account pages', () => {
  const ui = useBrowser();

  it('brings a new member back from /register to the page they came from', async () => {
    const { page } = ui;
    await closeHomeAdWhenShown(page);
    await page.goto('/questionBank');
    // The question bank's own button leads to /login without remembering the page.
    await page.getByRole('link', { name: '登录 / 注册' }).click();
    await page.waitForURL('**/login');
    await page.locator('#password-login').getByRole('button', { name: '立即注册' }).click();
    await page.waitForURL('**/register');

    const form = page.locator('#register');
    const phone = freshPhone(3);
    await form.getByLabel('姓名', { exact: true }).fill('周同学');
    await form.getByLabel('手机号', { exact: true }).fill(phone);
    await form.getByLabel('验证码', { exact: true }).fill(await getCode(page, form));
    await form.getByLabel('密码', { exact: true }).fill('zhou-pass1');
    await form.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await form.getByRole('button', { name: '注册', exact: true }).click();

    const poster = dialog(page, '注册成功');
    await poster.getByRole('button', { name: '开始学习' }).click();
    await page.waitForURL((url) => url.pathname === '/questionBank');
    await page.getByRole('navigation', { name: '会员导航' }).waitFor();
    // The bank shows the member's own figures, not what it showed the visitor.
    await page.getByText('累计做题').waitFor();
    expect(await page.getByRole('link', { name: '登录 / 注册' }).count()).toBe(0);
  });

  it('sends an expired session on a question bank page to /login and back again', async () => {
    const { page } = ui;
    await recordNotices(page);
    await page.goto('/aboutUs');
    const phone = freshPhone(4);
    await registerByApi(page, phone, 'qian-pass1');
    const login = await api(page, '/pc/login', {
      type: '1',
      account: phone,
      password: 'qian-pass1',
    });
    const token = String(login.data?.token);
    await page.context().addCookies(
      ['edu_token', 'lx_token'].map((name) => ({
        name,
        value: token,
        url: new URL(page.url()).origin,
      })),
    );
    // The session ends on the server (elsewhere, or by time) while the browser still holds it.
    await page.evaluate(async (bearer) => {
      await fetch('/api/v1/pc/logout', {
        method: 'POST',
        headers: { Authorization: `Bearer ${bearer}` },
      });
    }, token);

    await page.goto('/questionBank/record?kind=paper');
    await toast(page, '登录过期，请重新登录');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => sessionStorage.getItem('loginRedirect'))).toBe(
      '/questionBank/record?kind=paper',
    );

    await loginOnPage(page, phone, 'qian-pass1');
    await page.waitForURL(
      (url) => `${url.pathname}${url.search}` === '/questionBank/record?kind=paper',
    );
    await page.getByRole('navigation', { name: '会员导航' }).waitFor();
  });
});
