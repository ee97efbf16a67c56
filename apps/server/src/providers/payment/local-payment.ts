import crypto from 'node:crypto';
import {
  PaymentNotifyError,
  headerValue,
  type NotifyAnswer,
  type PaymentNotice,
  type PaymentProvider,
} from './payment-provider.ts';

/** Notifications older (or newer) than this are refused, so a captured one cannot be replayed later. */
export const NOTIFY_MAX_SKEW_MS = 5 * 60_000;

export const LOCAL_HEADERS = {
  timestamp: 'x-local-pay-timestamp',
  nonce: 'x-local-pay-nonce',
  signature: 'x-local-pay-signature',
} as const;

export interface LocalPaymentProvider extends PaymentProvider {
  readonly name: 'local';
  /** The secret part of the QR url: only whoever holds the QR can open and confirm the order. */
  pageToken(orderNum: string): string;
  verifyPageToken(orderNum: string, token: string): boolean;
  /** Plays the gateway: the signed notification a confirmed payment sends to our notify URL. */
  signNotice(notice: PaymentNotice, now?: Date): { headers: Record<string, string>; body: string };
}

/**
 * The offline default gateway. The QR encodes a page of this site (/pay/local/{orderNum}) that
 * a phone opens; its confirm button makes this "gateway" send a notification signed with
 * APP_SECRET to the same notify endpoint a real gateway calls, so the demo exercises the
 * whole verified path.
 */
export function createLocalPayment(options: {
  publicUrl: string;
  secret: string;
}): LocalPaymentProvider {
  const hmac = (value: string) =>
    crypto.createHmac('sha256', options.secret).update(value).digest('hex');
  const pageToken = (orderNum: string) => hmac(`local-pay-page:${orderNum}`).slice(0, 32);

  return {
    name: 'local',
    pageToken,
    verifyPageToken: (orderNum, token) => safeEqual(pageToken(orderNum), token),

    async createPayment(order) {
      const path = `/pay/local/${encodeURIComponent(order.orderNum)}`;
      const origin = order.payer?.siteOrigin ?? options.publicUrl;
      return { url: `${origin}${path}?t=${pageToken(order.orderNum)}` };
    },

    async closePayment() {
      // Nothing at a gateway: the confirm page refuses orders that are no longer unpaid.
    },

    async refund() {
      // The demo gateway holds no money: a refund is done the moment it is asked for.
      return { state: 'success' };
    },

    signNotice(notice, now = new Date()) {
      const body = JSON.stringify({
        out_trade_no: notice.orderNum,
        transaction_id: notice.transactionId,
        trade_state: notice.success ? 'SUCCESS' : 'PAYERROR',
        success_time: notice.paidAt,
        amount: { total: notice.amountFen, currency: 'CNY' },
      });
      const timestamp = String(Math.floor(now.getTime() / 1000));
      const nonce = crypto.randomBytes(16).toString('hex');
      return {
        body,
        headers: {
          'content-type': 'application/json',
          [LOCAL_HEADERS.timestamp]: timestamp,
          [LOCAL_HEADERS.nonce]: nonce,
          [LOCAL_HEADERS.signature]: hmac(`${timestamp}\n${nonce}\n${body}\n`),
        },
      };
    },

    parseNotify({ headers, rawBody }) {
      const timestamp = headerValue(headers, LOCAL_HEADERS.timestamp) ?? '';
      const nonce = headerValue(headers, LOCAL_HEADERS.nonce) ?? '';
      const signature = headerValue(headers, LOCAL_HEADERS.signature) ?? '';
      if (!timestamp || !nonce || !signature) throw new PaymentNotifyError('缺少签名信息');
      if (!safeEqual(hmac(`${timestamp}\n${nonce}\n${rawBody}\n`), signature)) {
        throw new PaymentNotifyError('签名验证失败');
      }
      checkTimestamp(timestamp);
      return parseTransaction(rawBody);
    },

    notifyAnswer: gatewayAnswer,
  };
}

/** WeChat Pay v3's answer convention, which the local gateway follows too. */
export function gatewayAnswer(error: PaymentNotifyError | null): NotifyAnswer {
  if (!error) return { status: 204, body: null };
  return { status: error.httpStatus, body: { code: 'FAIL', message: error.message } };
}

export function checkTimestamp(timestamp: string, now = Date.now()): void {
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds) || Math.abs(now - seconds * 1000) > NOTIFY_MAX_SKEW_MS) {
    throw new PaymentNotifyError('通知时间戳无效或已过期');
  }
}

/**
 * The transaction object both gateways describe a payment with (WeChat Pay v3 field names):
 * out_trade_no, transaction_id, trade_state, success_time, amount.total in fen.
 */
export function parseTransaction(json: string): PaymentNotice {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (err) {
    throw new PaymentNotifyError('通知内容不是有效的 JSON', 400, { cause: err });
  }
  const tx = value as {
    out_trade_no?: unknown;
    transaction_id?: unknown;
    trade_state?: unknown;
    success_time?: unknown;
    amount?: { total?: unknown };
  };
  const total = tx.amount?.total;
  if (
    typeof tx.out_trade_no !== 'string' ||
    typeof tx.transaction_id !== 'string' ||
    typeof tx.trade_state !== 'string' ||
    typeof total !== 'number' ||
    !Number.isInteger(total) ||
    total < 0
  ) {
    throw new PaymentNotifyError('通知内容缺少交易信息', 400);
  }
  const paidAt =
    typeof tx.success_time === 'string' && !Number.isNaN(Date.parse(tx.success_time))
      ? new Date(tx.success_time).toISOString()
      : new Date().toISOString();
  return {
    orderNum: tx.out_trade_no,
    transactionId: tx.transaction_id,
    amountFen: total,
    success: tx.trade_state === 'SUCCESS',
    paidAt,
  };
}

function safeEqual(expected: string, actual: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(actual);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
