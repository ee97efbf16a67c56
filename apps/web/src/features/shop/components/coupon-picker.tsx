import { Radio } from 'antd';
import { yuan } from '../../../lib/format';
import type { CouponForCart } from '../types';
import { CouponCard } from './coupon-card';
import styles from './coupon-picker.module.css';

interface CouponPickerProps {
  coupons: CouponForCart[];
  /** The chosen coupon, or null for none. */
  value: number | null;
  onChange: (couponId: number | null) => void;
  disabled?: boolean;
}

/**
 * The checkout's coupons: the usable ones to choose from (with what each takes off this cart)
 * or 不使用优惠券; the ones that do not apply greyed, each with the server's reason.
 */
export function CouponPicker({ coupons, value, onChange, disabled = false }: CouponPickerProps) {
  const usable = coupons.filter((coupon) => coupon.usable);
  const unusable = coupons.filter((coupon) => !coupon.usable);
  if (coupons.length === 0) return <p className={styles.none}>暂无可用优惠券</p>;
  return (
    <div className={styles.picker}>
      <Radio.Group
        className={styles.group}
        value={value ?? 0}
        disabled={disabled}
        onChange={(event) => {
          const id = Number(event.target.value);
          onChange(id === 0 ? null : id);
        }}
      >
        {usable.map((coupon) => (
          <Radio key={coupon.id} value={coupon.id} className={styles.option}>
            <CouponCard coupon={coupon} note={`本单可减 ${yuan(coupon.discount)}`} />
          </Radio>
        ))}
        <Radio value={0} className={styles.noneOption}>
          不使用优惠券
        </Radio>
      </Radio.Group>
      {unusable.length > 0 && (
        <div className={styles.unusable}>
          <div className={styles.unusableTitle}>不可用优惠券（{unusable.length}）</div>
          {unusable.map((coupon) => (
            <CouponCard
              key={coupon.id}
              coupon={coupon}
              dimmed
              note={coupon.reason ?? '本单不可用'}
            />
          ))}
        </div>
      )}
    </div>
  );
}
