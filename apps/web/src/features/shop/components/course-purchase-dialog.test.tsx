import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCourseDialog, openCourseDialog, resetCourseDialog } from '../course-dialog-store';
import { fakeServer, renderAt, stopFakeServer, where, type FakeServer } from '../test-utils';
import type { CoachingCheckout, CouponForCart, CreatedShopOrder } from '../types';
import { CoursePurchaseDialog } from './course-purchase-dialog';

const SLOT = {
  id: 41,
  coachId: 2,
  coachName: '马骏',
  startsAt: '2099-06-03T11:00:00.000Z',
  endsAt: '2099-06-03T13:00:00.000Z',
  capacity: 1,
  seatsLeft: 1,
  bookable: true,
  reason: null,
};

const COUPON: CouponForCart = {
  id: 11,
  name: '全场满100减20',
  amount: '20.00',
  minSpend: '100.00',
  ruleText: '满100减20',
  scope: 'all',
  scopeText: '全场通用',
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: '2099-01-01T00:00:00.000Z',
  status: 'available',
  statusText: '可使用',
  usedAt: null,
  orderNum: null,
  usable: true,
  discount: '20.00',
  reason: null,
};

/** The server's checkout for the choices asked (coupon and deposit by id). */
function checkout(fields: Record<string, string>): CoachingCheckout {
  const coupon = fields.couponId === '11';
  const deposit = fields.depositId === '5';
  const pay = 5980 - (coupon ? 20 : 0) - (deposit ? 1000 : 0);
  return {
    goodsId: 3,
    type: 'ydyms',
    title: '一对一面试辅导',
    slot: SLOT,
    lines: [],
    goodsAmount: '5980.00',
    discount: coupon ? '20.00' : '0.00',
    depositDeduction: deposit ? '1000.00' : '0.00',
    payAmount: `${pay}.00`,
    couponId: coupon ? 11 : null,
    bestCouponId: 11,
    coupons: [COUPON],
    depositId: deposit ? 5 : null,
    usableDeposit: { id: 5, paid: '500.00', deduct: '1000.00', orderNum: 'S2026060100000001' },
    problem: null,
  };
}

