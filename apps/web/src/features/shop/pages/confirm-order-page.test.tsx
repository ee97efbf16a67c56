import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, renderAt, stopFakeServer, where, type FakeServer } from '../test-utils';
import type { Address, Checkout, CouponForCart, CreatedShopOrder } from '../types';
import ConfirmOrderPage from './confirm-order-page';

const ADDRESS: Address = {
  id: 3,
  name: '小岸',
  phone: '13800000001',
  provinceCode: '11',
  provinceName: '北京市',
  cityCode: '1101',
  cityName: '市辖区',
  districtCode: '110108',
  districtName: '海淀区',
  detail: '学院路30号',
  postcode: '100083',
  isDefault: true,
  fullAddress: '北京市海淀区学院路30号',
};

const COUPON: CouponForCart = {
  id: 11,
  name: '图书无门槛券',
  amount: '5.00',
  minSpend: '0.00',
  ruleText: '无门槛减5',
  scope: 'kind',
  scopeText: '仅限图书',
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: '2026-02-01T00:00:00.000Z',
  status: 'available',
  statusText: '可使用',
  usedAt: null,
  orderNum: null,
  usable: true,
  discount: '5.00',
  reason: null,
};

/** What the server answers for the cart: with the coupon in use, or without any. */
function checkout(couponId: string | undefined): Checkout {
  const withCoupon = couponId === '11';
  return {
    lines: [
      {
        goodsId: 5,
        kind: 'book',
        title: '行测高分题库',
        cover: '/covers/5.svg',
        price: '68.00',
        quantity: 1,
        amount: '68.00',
      },
    ],
    goodsAmount: '68.00',
    freight: '8.00',
    discount: withCoupon ? '5.00' : '0.00',
    payAmount: withCoupon ? '71.00' : '76.00',
    needsAddress: true,
    address: ADDRESS,
    couponId: withCoupon ? 11 : null,
    bestCouponId: 11,
    coupons: [COUPON],
    problem: null,
    maxQuantity: 10,
    freightRule: '满99元包邮',
  };
}

const CREATED: CreatedShopOrder = {
  id: 42,
  orderNum: 'S20260101000042',
  product: '行测高分题库',
  goodsAmount: '68.00',
  freight: '8.00',
  discount: '5.00',
  payAmount: '71.00',
  url: 'http://localhost/pay/local/S20260101000042?t=abc',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  Object.assign(server.replies, {
    'GET /pc/address/index': [ADDRESS],
    'GET /pc/orders/checkout': (fields: Record<string, string>) => checkout(fields.couponId),
    'POST /pc/orders/create': CREATED,
    'GET /pc/orders/query': {
      id: 42,
      orderNum: CREATED.orderNum,
      payState: 0,
      state: 'unpaid',
      stateText: '待支付',
    },
  });
});
afterEach(() => {
  cleanup();
  stopFakeServer();
});

const renderPage = () => renderAt(<ConfirmOrderPage />, '/confirmOrder?goodsId=5&quantity=1');
const text = (id: string) => screen.getByTestId(id).textContent;

describe('ConfirmOrderPage', () => {
  it("prices the cart with the server's best coupon and the default address preselected", async () => {
    renderPage();
    await waitFor(() => expect(text('price-discount')).toBe('-￥5.00'));
    expect(text('price-goods')).toBe('￥68.00');
    expect(text('price-shipping')).toBe('￥8.00');
    expect(text('price-payable')).toBe('￥71.00');
    expect(screen.getByText('满99元包邮')).toBeTruthy();
    const checkouts = server.calls('GET /pc/orders/checkout');
    expect(checkouts.at(-1)).toMatchObject({ goodsId: '5', quantity: '1', couponId: '11' });
    // Read from antd's wrapper: under NODE_ENV=test antd names every radio group alike, so the
    // DOM's own `checked` of one group is cleared by a choice in the other.
    const address = await screen.findByRole('radio', { name: /北京市海淀区学院路30号/ });
    expect(address.closest('label')?.classList.contains('ant-radio-wrapper-checked')).toBe(true);
    // The most that may be ordered comes with the figures: no second request for the goods.
    expect(screen.getByRole('spinbutton', { name: '购买数量' }).getAttribute('aria-valuemax')).toBe(
      '10',
    );
    expect(server.calls('GET /pc/books/show')).toEqual([]);
  });

  it('places the order with what the server priced, never an amount, and shows the QR step', async () => {
    renderPage();
    await waitFor(() => expect(text('price-payable')).toBe('￥71.00'));
    const submit = screen.getByRole('button', { name: '提交订单' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(server.calls('POST /pc/orders/create')).toHaveLength(1));
    expect(server.calls('POST /pc/orders/create')[0]).toEqual({
      goodsId: '5',
      quantity: '1',
      addressId: '3',
      couponId: '11',
    });
    const qr = await screen.findByTestId('pay-qr');
    expect(qr.getAttribute('data-url')).toBe(CREATED.url);
    expect(text('order-amount')).toBe('￥71.00');
    expect(text('pay-countdown')).toMatch(/^\d{2,}:\d{2}$/);
  });

  it('turns off the coupon on 不使用优惠券 and shows the full price the server gives', async () => {
    renderPage();
    await waitFor(() => expect(text('price-discount')).toBe('-￥5.00'));
    fireEvent.click(screen.getByRole('radio', { name: '不使用优惠券' }));
    await waitFor(() => expect(text('price-payable')).toBe('￥76.00'));
    expect(text('price-discount')).toBe('￥0.00');
    expect(where()).toBe('/confirmOrder?goodsId=5&quantity=1');
  });
});
