import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalPayOrder } from '@shangan/shared/contracts/vip';
import { fakeServer, renderAt, stopFakeServer } from '../test-utils';
import PayLocalPage from './pay-local-page';

afterEach(() => {
  cleanup();
  stopFakeServer();
});

const UNPAID: LocalPayOrder = {
  source: 'shop',
  orderNum: 'S20260101000042',
  product: '行测高分题库',
  payAmount: '76.00',
  state: 0,
  stateText: '待支付',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

/** The page a scanned QR opens, confirmed, for an order of the given book. */
async function payOnPhone(order: LocalPayOrder) {
  const server = fakeServer();
  const path = `/pay/local/${order.orderNum}`;
  server.replies[`GET ${path}`] = order;
  server.replies[`POST ${path}/confirm`] = { ...order, state: 1, stateText: '已支付' };
  renderAt(<PayLocalPage />, `${path}?t=abc`, '/pay/local/:orderNum');
  expect((await screen.findByTestId('local-pay-amount')).textContent).toBe('￥76.00');
  fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
  await screen.findByText('支付成功');
  expect(server.calls(`POST ${path}/confirm`)).toEqual([{ t: 'abc' }]);
}

describe('PayLocalPage', () => {
  it('tells a shop buyer their order is paid, without promising membership', async () => {
    await payOnPhone(UNPAID);
    expect(screen.getByText('订单已支付，请回到电脑上查看订单详情')).toBeTruthy();
    expect(screen.queryByText(/会员权益/)).toBeNull();
  });

  it('tells a VIP buyer their membership has arrived', async () => {
    await payOnPhone({
      ...UNPAID,
      source: 'vip',
      orderNum: 'V20260101000042',
      product: 'VIP会员-月卡',
    });
    expect(screen.getByText('请回到电脑上继续学习，会员权益已到账')).toBeTruthy();
  });
});