const ORDER: CreatedShopOrder = {
  id: 9,
  orderNum: 'S20260603190000123456',
  product: '一对一面试辅导 · 6月3日 19:00 马骏',
  goodsAmount: '5980.00',
  freight: '0.00',
  discount: '20.00',
  payAmount: '4960.00',
  url: 'http://localhost/pay/local/S20260603190000123456?t=token',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

let server: FakeServer;
let payState: 0 | 1;
beforeEach(() => {
  server = fakeServer();
  payState = 0;
  Object.assign(server.replies, {
    'GET /pc/courseAdvisers': [
      { id: 1, name: '王敏老师' },
      { id: 2, name: '李强老师' },
    ],
    'GET /pc/courseAdvisers/current': { id: 2, name: '李强老师' },
    'GET /pc/coaching/checkout': checkout,
    'POST /pc/coaching/orders/create': ORDER,
    'GET /pc/orders/query': () => ({
      id: 9,
      orderNum: ORDER.orderNum,
      payState,
      state: payState === 1 ? 'received' : 'unpaid',
      stateText: payState === 1 ? '已完成' : '待支付',
    }),
  });
});
afterEach(() => {
  act(() => resetCourseDialog());
  cleanup();
  stopFakeServer();
});

function open() {
  renderAt(<CoursePurchaseDialog userId={7} />, '/ydyms');
  act(() =>
    openCourseDialog(
      {
        goodsId: 3,
        slotId: 41,
        depositId: null,
        title: '一对一面试辅导',
        slotText: '6月3日 周三 19:00–21:00 · 马骏',
      },
      { name: '小岸', phone: '13800000001' },
      7,
    ),
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const next = () => fireEvent.click(screen.getByRole('button', { name: '下一步' }));
/** 提交订单 once the figures on screen are the server's answer to the choices made. */
async function submit() {
  const button = screen.getByRole('button', { name: '提交订单' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

describe('CoursePurchaseDialog', () => {
  it('takes 报名信息, keeps the adviser, prices coupon and deposit on the server, pays and says 支付成功', async () => {
    open();
    expect(screen.getByText('一对一面试辅导')).toBeTruthy();
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('1报名信息');
    expect(field('学员姓名').value).toBe('小岸');

    // 报名信息 is checked as the server checks it.
    fireEvent.change(field('手机号码'), { target: { value: '12345' } });
    next();
    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
    fireEvent.change(field('学员姓名'), { target: { value: '李' } });
    fireEvent.change(field('手机号码'), { target: { value: '13912345678' } });
    next();
    expect(await screen.findByText('学员姓名应为2-20个汉字或字母')).toBeTruthy();
    fireEvent.change(field('学员姓名'), { target: { value: '李上岸' } });
    next();

    // 课程顾问: the person's own adviser is kept.
    expect(await screen.findByText('您的课程顾问是李强老师，可保留或更换。')).toBeTruthy();
    next();

    // 优惠券: the best coupon and the paid deposit are applied, every figure the server's.
    await waitFor(() => expect(screen.getByTestId('price-payable').textContent).toBe('￥4960.00'));
    expect(screen.getByTestId('price-deposit').textContent).toBe('-￥1000.00');
    expect(screen.getByTestId('price-discount').textContent).toBe('-￥20.00');
    expect(screen.queryByTestId('price-shipping')).toBeNull();
    expect(
      (screen.getByRole('checkbox', { name: /使用已付定金/ }) as HTMLInputElement).checked,
    ).toBe(true);
    await submit();

    await waitFor(() => expect(server.calls('POST /pc/coaching/orders/create')).toHaveLength(1));
    // Ids only: the server prices the order.
    expect(server.calls('POST /pc/coaching/orders/create')[0]).toEqual({
      goodsId: '3',
      slotId: '41',
      name: '李上岸',
      phone: '13912345678',
      adviserId: '2',
      couponId: '11',
      depositId: '5',
    });

    // 支付: the shop's QR step; the poll hears the payment.
    const qr = await screen.findByTestId('pay-qr');
    expect(qr.getAttribute('data-url')).toBe(ORDER.url);
    expect(screen.getByTestId('order-amount').textContent).toBe('￥4960.00');
    payState = 1;
    expect(await screen.findByText('支付成功', undefined, { timeout: 5000 })).toBeTruthy();
    expect(server.notices).toContainEqual(['success', '支付成功']);
    fireEvent.click(screen.getByRole('button', { name: '查看订单' }));
    await waitFor(() => expect(where()).toBe('/orderDetail?id=9'));
  });

  it('orders without the deposit and the coupon when the buyer says so', async () => {
    open();
    next();
    await screen.findByText('您的课程顾问是李强老师，可保留或更换。');
    next();
    await waitFor(() => expect(screen.getByTestId('price-payable').textContent).toBe('￥4960.00'));
    fireEvent.click(screen.getByRole('checkbox', { name: /使用已付定金/ }));
    await waitFor(() => expect(screen.getByTestId('price-payable').textContent).toBe('￥5960.00'));
    fireEvent.click(screen.getByRole('radio', { name: '不使用优惠券' }));
    await waitFor(() => expect(screen.getByTestId('price-payable').textContent).toBe('￥5980.00'));
    expect(screen.queryByTestId('price-deposit')).toBeNull();
    await submit();
    await waitFor(() => expect(server.calls('POST /pc/coaching/orders/create')).toHaveLength(1));
    expect(server.calls('POST /pc/coaching/orders/create')[0]).toEqual({
      goodsId: '3',
      slotId: '41',
      name: '小岸',
      phone: '13800000001',
      adviserId: '2',
    });
  });

  it('asks before leaving the payment step, and keeps the order for later', async () => {
    open();
    next();
    await screen.findByText('您的课程顾问是李强老师，可保留或更换。');
    next();
    await waitFor(() => expect(screen.getByTestId('price-payable').textContent).toBe('￥4960.00'));
    await submit();
    await screen.findByTestId('pay-qr');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect((await screen.findAllByText('确定要放弃购买吗？')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('相遇不易，再考虑考虑吧~').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '继续购买' }));
    expect(getCourseDialog().dialog).toBe('coursePay');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    fireEvent.click((await screen.findAllByRole('button', { name: '狠心离开' })).at(-1)!);
    // The family closes (the order stays unpaid, payable from 我的订单).
    await waitFor(() => expect(getCourseDialog().dialog).toBeNull());
    expect(server.notices).toContainEqual(['info', '订单已为您保留，可在“我的订单”中继续支付']);
  });
});
