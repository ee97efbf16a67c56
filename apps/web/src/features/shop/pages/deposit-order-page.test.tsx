import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCourseDialog, resetCourseDialog } from '../course-dialog-store';
import { fakeServer, renderAt, stopFakeServer, type FakeServer } from '../test-utils';
import type { CoachingSlot, CreatedShopOrder, DepositOffer, MyDeposit } from '../types';
import DepositOrderPage from './deposit-order-page';

function offer(mine: MyDeposit | null): DepositOffer {
  return {
    goodsId: 21,
    title: '一对一面试辅导定金',
    subtitle: '定金500元，报名时抵1000元',
    intro: '先付定金锁定优惠。\n\n付完定金后选择时间支付尾款。',
    rules: ['每笔定金只能抵扣一次'],
    price: '500.00',
    deduct: '1000.00',
    target: {
      goodsId: 16,
      kind: 'coaching',
      title: '一对一面试辅导',
      cover: { url: '/api/v1/pc/images/8', width: 160, height: 120 },
      price: '5980.00',
      balance: '4980.00',
      coachingType: 'ydyms',
    },
    onSale: true,
    mine,
  };
}

const MINE: MyDeposit = {
  id: 5,
  state: 'paid',
  stateText: '待付尾款',
  orderId: 70,
  orderNum: 'S20260601100000000070',
  paidAt: '2026-06-01T02:00:00.000Z',
  expiresAt: null,
  balanceOrderId: null,
};

const ORDER: CreatedShopOrder = {
  id: 70,
  orderNum: 'S20260601100000000070',
  product: '一对一面试辅导定金',
  goodsAmount: '500.00',
  freight: '0.00',
  discount: '0.00',
  payAmount: '500.00',
  url: 'http://localhost/pay/local/S20260601100000000070?t=token',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

const SLOT: CoachingSlot = {
  id: 61,
  coachId: 4,
  coachName: '马骏',
  startsAt: '2099-06-04T02:00:00.000Z',
  endsAt: '2099-06-04T04:00:00.000Z',
  capacity: 1,
  seatsLeft: 1,
  bookable: true,
  reason: null,
};

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
  server.replies['GET /pc/coaching/slots'] = [SLOT];
});
afterEach(() => {
  act(() => resetCourseDialog());
  cleanup();
  stopFakeServer();
});

describe('DepositOrderPage', () => {
  it('says what the deposit is for and pays it through the QR step, amounts as the server sent them', async () => {
    server.replies['GET /pc/deposits/show'] = offer(null);
    server.replies['POST /pc/deposits/create'] = ORDER;
    renderAt(<DepositOrderPage />, '/depositOrder?id=21');
    expect(await screen.findByText('一对一面试辅导定金')).toBeTruthy();
    expect(screen.getByTestId('deposit-price').textContent).toBe('￥500.00');
    expect(screen.getByTestId('deposit-deduct').textContent).toBe('￥1000.00');
    expect(screen.getByText('原价 ￥5980.00，定金抵扣后尾款 ￥4980.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: '一对一面试辅导' }).getAttribute('href')).toBe(
      '/ydyms',
    );

    fireEvent.click(screen.getByRole('button', { name: '支付定金' }));
    await waitFor(() =>
      expect(server.calls('POST /pc/deposits/create')).toEqual([{ goodsId: '21' }]),
    );
    const qr = await screen.findByTestId('pay-qr');
    expect(qr.getAttribute('data-url')).toBe(ORDER.url);
    expect(screen.getByTestId('order-amount').textContent).toBe('￥500.00');
  });

  it('with the deposit paid, picks a time and opens the purchase dialog with the deposit to deduct', async () => {
    server.replies['GET /pc/deposits/show'] = offer(MINE);
    renderAt(<DepositOrderPage />, '/depositOrder?id=21');
    expect((await screen.findByTestId('deposit-state')).textContent).toBe(
      '定金已支付，选择首次上课时间后支付尾款',
    );
    expect(screen.getByTestId('price-deposit').textContent).toBe('-￥1000.00');
    expect(screen.getByTestId('price-payable').textContent).toBe('￥4980.00');
    const pay = screen.getByRole('button', { name: '请先选择时间' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);

    fireEvent.click(await screen.findByRole('radio', { name: /10:00–12:00/ }));
    fireEvent.click(screen.getByRole('button', { name: '支付尾款' }));
    await waitFor(() => expect(getCourseDialog().dialog).toBe('signUp'));
    expect(getCourseDialog()).toMatchObject({
      purchase: { goodsId: 16, slotId: 61, depositId: 5, title: '一对一面试辅导' },
      deposit: 5,
    });
  });

  it('points to the balance order once the deposit is deducted', async () => {
    server.replies['GET /pc/deposits/show'] = offer({
      ...MINE,
      state: 'used',
      stateText: '已抵扣',
      balanceOrderId: 77,
    });
    renderAt(<DepositOrderPage />, '/depositOrder?id=21');
    expect((await screen.findByTestId('deposit-state')).textContent).toBe('尾款已支付，定金已抵扣');
    expect(screen.getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe(
      '/orderDetail?id=77',
    );
  });

  it('lists every deposit without an id', async () => {
    server.replies['GET /pc/deposits/index'] = [offer(null)];
    renderAt(<DepositOrderPage />, '/depositOrder');
    const link = await screen.findByRole('link', { name: /一对一面试辅导定金/ });
    expect(link.getAttribute('href')).toBe('/depositOrder?id=21');
    expect(link.textContent).toContain('定金 ￥500.00，抵扣 ￥1000.00');
  });
});
