/** The mobile site's shared pieces (antd-mobile): the page frame, states and the paged list. */
export { MobilePage } from './mobile-page';
export { MobileEmpty, MobileError, MobileLoading, MobileSpinner } from './states';
export { PagedList } from './paged-list';
export { SiteSwitchFooter } from './site-switch-footer';
export { MobilePayment } from './mobile-payment';
export type { MobilePaymentOrder } from './mobile-payment';
