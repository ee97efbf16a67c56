/**
 * What other modules may use of customer service: the statuses a 留言 goes through, and the
 * demo's feedback and messages.
 */
export { seedSupportDemo } from './seed.ts';
export { SUPPORT_STATUSES, type SupportStatus } from './support.service.ts';
