/** VIP data as GET /pc/getvipproduct and the order calls answer it. */
export interface VipPackage {
  id: number;
  name: string;
  days: number;
  /** Yuan strings, e.g. "199.00". */
  price: string;
  /** The promotional price; shown as the price to pay when present. */
  discountAmount: string | null;
  showOriginPrice: boolean;
  isActivity: boolean;
  intro: string;
  explain: string;
  level: number;
  validUntil: string;
  isBuy: boolean;
  /** Why a greyed package cannot be bought. */
  reason: string | null;
  daysRemaining: number;
  /** Deducted from the current plan. */
  priceDifference: string;
  /** What the person pays now; the server's figure, never computed here. */
  payAmount: string;
  /** 1 new, 2 renewal, 3 change, 4 upgrade: what buying it from this list means. */
  orderType: number;
  isCurrent: boolean;
}

export interface VipProductGroup {
  id: number;
  name: string;
  icon: string;
  weight: number;
  isChange: boolean;
  isCurrent: boolean;
  benefit: Array<{ icon: string; name: string }>;
  product: VipPackage[];
}

export interface VipOrder {
  id: number;
  orderNum: string;
  payAmount: string;
  deduction: string;
  /** 购买物品 */
  product: string;
  /** The text the payment QR code encodes. */
  url: string;
  expiresAt: string;
}

/** geState: 0 unpaid, 1 paid, 2 expired or closed, 3 paid too late (refunded). */
export type VipOrderState = 0 | 1 | 2 | 3;

export interface Adviser {
  id: number;
  name: string;
}
