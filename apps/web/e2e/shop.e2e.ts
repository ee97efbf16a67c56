import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

/**
 * The shop end to end against the real server, its demo shop and the local demo gateway, as the
 * demo learner (13800000001), who is seeded with an address, coupons and a shipped order. An
 * unpaid order is cancelled first (its copy and coupon come back), then a book is bought with a
 * new address and the coupon again and paid on a second page (the "phone"), then the shipped
 * order shows its parcel; the pages are measured on a 390 px phone at the end.
 */

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

interface OrderShown {
  id: number;
  orderNum: string;
  state: string;
  discount: string;
  payAmount: string;
  coupon: { name: string } | null;
  address: { name: string; fullAddress: string } | null;
}

const BOOK = '行测高分题库';
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

/** /book → the book's detail dialog → 立即购买 → /confirmOrder; returns the goods id. */
async function startCheckout(page: Page): Promise<number> {
  await page
    .getByRole('link', { name: new RegExp(BOOK) })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: '立即购买' }).click();
  await page.waitForURL(/\/confirmOrder\?goodsId=\d+&quantity=1$/);
  return Number(new URL(page.url()).searchParams.get('goodsId'));
}

/** The server's best coupon is preselected and priced in, and 提交订单 can be pressed. */
async function couponApplied(page: Page): Promise<Locator> {
  await page
    .getByTestId('price-discount')
    .filter({ hasText: /^-￥\d+\.\d{2}$/ })
    .waitFor();
  const submit = page.getByRole('button', { name: '提交订单', disabled: false });
  await submit.waitFor();
  return submit;
}

/** 提交订单, then the payment dialog: its QR is the local gateway's page for this amount. */
async function submitOrder(page: Page, submit: Locator): Promise<{ url: string; amount: string }> {
  const payable = await page.getByTestId('price-payable').innerText();
  await submit.click();
  const qr = page.getByTestId('pay-qr');
  await qr.locator('canvas').waitFor();
  const url = await qr.getAttribute('data-url');
  expect(url).toMatch(/\/pay\/local\/S\d+\?t=/);
  const amount = await page.getByTestId('order-amount').innerText();
  expect(amount).toBe(payable);
  expect(await page.getByTestId('pay-countdown').innerText()).toMatch(/^\d{2}:\d{2}$/);
  return { url: url!, amount };
}

const orderIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get('id'));
const stockOf = async (token: string, goodsId: number) =>
  (await api<{ stock: number }>(token, `/pc/books/show?id=${goodsId}`)).stock;

