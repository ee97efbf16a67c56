import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentQr } from './payment-qr';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ORDER = {
  orderNum: 'S20250301000001',
  product: '申论高分范文100篇',
  payAmount: '76.00',
  url: 'http://localhost:3000/pay/local/S20250301000001?t=abc',
};

describe('PaymentQr', () => {
  it('shows the order, the amount and the QR code of its url, and both ways to pay', () => {
    render(<PaymentQr order={ORDER} />);
    expect(screen.getByTestId('order-num').textContent).toBe(ORDER.orderNum);
    expect(screen.getByText(ORDER.product)).toBeTruthy();
    expect(screen.getByTestId('order-amount').textContent).toBe('￥76.00');
    expect(screen.getByTestId('pay-qr').getAttribute('data-url')).toBe(ORDER.url);
    expect(screen.getByRole('img', { name: '微信支付' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '支付宝' })).toBeTruthy();
    // The local gateway's page opens on this computer; no deadline, no countdown.
    expect(screen.getByRole('link', { name: /点此打开支付页面/ }).getAttribute('href')).toBe(
      ORDER.url,
    );
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it("offers no link for a real gateway's code, which only the app can open", () => {
    render(<PaymentQr order={{ ...ORDER, url: 'weixin://wxpay/bizpayurl?pr=abc' }} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('counts down to the deadline, then says the order has closed', () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T06:00:00Z') });
    render(
      <PaymentQr
        order={ORDER}
        expiresAt="2025-03-01T06:01:05Z"
        expiredText="支付已超时，订单已关闭，请重新下单"
      />,
    );
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByTestId('pay-countdown').textContent).toBe('01:05');
    act(() => {
      vi.advanceTimersByTime(65_000);
    });
    expect(screen.getByRole('timer').textContent).toContain('支付已超时，订单已关闭，请重新下单');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
