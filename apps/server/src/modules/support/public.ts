/** What other modules (the staff console) may use of customer service. */
export {
  listSupportMessages,
  markSupportMessage,
  SUPPORT_STATUSES,
  type SupportStatus,
} from './support.service.ts';
