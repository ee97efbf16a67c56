import { useCheckout } from '../api/checkout';
import type { CheckoutQuery } from '../api/checkout';

/** The coupon the learner picked: null, none picked yet (the server's best); 'none': 不使用优惠券. */
export type CouponChoice = number | 'none' | null;

interface CheckoutChoices {
  goodsId: number;
  quantity: number;
  /** null: the learner's default address. */
  addressId: number | null;
  coupon: CouponChoice;
}

/**
 * The confirm-order page's priced cart (desktop and mobile): the cart without a coupon tells
 * which coupon takes off the most; the priced cart is that one with the coupon in use (the same
 * request when there is none). Every figure is the server's.
 */
export function usePricedCheckout(
  userId: number,
  { goodsId, quantity, addressId, coupon }: CheckoutChoices,
) {
  const baseQuery: CheckoutQuery = { goodsId, quantity, ...(addressId ? { addressId } : {}) };
  const base = useCheckout(userId, baseQuery);
  const couponId = coupon === 'none' ? null : (coupon ?? base.data?.bestCouponId ?? null);
  return useCheckout(userId, couponId ? { ...baseQuery, couponId } : baseQuery);
}
