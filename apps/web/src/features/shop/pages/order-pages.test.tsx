import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, renderAt, stopFakeServer, where, type FakeServer } from '../test-utils';
import type { OrderDetail, OrderListItem, ParcelTrack } from '../types';
import MyOrdersPage from './my-orders-page';
import OrderDetailPage from './order-detail-page';

const LINE = {
  goodsId: 5,
  kind: 'book' as const,
  title: '行测高分题库',
  cover: '/covers/5.svg',
  price: '68.00',
  quantity: 1,
  amount: '68.00',
};

const UNPAID: OrderDetail = {
  id: 42,
  source: 'shop',
  kind: 'book',
  orderNum: 'S20260101000042',
  title: '行测高分题库',
  cover: '/covers/5.svg',
  lines: [LINE],
  goodsAmount: '68.00',
  freight: '8.00',
  discount: '5.00',
  payAmount: '71.00',
  state: 'unpaid',
  stateText: '待支付',
  createdAt: '2026-01-01T02:00:00.000Z',
  paidAt: null,
  expiresAt: '2099-01-01T00:00:00.000Z',
  canPay: true,
  canCancel: true,
  canDelete: false,
  canConfirm: false,
  address: {
    name: '小岸',
    phone: '13800000001',
    fullAddress: '北京市海淀区学院路30号',
    postcode: '100083',
  },
  coupon: { id: 11, name: '图书无门槛券', amount: '5.00' },
  remark: '',
  shipment: null,
  timeline: [{ state: 'unpaid', text: '提交订单', at: '2026-01-01T02:00:00.000Z' }],
  closedReason: null,
  receivedAt: null,
};

const SHIPPED: OrderDetail = {
  ...UNPAID,
  id: 43,
  state: 'shipped',
  stateText: '待收货',
  paidAt: '2026-01-01T02:03:00.000Z',
  expiresAt: null,
  canPay: false,
  canCancel: false,
  canConfirm: true,
  shipment: {
    company: 'zhongtong',
    companyName: '中通快递',
    trackingNumber: '78310426551890',
    shippedAt: '2026-01-02T02:00:00.000Z',
  },
};

const TRACK: ParcelTrack = {
  orderId: 43,
  company: 'zhongtong',
  companyName: '中通快递',
  trackingNumber: '78310426551890',
  state: 0,
  stateText: '在途',
  signed: false,
  traces: [
    { time: '2026-01-03T01:00:00.000Z', context: '快件已到达北京转运中心', location: '北京' },
    { time: '2026-01-02T03:00:00.000Z', context: '快件已揽收', location: '廊坊' },
  ],
  queriedAt: '2026-01-03T02:00:00.000Z',
};

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
});
afterEach(() => {
  cleanup();
  stopFakeServer();
});

describe('OrderDetailPage', () => {
  it('shows an unpaid order with its time to pay, and cancels it after asking', async () => {
    let state = UNPAID;
    server.replies['GET /pc/orders/show'] = () => state;
    server.replies['DELETE /pc/orders/destroy'] = () => {
      state = {
        ...UNPAID,
        state: 'closed',
        stateText: '已关闭',
        canPay: false,
        canCancel: false,
        canDelete: true,
        closedReason: '已取消',
      };
      return { id: 42, action: 'cancelled' };
    };
    renderAt(<OrderDetailPage />, '/orderDetail?id=42');
    expect((await screen.findByTestId('order-state')).textContent).toBe('待支付');
    expect(screen.getByText(/^剩余支付时间 \d{2,}:\d{2}$/)).toBeTruthy();
    expect(screen.getByText('北京市海淀区学院路30号（邮编 100083）')).toBeTruthy();
    expect(screen.getByText('使用优惠券：图书无门槛券')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去支付' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('取消后商品库存和所用优惠券将退回')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '取消订单' }));
    await waitFor(() => expect(screen.getByTestId('order-state').textContent).toBe('已关闭'));
    expect(server.calls('DELETE /pc/orders/destroy')).toEqual([{ id: '42' }]);
    expect(server.notices).toContainEqual(['success', '订单已取消']);
    expect(screen.getByText('已取消')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '去支付' })).toBeNull();
  });

  it("shows a shipped order's parcel track from the learning API and offers 确认收货", async () => {
    server.replies['GET /pc/orders/show'] = SHIPPED;
    server.replies['GET /kuaidi100/queryTrack'] = TRACK;
    renderAt(<OrderDetailPage />, '/orderDetail?id=43');
    expect((await screen.findByTestId('track-state')).textContent).toBe('在途');
    expect(screen.getByTestId('tracking-number').textContent).toBe('78310426551890');
    expect(screen.getByText('快件已到达北京转运中心')).toBeTruthy();
    expect(server.calls('GET /kuaidi100/queryTrack')).toEqual([{ orderId: '43' }]);
    expect(screen.getByRole('button', { name: '确认收货' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '取消订单' })).toBeNull();
  });

  it('says 订单不存在 for an order that is not the person’s', async () => {
    renderAt(<OrderDetailPage />, '/orderDetail?id=999');
    expect(await screen.findByText('订单不存在')).toBeTruthy();
  });
});

