import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, renderAt, stopFakeServer, type FakeServer } from '../test-utils';
import type { OrderDetail } from '../types';
import OrderDetailPage from './order-detail-page';

/** A coaching balance order: one seat, a coupon and a deposit deducted, nothing posted. */
const ORDER: OrderDetail = {
  id: 77,
  source: 'shop',
  kind: 'coaching',
  orderNum: 'S20260603190000000077',
  title: '一对一面试辅导 · 6月3日 19:00 马骏',
  cover: '/api/v1/pc/images/8',
  lines: [
    {
      goodsId: 16,
      kind: 'coaching',
      title: '一对一面试辅导',
      cover: '/api/v1/pc/images/8',
      price: '5980.00',
      quantity: 1,
      amount: '5980.00',
    },
  ],
  goodsAmount: '5980.00',
  freight: '0.00',
  discount: '20.00',
  payAmount: '4960.00',
  state: 'received',
  stateText: '已完成',
  createdAt: '2026-06-01T02:00:00.000Z',
  paidAt: '2026-06-01T02:03:00.000Z',
  expiresAt: null,
  canPay: false,
  canCancel: false,
  canDelete: false,
  canConfirm: false,
  address: null,
  coupon: { id: 11, name: '全场满100减20', amount: '20.00' },
  remark: '',
  shipment: null,
  timeline: [
    { state: 'unpaid', text: '提交订单', at: '2026-06-01T02:00:00.000Z' },
    { state: 'paid', text: '支付成功', at: '2026-06-01T02:03:00.000Z' },
  ],
  closedReason: null,
  receivedAt: '2026-06-01T02:03:00.000Z',
  depositDeduction: '1000.00',
  booking: {
    type: 'ydyms',
    startsAt: '2026-06-03T11:00:00.000Z',
    endsAt: '2026-06-03T13:00:00.000Z',
    coachName: '马骏',
    name: '李上岸',
    phone: '13912345678',
    adviserName: '李强老师',
    released: false,
  },
};

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
  server.replies['GET /pc/orders/show'] = ORDER;
});
afterEach(() => {
  cleanup();
  stopFakeServer();
});

describe('OrderDetailPage of a coaching order', () => {
  it('shows the seat, who attends and 定金抵扣 in the figures, with no 运费 row', async () => {
    renderAt(<OrderDetailPage />, '/orderDetail?id=77');
    const booking = await screen.findByTestId('order-booking');
    expect(booking.textContent).toBe(
      '上课时间6月3日 周三 19:00–21:00授课老师马骏上课学员李上岸 13912345678课程顾问李强老师',
    );
    expect(screen.getByTestId('price-goods').textContent).toBe('￥5980.00');
    expect(screen.getByTestId('price-discount').textContent).toBe('-￥20.00');
    expect(screen.getByTestId('price-deposit').textContent).toBe('-￥1000.00');
    expect(screen.getByTestId('price-payable').textContent).toBe('￥4960.00');
    expect(screen.queryByTestId('price-shipping')).toBeNull();
    expect(server.calls('GET /pc/orders/show')).toEqual([{ id: '77' }]);
  });
});
