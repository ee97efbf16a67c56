import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

/**
 * Enlistment (报名) end to end against the real server and its demo position tables, as the
 * demo learner (13800000001): search the 2027 national exam's table for customs posts open to
 * a master's graduate, enlist for one with the form, pay the service fee on the local pay page
 * (a second page, the "phone") and see the enlistment paid, with its order in the shop. Then
 * both pages on a 390 px phone.
 */

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

interface EnlistmentShown {
  id: number;
  status: string;
  orderId: number | null;
  exam: { shortName: string };
  position: { code: string };
}

const PHONE = { width: 390, height: 844 };
/** GB 11643's own example number (its check character is X). */
const ID_CARD = '11010519491231002X';

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

/** Picks an option of the antd select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-item-option[title="${option}"]`).click();
}

describe('enlistment', () => {
  const ui = useBrowser();
  let token = '';

  beforeAll(async () => {
    token = await login();
  });

  it('searches the position table, enlists for a post and pays the fee on the local pay page', async () => {
    const { page } = ui;
    await openAs(page, token, '/baoming');
    await page.getByRole('radio', { name: /2027国考/, checked: true }).waitFor();
    await page.getByTestId('position-total').waitFor();

    const search = page.getByRole('searchbox', { name: '搜索职位' });
    await search.fill('海关');
    await search.press('Enter');
    await page.waitForURL(/[?&]q=/);
    // The rows of both filters, as the server answers them: the post to pick is the first.
    const filtered = page.waitForResponse(
      (res) =>
        res.url().includes('/api/v1/app/enlist/positions?') &&
        res.url().includes('keyword=') &&
        res.url().includes('education=master'),
    );
    await choose(page, '我的学历', '我是硕士研究生');
    const answer = (await (await filtered).json()) as Envelope<{
      list: Array<{ code: string; department: string; unit: string }>;
    }>;
    const first = answer.data.list[0]!;
    expect(`${first.department}${first.unit}`).toContain('海关');
    await page.getByRole('link', { name: `报名职位 ${first.code}` }).click();
    await page.waitForURL(/\/createBmOrder\?code=\d+$/);
    const code = first.code;
    expect(new URL(page.url()).searchParams.get('code')).toBe(code);
    await page.getByTestId('position-code').filter({ hasText: code }).waitFor();

    await page.getByLabel('姓名').fill('李上岸');
    await page.getByLabel('身份证号').fill(ID_CARD);
    await page.getByLabel('手机号码').fill('13800000001');
    await choose(page, '学历', '硕士研究生');
    await page.getByLabel('所学专业').fill('国际商务');
    await page.getByLabel('毕业院校').fill('南京大学');
    await choose(page, '政治面貌', '中共党员');
    await page.getByRole('button', { name: /提交并缴费/ }).click();

    const qr = page.getByTestId('pay-qr');
    await qr.locator('canvas').waitFor();
    const url = await qr.getAttribute('data-url');
    expect(url).toMatch(/\/pay\/local\/S\d+\?t=/);
    const amount = await page.getByTestId('order-amount').innerText();
    expect(amount).toBe('￥99.00');
    await page.waitForURL(/\/createBmOrder\?id=\d+$/);

    const phone = await page.context().newPage();
    await phone.goto(url!);
    expect(await phone.getByTestId('local-pay-amount').innerText()).toBe(amount);
    await phone.getByRole('button', { name: '确认支付' }).click();
    await phone.locator('.ant-result-title', { hasText: '支付成功' }).waitFor();
    await phone.close();

    // The waiting dialog hears of it by itself; the page shows the enlistment paid.
    await page.locator('.ant-result-title', { hasText: '报名成功，服务费已缴纳' }).waitFor();
    await page.getByTestId('enlist-status').filter({ hasText: '已缴费' }).waitFor();
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const mine = await api<EnlistmentShown[]>(token, '/app/enlist/index');
    const enlistment = mine.find((e) => e.id === id)!;
    expect(enlistment).toMatchObject({
      status: 'paid',
      exam: { shortName: '2027国考' },
      position: { code },
    });
    const order = await api<{ kind: string; state: string; payAmount: string }>(
      token,
      `/pc/orders/show?id=${enlistment.orderId}`,
    );
    expect(order).toMatchObject({ kind: 'enlist_service', state: 'received', payAmount: '99.00' });

    await page.getByRole('link', { name: '查看订单' }).click();
    await page.waitForURL(new RegExp(`/orderDetail\\?id=${enlistment.orderId}$`));
  });
});

describe('enlistment pages on a 390 px phone', () => {
  const ui = useBrowser(PHONE);
  let token = '';
  let code = '';

  beforeAll(async () => {
    token = await login();
    const exams = await api<Array<{ id: number }>>(token, '/app/enlist/exams');
    const positions = await api<{ list: Array<{ code: string }> }>(
      token,
      `/app/enlist/positions?examId=${exams[1]!.id}&pageSize=1`,
    );
    code = positions.list[0]!.code;
  });

  const pages: Array<[name: string, path: () => string, ready: (page: Page) => Promise<void>]> = [
    ['/baoming', () => '/baoming', (page) => page.getByRole('article').first().waitFor()],
    [
      '/createBmOrder',
      () => `/createBmOrder?code=${code}`,
      (page) => page.getByRole('button', { name: /提交并缴费/ }).waitFor(),
    ],
  ];

  it.each(pages)('%s does not scroll sideways', async (_name, path, ready) => {
    const { page } = ui;
    await openAs(page, token, path());
    await ready(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
  });
});
