import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CouponForCart } from '../types';
import { CouponPicker } from './coupon-picker';

afterEach(cleanup);

const coupon = (id: number, name: string, extra: Partial<CouponForCart>): CouponForCart => ({
  id,
  name,
  amount: '5.00',
  minSpend: '0.00',
  ruleText: '无门槛减5',
  scope: 'all',
  scopeText: '全场通用',
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: '2026-02-01T00:00:00.000Z',
  status: 'available',
  statusText: '可使用',
  usedAt: null,
  orderNum: null,
  usable: true,
  discount: '5.00',
  reason: null,
  ...extra,
});

const COUPONS = [
  coupon(1, '图书无门槛券', {}),
  coupon(2, '全场满100减20', {
    amount: '20.00',
    ruleText: '满100减20',
    usable: false,
    discount: '0.00',
    reason: '未达到使用门槛',
  }),
];

describe('CouponPicker', () => {
  it('offers usable coupons with what they take off, and greys the rest with the reason', () => {
    render(<CouponPicker coupons={COUPONS} value={1} onChange={vi.fn()} />);
    const radios = screen.getAllByRole('radio');
    // 图书无门槛券 and 不使用优惠券; the unusable one is no choice at all.
    expect(radios).toHaveLength(2);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('本单可减 ￥5.00')).toBeTruthy();
    expect(screen.getByText('不可用优惠券（1）')).toBeTruthy();
    expect(screen.getByText('未达到使用门槛')).toBeTruthy();
  });

  it('answers 不使用优惠券 with null and a coupon with its id', () => {
    const onChange = vi.fn();
    render(<CouponPicker coupons={COUPONS} value={1} onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '不使用优惠券' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    onChange.mockClear();
    cleanup();
    render(<CouponPicker coupons={COUPONS} value={null} onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: /图书无门槛券/ }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('says so when the person has no coupon at all', () => {
    render(<CouponPicker coupons={[]} value={null} onChange={vi.fn()} />);
    expect(screen.getByText('暂无可用优惠券')).toBeTruthy();
  });
});