describe('shop', () => {
  const ui = useBrowser();
  let token = '';

  beforeAll(async () => {
    token = await login();
  });

  it('cancels an unpaid order: the copy and the coupon come back', async () => {
    const { page } = ui;
    await openAs(page, token, '/book');
    const goodsId = await startCheckout(page);
    const stock = await stockOf(token, goodsId);
    // The seeded default address is preselected.
    await page.locator('.ant-radio-wrapper-checked', { hasText: '学院路30号' }).waitFor();
    const submit = await couponApplied(page);
    await submitOrder(page, submit);

    // Giving up the payment keeps the order, unpaid, on its own page.
    await page
      .locator('.ant-modal', { has: page.getByTestId('pay-qr') })
      .locator('.ant-modal-close')
      .click();
    await page.getByRole('button', { name: '暂不支付' }).click();
    await page.waitForURL(/\/orderDetail\?id=\d+$/);
    await page.getByTestId('order-state').filter({ hasText: '待支付' }).waitFor();
    const placed = await api<OrderShown>(token, `/pc/orders/show?id=${orderIdOf(page)}`);
    expect(placed.state).toBe('unpaid');
    const coupon = placed.coupon?.name;
    expect(coupon).toBeTruthy();
    expect(await stockOf(token, goodsId)).toBe(stock - 1);

    await page.getByRole('button', { name: '取消订单' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '取消订单' }).click();
    await page.getByTestId('order-state').filter({ hasText: '已关闭' }).waitFor();
    expect((await api<OrderShown>(token, `/pc/orders/show?id=${placed.id}`)).state).toBe('closed');
    expect(await stockOf(token, goodsId)).toBe(stock);

    await page.goto('/personalCenter/coupons');
    await page.getByRole('tab', { name: /可使用/, selected: true }).waitFor();
    await page.getByTestId('coupon').filter({ hasText: coupon! }).waitFor();
  });

  it('buys a book with a new address and a coupon, paid on the local pay page', async () => {
    const { page } = ui;
    await openAs(page, token, '/book');
    await startCheckout(page);

    await page.getByRole('button', { name: '新增收货地址' }).click();
    const form = page.locator('.ant-modal', { hasText: '新增收货地址' });
    await form.getByLabel('收货人').fill('上岸买家');
    await form.getByLabel('手机号码').fill('13912345678');
    await form.getByLabel('所在地区').click();
    for (const name of ['广东省', '广州市', '天河区']) {
      await page.locator(`.ant-cascader-menu-item[title="${name}"]`).click();
    }
    await form.getByLabel('详细地址').fill('天河路385号 1808室');
    await form.getByLabel('邮政编码').fill('510620');
    await form.getByRole('button', { name: '保存' }).click();
    // Saved, and chosen for this order.
    await page.locator('.ant-radio-wrapper-checked', { hasText: '上岸买家' }).waitFor();
    const submit = await couponApplied(page);
    const { url, amount } = await submitOrder(page, submit);

    const phone = await page.context().newPage();
    await phone.goto(url);
    expect(await phone.getByTestId('local-pay-amount').innerText()).toBe(amount);
    await phone.getByRole('button', { name: '确认支付' }).click();
    await phone.locator('.ant-result-title', { hasText: '支付成功' }).waitFor();
    await phone.close();

    // The waiting dialog learns of it by itself and leads to the order, now paid.
    await page.waitForURL(/\/orderDetail\?id=\d+$/);
    await page.getByTestId('order-state').filter({ hasText: '待发货' }).waitFor();
    const order = await api<OrderShown>(token, `/pc/orders/show?id=${orderIdOf(page)}`);
    expect(order).toMatchObject({ state: 'paid', address: { name: '上岸买家' } });
    expect(order.address?.fullAddress).toContain('广东省广州市天河区天河路385号');
    expect(order.coupon).not.toBeNull();
    expect(`￥${order.payAmount}`).toBe(amount);
    await page.getByText('广东省广州市天河区天河路385号', { exact: false }).waitFor();

    await page.goto('/personalCenter/order?tab=paid');
    await page.getByRole('article', { name: `订单 ${order.orderNum}` }).waitFor();
  });

  it('shows a shipped order with its parcel track, and offers 确认收货', async () => {
    const { page } = ui;
    const shipped = await api<{ list: Array<{ id: number }> }>(
      token,
      '/pc/orders/index?tab=shipped',
    );
    await openAs(page, token, `/orderDetail?id=${shipped.list[0]!.id}`);
    await page
      .getByTestId('tracking-number')
      .filter({ hasText: /^\w{6,}$/ })
      .waitFor();
    await page.getByTestId('track-state').waitFor();
    await page.getByRole('button', { name: '确认收货' }).waitFor();
  });
});

describe('shop pages on a 390 px phone', () => {
  const ui = useBrowser(PHONE);
  let token = '';
  let goodsId = 0;
  let orderId = 0;

  beforeAll(async () => {
    token = await login();
    const books = await api<{ list: Array<{ id: number; title: string }> }>(
      token,
      '/pc/books/index?pageSize=50',
    );
    goodsId = books.list.find((book) => book.title === BOOK)!.id;
    const orders = await api<{ list: Array<{ id: number; source: string }> }>(
      token,
      '/pc/orders/index',
    );
    orderId = orders.list.find((order) => order.source === 'shop')!.id;
  });

  /** Each page with what shows once its content (not just the header) has rendered. */
  const pages: Array<[name: string, path: () => string, ready: (page: Page) => Locator]> = [
    ['/book', () => '/book', (page) => page.getByRole('link', { name: new RegExp(BOOK) })],
    [
      '/confirmOrder',
      () => `/confirmOrder?goodsId=${goodsId}&quantity=1`,
      (page) => page.getByRole('button', { name: '提交订单', disabled: false }),
    ],
    ['/orderDetail', () => `/orderDetail?id=${orderId}`, (page) => page.getByTestId('order-num')],
    [
      '/personalCenter/order',
      () => '/personalCenter/order',
      (page) => page.getByRole('article').first(),
    ],
    [
      '/personalCenter/address',
      () => '/personalCenter/address',
      (page) => page.getByText('学院路30号').first(),
    ],
    [
      '/personalCenter/coupons',
      () => '/personalCenter/coupons',
      (page) => page.getByTestId('coupon').first(),
    ],
  ];

  it.each(pages)('%s does not scroll sideways', async (_name, path, ready) => {
    const { page } = ui;
    await openAs(page, token, path());
    await ready(page).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
  });
});
