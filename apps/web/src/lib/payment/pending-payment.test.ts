import { afterEach, describe, expect, it } from 'vitest';
import { forgetPendingPayment, keepPendingPayment, pendingPayment } from './pending-payment';

const ORDER = {
  id: 7,
  orderNum: 'S2026112800007',
  product: '行测高分题库',
  payAmount: '76.00',
  url: 'http://localhost/pay/local/S2026112800007?t=abc',
  expiresAt: '2026-11-28T10:30:00.000Z',
};

afterEach(() => sessionStorage.clear());

describe('pending payments', () => {
  it('keeps one order per book for this tab until its deadline', () => {
    keepPendingPayment('shop', ORDER);
    const before = new Date('2026-11-28T10:00:00.000Z').getTime();
    expect(pendingPayment('shop', before)).toEqual(ORDER);
    expect(pendingPayment('vip', before)).toBeNull();
    const after = new Date('2026-11-28T10:31:00.000Z').getTime();
    expect(pendingPayment('shop', after)).toBeNull();
    // An expired order is forgotten, not kept for later.
    expect(pendingPayment('shop', before)).toBeNull();
  });

  it('forgets on request and ignores what is not an order', () => {
    keepPendingPayment('vip', ORDER);
    forgetPendingPayment('vip');
    expect(pendingPayment('vip')).toBeNull();
    sessionStorage.setItem('pendingPayment:vip', '{"id":"7"}');
    expect(pendingPayment('vip')).toBeNull();
  });
});
