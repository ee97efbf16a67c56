import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

/**
 * Coaching end to end against the real server, its demo coaching products and the local demo
 * gateway, as the demo learner (13800000001): /ydybs, a slot picked by day, bought through the
 * course-purchase dialog over the page (报名信息, 课程顾问, 优惠券, the QR step), paid on a
 * second page (the "phone"), then the order is paid with its seat and the one-seat slot is
 * taken. The coaching and deposit pages and the dialog are measured on a 390 px phone.
 */

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

interface SlotShown {
  id: number;
  startsAt: string;
  seatsLeft: number;
  bookable: boolean;
  reason: string | null;
}

interface OrderShown {
  id: number;
  state: string;
  kind: string;
  payAmount: string;
  booking?: { startsAt: string; name: string; phone: string; released: boolean };
}

const PHONE = { width: 390, height: 844 };

async function login(): Promise<string> {
  const res = await fetch(`${inject('baseURL')}/api/v1/pc/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: '1', account: '13800000001', password: 'shangan123' }),
  });
  const envelope = (await res.json()) as Envelope<{ token: string }>;
  if (envelope.code !== 200) throw new Error(`login: ${envelope.msg}`);
  return envelope.data.token;
}

async function api<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${inject('baseURL')}/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

async function openAs(page: Page, token: string, path: string): Promise<void> {
  await page.context().addCookies([{ name: 'edu_token', value: token, url: inject('baseURL') }]);
  await page.goto(path);
}

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );

describe('coaching', () => {
  const ui = useBrowser();
  let token = '';

  beforeAll(async () => {
    token = await login();
  });

  it('buys a one-to-one slot through the dialog, pays on the local pay page, and the seat is taken', async () => {
    const { page } = ui;
    await openAs(page, token, '/ydybs');
    await page.getByRole('heading', { level: 1, name: '一对一笔试辅导' }).waitFor();
    await page.getByTestId('coach').first().waitFor();

    // The first day's first open slot.
    const slot = page.getByRole('radio', { disabled: false }).first();
    await slot.click();
    const slotId = Number(await slot.getAttribute('data-slot-id'));
    expect(slotId).toBeGreaterThan(0);
    await page.getByTestId('chosen-slot').first().waitFor();
    await page.getByRole('button', { name: '立即购买' }).first().click();

    // 报名信息: the account's name and phone are filled in.
    const dialog = page.locator('.ant-modal', { hasText: '报名信息' });
    await dialog.getByLabel('学员姓名').waitFor();
    expect(await dialog.getByLabel('手机号码').inputValue()).toBe('13800000001');
    await dialog.getByLabel('学员姓名').fill('上岸学员');
    await dialog.getByRole('button', { name: '下一步' }).click();

    // 课程顾问: one chosen (or another instead of the learner's own).
    await dialog.getByLabel('课程顾问').click();
    await page.locator('.ant-select-item-option').first().click();
    await dialog.getByRole('button', { name: '下一步' }).click();

    // 优惠券: the server's figures, the best coupon (if any) already priced in.
    const submit = dialog.getByRole('button', { name: '提交订单', disabled: false });
    await submit.waitFor();
    const payable = await dialog.getByTestId('price-payable').innerText();
    await submit.click();

    const qr = dialog.getByTestId('pay-qr');
    await qr.locator('canvas').waitFor();
    const url = await qr.getAttribute('data-url');
    expect(url).toMatch(/\/pay\/local\/S\d+\?t=/);
    expect(await dialog.getByTestId('order-amount').innerText()).toBe(payable);

    const phone = await page.context().newPage();
    await phone.goto(url!);
    expect(await phone.getByTestId('local-pay-amount').innerText()).toBe(payable);
    await phone.getByRole('button', { name: '确认支付' }).click();
    await phone.locator('.ant-result-title', { hasText: '支付成功' }).waitFor();
    await phone.close();

    // The dialog learns of the payment by itself and says so, over the same page.
    await dialog.locator('.ant-result-title', { hasText: '支付成功' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/ydybs');
    await dialog.getByRole('button', { name: '查看订单' }).click();
    await page.waitForURL(/\/orderDetail\?id=\d+$/);
    await page.getByTestId('order-state').filter({ hasText: '已完成' }).waitFor();
    await page.getByTestId('order-booking').filter({ hasText: '上岸学员' }).waitFor();

    const orderId = Number(new URL(page.url()).searchParams.get('id'));
    const order = await api<OrderShown>(token, `/pc/orders/show?id=${orderId}`);
    expect(order).toMatchObject({
      kind: 'coaching',
      state: 'received',
      booking: { name: '上岸学员', phone: '13800000001', released: false },
    });
    expect(`￥${order.payAmount}`).toBe(payable);

    // The one seat of the slot is taken: the server says so, and the page greys it.
    const slots = await api<SlotShown[]>(token, '/pc/coaching/slots?type=ydybs');
    expect(slots.find((s) => s.id === slotId)).toMatchObject({
      seatsLeft: 0,
      bookable: false,
      reason: '已约满',
    });
    expect(order.booking!.startsAt).toBe(slots.find((s) => s.id === slotId)!.startsAt);
    await page.goto('/ydybs');
    const taken = page.locator(`[data-slot-id="${slotId}"]`);
    // The slot's day is the first open one unless that day is now full: show it either way.
    await page.getByRole('tab').first().waitFor();
    for (const day of await page.getByRole('tab').all()) {
      if ((await taken.count()) > 0) break;
      await day.click();
    }
    expect(await taken.isDisabled()).toBe(true);
    expect(await taken.getByTestId('slot-seats').innerText()).toBe('已约满');
  });
});

describe('coaching pages on a 390 px phone', () => {
  const ui = useBrowser(PHONE);
  let token = '';
  let depositId = 0;

  beforeAll(async () => {
    token = await login();
    const deposits = await api<Array<{ goodsId: number }>>(token, '/pc/deposits/index');
    depositId = deposits[0]!.goodsId;
  });

  it.each(['/ydybs', '/ydyms', '/yddbs', '/yddms'])(
    '%s does not scroll sideways, nor does its purchase dialog',
    async (path) => {
      const { page } = ui;
      await openAs(page, token, path);
      await page.getByRole('radio', { disabled: false }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await fitsThePhone(page);
      await page.getByRole('radio', { disabled: false }).first().click();
      await page.getByRole('button', { name: '立即购买' }).first().click();
      await page.locator('.ant-modal').getByLabel('学员姓名').waitFor();
      await fitsThePhone(page);
    },
  );

  it('/depositOrder does not scroll sideways', async () => {
    const { page } = ui;
    await openAs(page, token, `/depositOrder?id=${depositId}`);
    await page.getByTestId('deposit-deduct').waitFor();
    await page.waitForLoadState('networkidle');
    await fitsThePhone(page);
  });
});
