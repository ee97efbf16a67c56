import { ApiCode, REFUND_REASON_MAX, RefundMsg } from '@shangan/shared';
import { ApiError } from './api-error.ts';
import { charCount, toPlainText } from './plain-text.ts';

/** A refund's reason as the buyer will read it: plain text on one line, or why it cannot be. */
export function refundReason(reason: string): string {
  const text = toPlainText(reason).replace(/\s+/g, ' ');
  if (!text) throw new ApiError(ApiCode.BAD_REQUEST, RefundMsg.reasonRequired);
  if (charCount(text) > REFUND_REASON_MAX) {
    throw new ApiError(ApiCode.BAD_REQUEST, RefundMsg.reasonTooLong);
  }
  return text;
}
