/** What other modules may use of customer service: the statuses a 留言 goes through. */
export { SUPPORT_STATUSES, type SupportStatus } from './support.service.ts';