describe('MyOrdersPage', () => {
  const vipRow: OrderListItem = {
    ...UNPAID,
    id: 42,
    source: 'vip',
    kind: 'vip',
    orderNum: 'V20260101000042',
    title: '月卡',
    lines: [],
    state: 'received',
    stateText: '已开通',
    canPay: false,
    canCancel: false,
  };
  const shopRow: OrderListItem = { ...UNPAID };

  it('lists shop and VIP orders; the shop actions only on shop orders', async () => {
    server.replies['GET /pc/orders/index'] = { list: [shopRow, vipRow], total: 2 };
    renderAt(<MyOrdersPage />, '/personalCenter/order');
    const shop = await screen.findByRole('article', { name: '订单 S20260101000042' });
    expect(within(shop).getByRole('button', { name: '去支付' })).toBeTruthy();
    expect(within(shop).getByRole('link', { name: '查看详情' }).getAttribute('href')).toBe(
      '/orderDetail?id=42',
    );
    const vip = screen.getByRole('article', { name: '订单 V20260101000042' });
    expect(within(vip).getByText('月卡')).toBeTruthy();
    expect(within(vip).queryByRole('button', { name: '去支付' })).toBeNull();
    expect(within(vip).getByRole('link', { name: '查看会员' }).getAttribute('href')).toBe(
      '/personalCenter/myVip',
    );
  });

  it('asks the server for the tab chosen and keeps it in the address', async () => {
    server.replies['GET /pc/orders/index'] = ({ tab }: Record<string, string>) =>
      tab === 'unpaid' ? { list: [shopRow], total: 1 } : { list: [], total: 0 };
    renderAt(<MyOrdersPage />, '/personalCenter/order');
    expect(await screen.findByText('暂无订单')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '待支付' }));
    await screen.findByRole('article', { name: '订单 S20260101000042' });
    expect(where()).toBe('/personalCenter/order?tab=unpaid');
    expect(server.calls('GET /pc/orders/index').map((fields) => fields.tab)).toEqual([
      'all',
      'unpaid',
    ]);
  });

  it('narrows the list to the enlistment and the course in the path', async () => {
    const ROUTE = '/personalCenter/order/:enlistId?/:courseId?';
    server.replies['GET /pc/orders/index'] = { list: [shopRow], total: 1 };
    renderAt(<MyOrdersPage />, '/personalCenter/order/17', ROUTE);
    await screen.findByRole('article', { name: '订单 S20260101000042' });
    expect(server.calls('GET /pc/orders/index')).toEqual([
      { tab: 'all', page: '1', pageSize: '10', enlistId: '17' },
    ]);
    fireEvent.click(screen.getByRole('tab', { name: '待发货' }));
    await waitFor(() => expect(where()).toBe('/personalCenter/order/17?tab=paid'));
    await waitFor(() =>
      expect(server.calls('GET /pc/orders/index').at(-1)).toMatchObject({
        tab: 'paid',
        enlistId: '17',
      }),
    );
    cleanup();

    renderAt(<MyOrdersPage />, '/personalCenter/order/0/5', ROUTE);
    await screen.findByRole('article', { name: '订单 S20260101000042' });
    expect(server.calls('GET /pc/orders/index').at(-1)).toEqual({
      tab: 'all',
      page: '1',
      pageSize: '10',
      courseId: '5',
    });
  });
});
