/** Shop data as the server's endpoint contracts declare it. */
export type { Address, District } from '@shangan/shared/contracts/commerce/addresses';
export type {
  Coupon,
  CouponForCart,
  CouponStatus,
} from '@shangan/shared/contracts/commerce/coupons';
export type {
  BookCategory,
  BookDetail,
  BookListItem,
  BookSort,
  Picture,
} from '@shangan/shared/contracts/commerce/goods';
export type {
  Coach,
  CoachingCheckout,
  CoachingMode,
  CoachingProduct,
  CoachingSlot,
  CoachingType,
  ProgrammeSession,
  UsableDeposit,
} from '@shangan/shared/contracts/commerce/coaching';
export type {
  DepositOffer,
  DepositState,
  MyDeposit,
} from '@shangan/shared/contracts/commerce/deposits';
export type {
  Checkout,
  CreatedShopOrder,
  OrderBooking,
  OrderDetail,
  OrderLine,
  OrderListItem,
  OrderTab,
  PayState,
  ShopOrderState,
  TimelineEntry,
} from '@shangan/shared/contracts/commerce/orders';
export type { ParcelTrack, TrackTrace } from '@shangan/shared/contracts/commerce/shipping';
