import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import type { Coupon } from '../types';
import styles from './coupon-card.module.css';

interface CouponCardProps {
  coupon: Coupon;
  /** Greyed: used, expired, or not usable for this cart. */
  dimmed?: boolean;
  /** Under the facts: why it does not apply, where it was used … */
  note?: ReactNode;
  /** On the right: a radio, a button, a stamp. */
  aside?: ReactNode;
}

/** One coupon as a ticket: the amount off and its rule on the left, name, scope and dates. */
export function CouponCard({ coupon, dimmed = false, note, aside }: CouponCardProps) {
  return (
    <div className={`${styles.card} ${dimmed ? styles.dimmed : ''}`} data-testid="coupon">
      <div className={styles.stub}>
        <span className={styles.amount}>
          <small>￥</small>
          {coupon.amount.replace(/\.00$/, '')}
        </span>
        <span className={styles.rule}>{coupon.ruleText}</span>
      </div>
      <div className={styles.body}>
        <div className={styles.name}>{coupon.name}</div>
        <div className={styles.scope}>{coupon.scopeText}</div>
        <div className={styles.dates}>
          {formatDate(coupon.validFrom)} 至 {formatDate(coupon.validUntil)}
        </div>
        {note && <div className={styles.note}>{note}</div>}
      </div>
      {aside && <div className={styles.aside}>{aside}</div>}
    </div>
  );
}
