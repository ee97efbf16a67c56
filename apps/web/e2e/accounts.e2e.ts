import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ageSmsCodes,
  api,
  closeHomeAdWhenShown,
  dialog,
  freshPhone,
  getCode,
  logOut,
  MINUTE,
  passSlider,
  recordNotices,
  toast,
} from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';

/**
 * Accounts in the browser against the real server (local SMS provider, so the dialogs show the
 * code as a demo notice): registration, both logins, logout, password change and reset, the
 * two-step phone change, plus the bad form inputs and the SMS rules
 * of docs/areas/accounts.md.
 */

/** The answer code of GET /pc/getuserinfo for this page's session, or for another token. */
async function userInfoCode(page: Page, token?: string): Promise<number> {
  return page.evaluate(async (other) => {
    const own = /(?:^|; )edu_token=([^;]*)/.exec(document.cookie)?.[1];
    const bearer = other ?? (own ? decodeURIComponent(own) : '');
    const res = await fetch('/api/v1/pc/getuserinfo', {
      headers: { Authorization: `Bearer ${bearer}` },
    });
    return ((await res.json()) as { code: number }).code;
  }, token);
}

describe('accounts', () => {
  const ui = useBrowser();

  it('registers, logs in both ways, changes the password and the phone, and resets the password', async () => {
    const { page } = ui;
    await closeHomeAdWhenShown(page);
    await recordNotices(page);
    const phone = freshPhone(0);
    const newPhone = freshPhone(1);

    // A member page opens the login dialog; from there to registration.
    await page.goto('/personalCenter/myCourse');
    await dialog(page, '账号登录').getByRole('button', { name: '立即注册' }).click();
    const register = dialog(page, '注册账号');
    await register.getByLabel('姓名', { exact: true }).fill('王上岸');
    await register.getByLabel('手机号', { exact: true }).fill(phone);
    const code = await getCode(page, register);
    await register.getByRole('button', { name: /\d+秒后重新获取/ }).waitFor();
    await register.getByLabel('验证码', { exact: true }).fill(code);
    await register.getByLabel('邮箱', { exact: true }).fill('wang@example.com');
    await register.getByLabel('密码', { exact: true }).fill('first-pass1');
    await register.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await register.getByRole('button', { name: '注册', exact: true }).click();

    const poster = dialog(page, '注册成功');
    const qr = poster.getByRole('img', { name: '专属邀请二维码' });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await poster.getByRole('button', { name: '开始学习' }).click();
    await page.getByRole('navigation', { name: '个人中心' }).waitFor();
    await page.getByRole('navigation', { name: '会员导航' }).waitFor();
    const cookies = await page.context().cookies();
    const token = cookies.find((cookie) => cookie.name === 'edu_token');
    expect(token?.expires).toBe(-1); // no 7天内免登录: ends with the browser
    expect(cookies.find((cookie) => cookie.name === 'lx_token')?.value).toBe(token?.value);

    await logOut(page, '王上岸');
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
      'edu_token',
    );

    // Password login on the /login page, 7 days, and back to where it was asked from (/).
    await page.locator('header').getByRole('link', { name: '登录', exact: true }).click();
    await page.waitForURL('**/login');
    const passwordForm = page.locator('#password-login');
    await passwordForm.getByLabel('账号', { exact: true }).fill(phone);
    await passwordForm.getByLabel('密码', { exact: true }).fill('first-pass1');
    await passwordForm.getByRole('checkbox', { name: '7天内免登录' }).check();
    await passwordForm.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await passwordForm.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: '会员导航' }).waitFor();
    const kept = (await page.context().cookies()).find((cookie) => cookie.name === 'edu_token');
    expect(kept?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 6.9 * 24 * 3600);
    await logOut(page, '王上岸');

    // SMS login (a minute later, as far as the server's resend rule is concerned).
    ageSmsCodes(phone, MINUTE + 1_000);
    await page.goto('/login');
    await page.getByRole('tab', { name: '验证码登录' }).click();
    const smsForm = page.locator('#sms-login');
    await smsForm.getByLabel('手机号', { exact: true }).fill(phone);
    await smsForm.getByLabel('验证码', { exact: true }).fill(await getCode(page, smsForm));
    await smsForm.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await smsForm.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: '会员导航' }).waitFor();

    // Change the password in 账号设置, proven by the old one: this session stays, others end.
    const elsewhere = await api(page, '/pc/login', {
      type: '1',
      account: phone,
      password: 'first-pass1',
    });
    await page
      .getByRole('navigation', { name: '会员导航' })
      .getByRole('link', { name: '会员中心' })
      .click();
    await page.getByRole('link', { name: '账号设置' }).first().click();
    await page.getByRole('button', { name: '修改密码' }).click();
    const changePassword = dialog(page, '修改密码');
    await changePassword.getByLabel('原密码', { exact: true }).fill('not-my-pass');
    await changePassword.getByLabel('新密码', { exact: true }).fill('second-pass2');
    await changePassword.getByLabel('确认密码', { exact: true }).fill('second-pass3');
    await changePassword.getByRole('button', { name: '确定' }).click();
    await changePassword.getByText('两次输入密码不一致!').waitFor();
    await changePassword.getByLabel('确认密码', { exact: true }).fill('second-pass2');
    await changePassword.getByRole('button', { name: '确定' }).click();
    await toast(page, '原密码错误');
    await changePassword.getByLabel('原密码', { exact: true }).fill('first-pass1');
    await changePassword.getByRole('button', { name: '确定' }).click();
    await toast(page, '密码修改成功');
    await changePassword.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/personalCenter/accountSettings');
    expect(await userInfoCode(page)).toBe(200);
    expect(await userInfoCode(page, String(elsewhere.data?.token))).toBe(401);

    // Change the phone: prove the old one, then the new one.
    await page.getByRole('button', { name: '修改手机号' }).click();
    const change = dialog(page, '修改手机号');
    expect(await change.getByLabel('原手机号', { exact: true }).inputValue()).toBe(phone);
    ageSmsCodes(phone, MINUTE + 1_000);
    await change.getByLabel('验证码', { exact: true }).fill(await getCode(page, change));
    await change.getByRole('button', { name: '下一步' }).click();
    await change.getByLabel('新手机号', { exact: true }).fill(newPhone);
    await change.getByLabel('验证码', { exact: true }).fill(await getCode(page, change));
    await change.getByRole('button', { name: '确定' }).click();
    await toast(page, '手机号修改成功');
    const masked = `${newPhone.slice(0, 3)}****${newPhone.slice(7)}`;
    await page.locator('.ant-descriptions').getByText(masked).waitFor();
    await logOut(page, '王上岸');

    // A forgotten password is reset from the login page with a code to the (new) phone.
    await page.locator('header').getByRole('link', { name: '登录', exact: true }).click();
    await page.waitForURL('**/login');
    await page.locator('#password-login').getByRole('button', { name: '忘记密码？' }).click();
    const reset = dialog(page, '找回密码');
    await reset.getByLabel('手机号', { exact: true }).fill(newPhone);
    ageSmsCodes(newPhone, MINUTE + 1_000);
    const resetCode = await getCode(page, reset);
    await reset.getByLabel('验证码', { exact: true }).fill(resetCode);
    await reset.getByLabel('新密码', { exact: true }).fill('third-pass3');
    await reset.getByLabel('确认密码', { exact: true }).fill('third-pass3');
    await reset.getByRole('button', { name: '确定' }).click();
    await toast(page, '密码设置成功');
    await reset.waitFor({ state: 'hidden' });
    const login = page.locator('#password-login');
    await login.getByLabel('账号', { exact: true }).fill(newPhone);
    await login.getByLabel('密码', { exact: true }).fill('second-pass2');
    await login.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await login.getByRole('button', { name: '登录', exact: true }).click();
    await toast(page, '账号或密码错误');
    await login.getByLabel('密码', { exact: true }).fill('third-pass3');
    await login.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: '会员导航' }).waitFor();

    // The reset code is used up: the same code cannot reset the password again.
    const reuse = await api(page, '/pc/forgetPassword', {
      phone: newPhone,
      phoneCode: resetCode,
      password: 'fourth-pass4',
      passwordSecond: 'fourth-pass4',
    });
    expect(reuse.msg).toBe('验证码无效，请重新获取');
    await logOut(page, '王上岸');
  }, 120_000);

  it('refuses bad input with the site’s messages and changes nothing', async () => {
    const { page } = ui;
    await recordNotices(page);
    const phone = freshPhone(2);
    let registrations = 0;
    page.on('request', (request) => {
      if (request.url().includes('/h5/lxuserRegister')) registrations += 1;
    });
    await page.goto('/register');
    const form = page.locator('#register');
    const submit = form.getByRole('button', { name: '注册', exact: true });

    // Bad phone, bad email and unticked terms never reach the server.
    await form.getByLabel('姓名', { exact: true }).fill('赵同学');
    await form.getByLabel('手机号', { exact: true }).fill('12345678901');
    await form.getByLabel('验证码', { exact: true }).fill('1234');
    await form.getByLabel('邮箱', { exact: true }).fill('zhao@example');
    await form.getByLabel('密码', { exact: true }).fill('zhao-pass1');
    await submit.click();
    await form.getByText('请输入正确的手机号码!').waitFor();
    await form.getByText('请输入正确的邮箱地址').waitFor();
    await form.getByText('请阅读并同意《用户服务协议》和《隐私政策》').waitFor();
    expect(registrations).toBe(0);

    // Sending needs the slider first and a valid phone.
    const getCodeButton = form.getByRole('button', { name: '获取验证码' });
    expect(await getCodeButton.isDisabled()).toBe(true);
    await form.getByLabel('手机号', { exact: true }).fill('');
    await passSlider(page, form);
    await getCodeButton.click();
    await form.getByText('请输入手机号', { exact: true }).waitFor();

    // A second send within 60 s: the button counts down and the server refuses too.
    await form.getByLabel('手机号', { exact: true }).fill(phone);
    await form.getByLabel('邮箱', { exact: true }).fill('zhao@example.com');
    await form.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    const code = await getCode(page, form);
    const countdown = form.getByRole('button', { name: /\d+秒后重新获取/ });
    expect(await countdown.isDisabled()).toBe(true);
    const again = await api(page, `/pc/sms_send?phone=${phone}&type=register`);
    expect(again.msg).toBe('验证码发送过于频繁，请60秒后再试');

    // A wrong code creates no account.
    const wrong = code === '0000' ? '1111' : '0000';
    await form.getByLabel('验证码', { exact: true }).fill(wrong);
    await submit.click();
    await toast(page, '请输入正确的验证码');
    expect(
      (await api(page, '/pc/login', { type: '1', account: phone, password: 'zhao-pass1' })).code,
    ).toBe(4005);

    // The right code after its 5 minutes is refused as expired.
    ageSmsCodes(phone, 5 * MINUTE + 1_000);
    await form.getByLabel('验证码', { exact: true }).fill(code);
    await submit.click();
    await toast(page, '验证码已过期，请重新获取');
    expect(new URL(page.url()).pathname).toBe('/register');
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
      'edu_token',
    );

    // An unknown account on the password login opens registration with the phone filled in.
    await page.goto('/login');
    const login = page.locator('#password-login');
    await login.getByLabel('账号', { exact: true }).fill(phone);
    await login.getByLabel('密码', { exact: true }).fill('zhao-pass1');
    await login.getByRole('button', { name: '登录', exact: true }).click();
    await login.getByText('请阅读并同意《用户服务协议》和《隐私政策》').waitFor();
    await login.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await login.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/register');
    expect(await page.locator('#register').getByLabel('手机号', { exact: true }).inputValue()).toBe(
      phone,
    );
  }, 60_000);
});
