import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VipPackage, VipProductGroup } from '@shangan/shared/contracts/vip';
import { getLoginRedirect } from '../../../lib/session-storage';
import { demoUserInfo, stopStubs } from '../../../test/app-harness';
import { formFakeApi } from '../../../test/form-fake-api';
import { mobileWhere, renderMobile } from '../../../test/mobile-harness';
import MobileVipCenterPage from './vip-center-page';

afterEach(() => {
  cleanup();
  stopStubs();
  sessionStorage.clear();
});

const WAIT = { timeout: 20_000 };

function pkg(changes: Partial<VipPackage>): VipPackage {
  return {
    id: 1,
    name: '月卡',
    days: 30,
    price: '39.00',
    discountAmount: null,
    showOriginPrice: false,
    isActivity: false,
    intro: '',
    explain: '30天会员',
    level: 1,
    validUntil: '2026-12-28T15:59:59.000Z',
    isBuy: true,
    reason: null,
    daysRemaining: 0,
    priceDifference: '0.00',
    payAmount: '39.00',
    orderType: 1,
    isCurrent: false,
    ...changes,
  };
}

const GROUPS: VipProductGroup[] = [
  {
    id: 1,
    name: 'VIP会员',
    icon: '',
    weight: 10,
    isChange: true,
    isCurrent: false,
    benefit: [{ icon: '/api/v1/pc/vipIcons/tk.svg', name: '题库全部题目畅练' }],
    product: [
      pkg({}),
      pkg({
        id: 3,
        name: '年卡',
        days: 365,
        price: '299.00',
        discountAmount: '199.00',
        showOriginPrice: true,
        isActivity: true,
        intro: '限时特惠',
        explain: '365天会员',
        payAmount: '199.00',
        validUntil: '2027-11-28T15:59:59.000Z',
      }),
    ],
  },
];

const ORDER = {
  id: 42,
  orderNum: 'V20261128000042',
  payAmount: '199.00',
  deduction: '0.00',
  product: 'VIP会员-年卡',
  url: 'http://localhost/pay/local/V20261128000042?t=abc',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

function renderVip() {
  renderMobile({ '/vipCenter': <MobileVipCenterPage /> }, '/vipCenter');
}

describe('MVipCenter', () => {
  it('shows each package at the price the server computed, the list price struck through', async () => {
    formFakeApi({ 'GET /pc/getvipproduct': { data: GROUPS } });
    renderVip();
    const cards = await screen.findAllByRole('radio', {}, WAIT);
    const year = cards.find((card) => card.textContent?.includes('年卡'))!;
    expect(within(year).getByTestId('package-price').textContent).toBe('￥199.00');
    expect(year.querySelector('del')?.textContent).toBe('￥299.00');
    expect(within(year).getByText('限时特惠')).toBeTruthy();
    expect(screen.getByText('题库全部题目畅练')).toBeTruthy();
  });

  it('asks a visitor to log in first and brings them back', async () => {
    const api = formFakeApi({ 'GET /pc/getvipproduct': { data: GROUPS } });
    renderVip();
    fireEvent.click(await screen.findByRole('button', { name: '登录后开通' }, WAIT));
    expect(mobileWhere()).toBe('/login');
    expect(getLoginRedirect()).toBe('/m/vipCenter');
    expect(api.fieldsOf('POST /pc/vipOrders/create')).toEqual([]);
  });

  it('creates the order for the chosen package, then says 开通成功 with the new expiry', async () => {
    let paid = false;
    const api = formFakeApi(
      {
        'GET /pc/getvipproduct': { data: GROUPS },
        'GET /pc/courseAdvisers': { data: [{ id: 5, name: '王老师' }] },
        'GET /pc/courseAdvisers/current': { data: { id: null, name: null } },
        'POST /pc/vipOrders/create': { data: ORDER },
        'GET /pc/vipOrders/geState/42': () => ({ data: paid ? 1 : 0 }),
      },
      { signedIn: true },
    );
    renderVip();
    const cards = await screen.findAllByRole('radio', {}, WAIT);
    fireEvent.click(cards.find((card) => card.textContent?.includes('年卡'))!);
    expect(screen.getByTestId('pay-amount').textContent).toBe('￥199.00');
    fireEvent.click(screen.getByRole('button', { name: '立即开通' }));

    // The payment step: the amount and the way to the local pay page, back to this page.
    const pay = await screen.findByRole('link', { name: '去支付' }, WAIT);
    expect(api.fieldsOf('POST /pc/vipOrders/create')).toEqual([
      { type: '1', vipProductId: '3', dealCustomer: '' },
    ]);
    expect(screen.getByTestId('pay-amount').textContent).toBe('￥199.00');
    expect(pay.getAttribute('href')).toBe(
      `/pay/local/V20261128000042?t=abc&back=${encodeURIComponent('/vipCenter')}`,
    );

    // Paid elsewhere: the page learns it by polling, reloads the person and says so.
    api.replies['GET /pc/getuserinfo'] = {
      data: {
        ...demoUserInfo(),
        weight: 10,
        vip: 'VIP会员',
        expiration_time: '2027-11-28T15:59:59.000Z',
      },
    };
    paid = true;
    expect(await screen.findByText('开通成功', {}, WAIT)).toBeTruthy();
    await waitFor(
      () => expect(screen.getByTestId('new-expiry').textContent).toBe('VIP会员有效期至 2027-11-28'),
      WAIT,
    );
  });

  it('picks up an order it was waiting for when the person comes back from paying', async () => {
    formFakeApi(
      { 'GET /pc/getvipproduct': { data: GROUPS }, 'GET /pc/vipOrders/geState/42': { data: 0 } },
      { signedIn: true },
    );
    sessionStorage.setItem('pendingPayment:vip', JSON.stringify(ORDER));
    renderVip();
    expect(await screen.findByTestId('order-num', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('order-num').textContent).toBe('V20261128000042');
  });
});
