import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderTabOf, OrderStateTabs, OrderStateTag } from './order-state';

afterEach(cleanup);

describe('OrderStateTabs', () => {
  it('offers every state in order with the active one selected', () => {
    render(<OrderStateTabs active="shipped" onChange={vi.fn()} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      '全部',
      '待支付',
      '待发货',
      '待收货',
      '已完成',
      '已关闭',
      '退款售后',
    ]);
    expect(screen.getByRole('tab', { name: '待收货' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('false');
  });

  it("answers a click with the server's tab key (已完成 is received)", () => {
    const onChange = vi.fn();
    render(<OrderStateTabs active="all" onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: '已完成' }));
    expect(onChange).toHaveBeenCalledWith('received');
    fireEvent.click(screen.getByRole('tab', { name: '待支付' }));
    expect(onChange).toHaveBeenLastCalledWith('unpaid');
    fireEvent.click(screen.getByRole('tab', { name: '待发货' }));
    expect(onChange).toHaveBeenLastCalledWith('paid');
  });

  it('reads a tab from the address bar, anything unknown as 全部', () => {
    expect(orderTabOf('closed')).toBe('closed');
    expect(orderTabOf('refund')).toBe('refund');
    expect(orderTabOf('refunding')).toBe('all');
    expect(orderTabOf(null)).toBe('all');
    expect(orderTabOf('<script>')).toBe('all');
  });
});

describe('OrderStateTag', () => {
  it("shows the server's text for the state", () => {
    render(<OrderStateTag state="unpaid" text="待支付" />);
    expect(screen.getByTestId('order-state').textContent).toBe('待支付');
  });
});
