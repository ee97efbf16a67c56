import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderListItem } from '@shangan/shared/contracts/commerce/orders';
import type { LocalPayOrder } from '@shangan/shared/contracts/vip';
import { stopStubs } from '../../../test/app-harness';
import { formFakeApi } from '../../../test/form-fake-api';
import { mobileWhere, renderMobile } from '../../../test/mobile-harness';
import MobileOrderListPage from './order-list-page';
import MobilePayLocalPage from './pay-local-page';

afterEach(() => {
  cleanup();
  stopStubs();
});

const WAIT = { timeout: 20_000 };

const UNPAID: LocalPayOrder = {
  source: 'shop',
  orderNum: 'S20261128000042',
  product: '行测高分题库',
  payAmount: '76.00',
  state: 0,
  stateText: '待支付',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

function order(changes: Partial<OrderListItem>): OrderListItem {
  return {
    id: 42,
    source: 'shop',
    kind: 'book',
    orderNum: 'S20261128000042',
    title: '行测高分题库',
    cover: '',
    lines: [
      {
        goodsId: 1,
        kind: 'book',
        title: '行测高分题库',
        cover: '',
        price: '68.00',
        quantity: 1,
        amount: '68.00',
      },
    ],
    goodsAmount: '68.00',
    freight: '8.00',
    discount: '0.00',
    payAmount: '76.00',
    state: 'unpaid',
    stateText: '待支付',
    createdAt: '2026-11-28T02:00:00.000Z',
    paidAt: null,
    expiresAt: '2099-01-01T00:00:00.000Z',
    canPay: true,
    canCancel: true,
    canDelete: false,
    canConfirm: false,
    ...changes,
  };
}

describe('MPayLocal', () => {
  it('confirms the demo payment, says what it brings, and returns to the waiting page', async () => {
    const path = `/pay/local/${UNPAID.orderNum}`;
    const api = formFakeApi({
      [`GET ${path}`]: { data: UNPAID },
      [`POST ${path}/confirm`]: { data: { ...UNPAID, state: 1, stateText: '已支付' } },
    });
    renderMobile(
      { '/pay/local/:orderNum': <MobilePayLocalPage /> },
      `${path}?t=abc&back=${encodeURIComponent('/order/42')}`,
    );
    expect((await screen.findByTestId('local-pay-amount', {}, WAIT)).textContent).toBe('￥76.00');
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    expect(await screen.findByText('支付成功', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('订单已支付，可在「我的订单」中查看')).toBeTruthy();
    expect(api.fieldsOf(`POST ${path}/confirm`)).toEqual([{ t: 'abc' }]);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(mobileWhere()).toBe('/order/42');
  });

  it('says the link is incomplete without its token', async () => {
    formFakeApi({});
    renderMobile({ '/pay/local/:orderNum': <MobilePayLocalPage /> }, '/pay/local/S1');
    expect(await screen.findByText('支付链接不完整', {}, WAIT)).toBeTruthy();
  });
});

describe('MOrder', () => {
  it('lists the orders of a tab in yuan and cancels an unpaid one after asking', async () => {
    let cancelled = false;
    const api = formFakeApi(
      {
        'GET /pc/orders/index': () => ({
          data: cancelled
            ? { list: [], total: 0 }
            : {
                list: [
                  order({}),
                  order({
                    id: 9,
                    source: 'vip',
                    kind: 'vip',
                    orderNum: 'V20261128000009',
                    title: 'VIP会员-月卡',
                    lines: [],
                    state: 'received',
                    stateText: '已开通',
                    canPay: false,
                    canCancel: false,
                  }),
                ],
                total: 2,
              },
        }),
        'DELETE /pc/orders/destroy': () => {
          cancelled = true;
          return { data: { action: 'cancelled' } };
        },
      },
      { signedIn: true },
    );
    renderMobile({ '/order': <MobileOrderListPage /> }, '/order?tab=unpaid');
    const card = await screen.findByRole('article', { name: '订单 S20261128000042' }, WAIT);
    expect(within(card).getByText('￥76.00')).toBeTruthy();
    expect(within(card).getByTestId('order-state').textContent).toBe('待支付');
    const vip = screen.getByRole('article', { name: '订单 V20261128000009' });
    expect(within(vip).queryByRole('button')).toBeNull();
    expect(api.fieldsOf('GET /pc/orders/index')[0]).toMatchObject({ tab: 'unpaid', page: '1' });

    fireEvent.click(within(card).getByRole('button', { name: '取消订单' }));
    expect(await screen.findByText('取消后商品库存和所用优惠券将退回', {}, WAIT)).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: '取消订单' });
    fireEvent.click(buttons.at(-1)!);
    await waitFor(
      () => expect(api.fieldsOf('DELETE /pc/orders/destroy')).toEqual([{ id: '42' }]),
      WAIT,
    );
    expect(await screen.findByText('暂无待支付订单', {}, WAIT)).toBeTruthy();
  });
});
