import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

/**
 * VIP membership end to end against the real server and its local demo gateway: a new member
 * buys with the QR code confirmed on a second page (the "phone"), then renews, changes package
 * and upgrades to diamond; a diamond member is told they are already at the top. One learner
 * goes through every step, so each test starts from the state the previous one left.
 */

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

const shanghaiDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const DAY = 86_400_000;

describe('VIP membership', () => {
  const ui = useBrowser();
  let token = '';

  async function api<T>(path: string, body?: Record<string, string>): Promise<T> {
    const res = await fetch(`${inject('baseURL')}/api/v1${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { body: new URLSearchParams(body) } : {}),
    });
    const envelope = (await res.json()) as Envelope<T>;
    if (envelope.code !== 200) throw new Error(`${path}: ${envelope.msg}`);
    return envelope.data;
  }
  const expiry = async () =>
    (await api<{ expiration_time: string | null }>('/pc/getuserinfo')).expiration_time ?? '';
  const dateOf = (iso: string) => shanghaiDate.format(new Date(iso));

  beforeAll(async () => {
    // Logged in through the API, as the accounts UI is not what is under test here.
    const phone = `187${String(Date.now()).slice(-8)}`;
    const sms = await api<{ code: string }>(`/pc/sms_send?phone=${phone}&type=register`);
    const login = await api<{ token: string }>('/h5/lxuserRegister', {
      realname: '上岸学员',
      phone,
      code: sms.code,
      email: '',
      password: 'secret123',
    });
    token = login.token;
  });

  async function open(path: string): Promise<Page> {
    const { page } = ui;
    await page.context().addCookies([{ name: 'edu_token', value: token, url: inject('baseURL') }]);
    await page.goto(path);
    return page;
  }

  /** The user popover's VIP box in the header. */
  async function vipBox(page: Page) {
    const box = page.getByTestId('user-vip-box');
    // After a payment on the MyVip page the page bounces through /refresh2 and reloads, which
    // drops a hover made meanwhile: settle first, and hover once more if the reload ate it.
    await page.waitForURL((url) => !url.pathname.startsWith('/refresh2'));
    await page.waitForLoadState('load');
    const trigger = page.getByRole('button', { name: /^账号菜单/ });
    for (let attempt = 0; ; attempt++) {
      await trigger.hover();
      try {
        await box.waitFor({ timeout: 5_000 });
        return box;
      } catch (error) {
        if (attempt >= 2) throw error;
        await page.mouse.move(0, 0);
      }
    }
  }

  /** 立即支付, then a second page (the phone) opens the QR's url and confirms. */
  async function payWithSecondPage(page: Page): Promise<void> {
    await page.getByRole('button', { name: '立即支付' }).click();
    const qr = page.getByTestId('pay-qr');
    await qr.locator('canvas').waitFor();
    // Layout size, not the box on screen, which the dialog's zoom-in animation scales.
    const size = await qr
      .locator('.ant-qrcode')
      .evaluate((el) => [(el as HTMLElement).offsetWidth, (el as HTMLElement).offsetHeight]);
    expect(size).toEqual([168, 168]);
    const url = await qr.getAttribute('data-url');
    expect(url).toMatch(/\/pay\/local\/V\d+\?t=/);
    const amount = await page.getByTestId('order-amount').innerText();

    const phone = await page.context().newPage();
    await phone.goto(url!);
    expect(await phone.getByTestId('local-pay-amount').innerText()).toBe(amount);
    await phone.getByRole('button', { name: '确认支付' }).click();
    await phone.getByText('会员权益已到账').waitFor();
    await page.bringToFront();
    // The dialog learns it within a second (pushed over server-sent events).
    await page.getByText('支付成功').waitFor({ timeout: 1_000 });
    await phone.close();
    await page.getByTestId('pay-qr').waitFor({ state: 'detached' });
  }

  it('sells a new membership: QR, confirmed on a second page, tier and expiry in the header', async () => {
    const page = await open('/vipRights');
    const before = await vipBox(page);
    await before.getByText('开通VIP会员').waitFor();
    await page.mouse.move(10, 500);

    await page.getByRole('button', { name: '立即开通' }).click();
    await page.getByText('您还不是VIP会员，开通即享全部会员权益').waitFor();
    for (const text of ['APP与网站通用', '选择套餐', '题库全部题目畅练']) {
      await page.getByRole('dialog').getByText(text).first().waitFor();
    }
    await page.getByRole('radio', { name: /月卡/ }).click();
    expect(await page.getByTestId('pay-amount').innerText()).toBe('￥39.00');
    await page.getByRole('combobox').click();
    await page.keyboard.type('王敏');
    await page.locator('.ant-select-item-option', { hasText: '王敏老师' }).click();
    await page.getByRole('dialog').getByTitle('王敏老师').waitFor();
    await payWithSecondPage(page);

    const expires = await expiry();
    expect(new Date(expires).getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    const box = await vipBox(page);
    await box.getByText('VIP会员').waitFor();
    expect(await box.innerText()).toContain(`${dateOf(expires)} 到期`);
    expect(await api('/pc/courseAdvisers/current')).toMatchObject({ name: '王敏老师' });
  });

  it('renews from the current expiry, after asking whether to give up', async () => {
    const before = await expiry();
    const page = await open('/vipRights');
    // The popover closes when the pointer leaves it on the way to its button (more likely on a
    // loaded machine): open it again and retry the click until the click lands.
    for (let attempt = 0; ; attempt++) {
      const box = await vipBox(page);
      try {
        await box.hover({ timeout: 5_000 });
        await box.getByRole('button', { name: '续费/升级' }).click({ timeout: 5_000 });
        break;
      } catch (error) {
        if (attempt >= 2) throw error;
        await page.mouse.move(0, 0);
      }
    }
    await page.getByText('套餐续费').waitFor();
    await page.getByRole('radio', { name: /月卡/ }).click();
    expect(await page.getByTestId('valid-until').innerText()).toBe(
      dateOf(new Date(new Date(before).getTime() + 30 * DAY).toISOString()),
    );

    await page.getByRole('button', { name: '立即支付' }).click();
    await page.getByTestId('pay-qr').waitFor();
    await page.getByRole('button', { name: '关闭' }).click();
    const confirm = page.getByRole('dialog', { name: '确定要放弃购买吗？' });
    await confirm.getByText('相遇不易，再考虑考虑吧~').waitFor();
    await confirm.getByRole('button', { name: '继续购买' }).click();
    await page.getByRole('button', { name: '返回' }).click();
    await payWithSecondPage(page);

    expect(new Date(await expiry()).getTime() - new Date(before).getTime()).toBe(30 * DAY);
  });

  it("changes package with the deduction the server computed, and won't go lower", async () => {
    const page = await open('/personalCenter/myVip');
    await page.getByRole('button', { name: '续费 / 升级' }).click();
    await page.getByText('套餐变更', { exact: true }).click();
    const month = page.getByRole('radio', { name: /月卡/ });
    await month.waitFor();
    expect(await month.getAttribute('aria-disabled')).toBe('true');
    const quarter = page.getByRole('radio', { name: /季卡/ });
    expect(await quarter.getAttribute('aria-checked')).toBe('true');

    const groups = await api<
      Array<{ product: Array<{ name: string; priceDifference: string; payAmount: string }> }>
    >('/pc/getvipproduct?type=3');
    const server = groups[0]!.product.find((p) => p.name === '季卡')!;
    expect(await page.getByTestId('deduction').innerText()).toBe(
      `当前会员已抵扣￥${server.priceDifference}`,
    );
    expect(await page.getByTestId('pay-amount').innerText()).toBe(`￥${server.payAmount}`);
    await payWithSecondPage(page);

    // From the MyVip page the dialog reloads it through /refresh2.
    await page.waitForURL('**/personalCenter/myVip');
    const history = await api<{ list: Array<{ typeText: string; deduction: string }> }>(
      '/pc/vipOrders/index',
    );
    expect(history.list[0]).toMatchObject({
      typeText: '套餐变更',
      deduction: server.priceDifference,
    });
    await page.getByRole('cell', { name: '套餐变更', exact: true }).waitFor();
  });

  it('upgrades to diamond for the difference', async () => {
    const page = await open('/personalCenter/myVip');
    await page.getByRole('button', { name: '续费 / 升级' }).click();
    await page.getByRole('tab', { name: '钻石会员' }).click();
    await page.getByText('升级购买').waitFor();
    await page.getByText(/剩余天数：当前会员还剩 \d+ 天/).waitFor();
    expect(await page.getByTestId('deduction').innerText()).toMatch(/^当前会员已抵扣￥\d+\.\d{2}$/);
    await payWithSecondPage(page);

    const box = await vipBox(page);
    await box.getByText('钻石会员').waitFor();
    expect(await box.innerText()).toContain(`${dateOf(await expiry())} 到期`);
  });

  it('tells a diamond member they are already at the top', async () => {
    const page = await open('/vipRights');
    await page.getByRole('button', { name: '续费会员' }).click();
    await page.getByText('您已经是钻石会员了').waitFor();
    await page.getByRole('tab', { name: '钻石会员' }).click();
    await page.getByText('套餐续费').waitFor();
    await page.getByText('套餐变更', { exact: true }).waitFor();
    await page.getByRole('button', { name: '关闭' }).click();
    await page.getByText('您已经是钻石会员了').waitFor({ state: 'detached' });
  });
});
