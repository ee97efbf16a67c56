import { yuan } from '../../../lib/format';
import styles from './price-breakdown.module.css';

/** The figures of an order as the server computed them (yuan strings); nothing is added here. */
export interface PriceFigures {
  goods: string;
  discount: string;
  shipping: string;
  payable: string;
  /** 定金抵扣: what a paid deposit takes off; absent (or zero) when none does. */
  deposit?: string | undefined;
}

interface PriceBreakdownProps {
  figures: PriceFigures | null;
  /** The server is computing figures for a new choice: the old ones are shown dimmed. */
  stale?: boolean;
  /** A service (coaching, a deposit): nothing is posted, so no 运费 row. */
  noShipping?: boolean;
}

const isZero = (amount: string) => /^0+(\.0+)?$/.test(amount);

/**
 * 商品金额, 优惠, 定金抵扣 (when a deposit is deducted), 运费 (for posted goods) and 应付: the
 * breakdown under the checkout and on an order. Every figure is the server's; a figure not yet
 * known shows a dash rather than an amount the browser made.
 */
export function PriceBreakdown({
  figures,
  stale = false,
  noShipping = false,
}: PriceBreakdownProps) {
  const show = (amount: string | undefined, sign = '') =>
    amount === undefined ? '—' : `${sign}${yuan(amount)}`;
  return (
    <dl
      className={`${styles.breakdown} ${stale ? styles.stale : ''}`}
      aria-busy={stale}
      aria-label="价格明细"
    >
      <dt>商品金额</dt>
      <dd data-testid="price-goods">{show(figures?.goods)}</dd>
      <dt>优惠</dt>
      <dd data-testid="price-discount" className={styles.discount}>
        {figures && isZero(figures.discount)
          ? yuan(figures.discount)
          : show(figures?.discount, '-')}
      </dd>
      {figures?.deposit !== undefined && !isZero(figures.deposit) && (
        <>
          <dt>定金抵扣</dt>
          <dd data-testid="price-deposit" className={styles.discount}>
            {show(figures.deposit, '-')}
          </dd>
        </>
      )}
      {!noShipping && (
        <>
          <dt>运费</dt>
          <dd data-testid="price-shipping">
            {figures && isZero(figures.shipping) ? '包邮' : show(figures?.shipping)}
          </dd>
        </>
      )}
      <dt className={styles.payableLabel}>应付金额</dt>
      <dd className={styles.payable} data-testid="price-payable">
        {show(figures?.payable)}
      </dd>
    </dl>
  );
}
