import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceBreakdown } from './price-breakdown';

afterEach(cleanup);

const text = (id: string) => screen.getByTestId(id).textContent;

describe('PriceBreakdown', () => {
  it("shows the server's figures as they came, the discount as a reduction", () => {
    render(
      <PriceBreakdown
        figures={{ goods: '118.00', discount: '20.00', shipping: '8.00', payable: '106.00' }}
      />,
    );
    expect(text('price-goods')).toBe('￥118.00');
    expect(text('price-discount')).toBe('-￥20.00');
    expect(text('price-shipping')).toBe('￥8.00');
    expect(text('price-payable')).toBe('￥106.00');
  });

  it('says 包邮 for free shipping and shows no minus on a zero discount', () => {
    render(
      <PriceBreakdown
        figures={{ goods: '59.00', discount: '0.00', shipping: '0.00', payable: '59.00' }}
      />,
    );
    expect(text('price-discount')).toBe('￥0.00');
    expect(text('price-shipping')).toBe('包邮');
    expect(text('price-payable')).toBe('￥59.00');
  });

  it('shows 定金抵扣 as a reduction and no 运费 row for a service', () => {
    render(
      <PriceBreakdown
        noShipping
        figures={{
          goods: '5980.00',
          discount: '200.00',
          shipping: '0.00',
          deposit: '1000.00',
          payable: '4780.00',
        }}
      />,
    );
    expect(text('price-deposit')).toBe('-￥1000.00');
    expect(screen.queryByTestId('price-shipping')).toBeNull();
    expect(screen.queryByText('运费')).toBeNull();
    expect(text('price-payable')).toBe('￥4780.00');
  });

  it('shows no 定金抵扣 row when no deposit is deducted', () => {
    render(
      <PriceBreakdown
        figures={{
          goods: '59.00',
          discount: '0.00',
          shipping: '8.00',
          deposit: '0.00',
          payable: '67.00',
        }}
      />,
    );
    expect(screen.queryByTestId('price-deposit')).toBeNull();
    expect(text('price-shipping')).toBe('￥8.00');
  });

  it('never makes up a figure it was not given, and marks stale figures busy', () => {
    const { rerender } = render(<PriceBreakdown figures={null} />);
    for (const id of ['price-goods', 'price-discount', 'price-shipping', 'price-payable']) {
      expect(text(id)).toBe('—');
    }
    rerender(
      <PriceBreakdown
        stale
        figures={{ goods: '59.00', discount: '5.00', shipping: '0.00', payable: '54.00' }}
      />,
    );
    expect(screen.getByLabelText('价格明细').getAttribute('aria-busy')).toBe('true');
  });
});
