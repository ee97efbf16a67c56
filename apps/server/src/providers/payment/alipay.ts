import crypto from 'node:crypto';
import type { AlipayConfig } from '../../config/env.ts';
import { fenToYuan } from '../../lib/money.ts';
import {
  chinaDateTime,
  memberText,
  parseChinaDateTime,
  rsa2Sign,
  rsa2Verify,
  signContent,
  yuanToFen,
} from './alipay-crypto.ts';
import {
  PaymentGatewayError,
  PaymentNotifyError,
  type NotifyAnswer,
  type PaymentProvider,
} from './payment-provider.ts';

/** Alipay takes a subject of at most 256 characters, without / = or &. */
const SUBJECT_MAX_CHARS = 256;
/** Alipay takes a refund reason of at most 256 characters. */
const REFUND_REASON_MAX_CHARS = 256;
/** Trade states of a notification that mean the money is ours. */
const PAID_STATES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);
/** What alipay.trade.close answers for a QR code nobody has scanned: no trade to close yet. */
const TRADE_NOT_EXIST = 'ACQ.TRADE_NOT_EXIST';

/** Alipay answered, but not 10000 (success): its code and reason, for the log. */
export class AlipayApiError extends PaymentGatewayError {
  readonly code: string;
  readonly subCode: string;
  constructor(method: string, answer: AlipayAnswer) {
    super(
      `Alipay refused ${method}: ${answer.code} ${answer.msg ?? ''}` +
        (answer.sub_code ? ` (${answer.sub_code} ${answer.sub_msg ?? ''})` : ''),
    );
    this.code = String(answer.code ?? '');
    this.subCode = String(answer.sub_code ?? '');
  }
}

interface AlipayAnswer {
  code?: unknown;
  msg?: unknown;
  sub_code?: unknown;
  sub_msg?: unknown;
  [field: string]: unknown;
}

export interface AlipayOptions {
  fetchImpl?: typeof fetch;
  /** How long a call may take before the buyer is told to try again. */
  timeoutMs?: number;
}

/**
 * Alipay face-to-face QR payments (当面付, alipay.trade.precreate) over the OpenAPI gateway in
 * public-key mode: requests are form posts signed with the app's key (RSA2), answers and
 * notifications are signed with Alipay's key and checked against the configured one before
 * anything in them is believed.
 */
export function createAlipay(config: AlipayConfig, options: AlipayOptions = {}): PaymentProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const appKey = crypto.createPrivateKey(config.privateKey);
  const alipayKey = crypto.createPublicKey(config.alipayPublicKey);

  /** One OpenAPI call: common parameters, biz_content, signed; answers the verified node. */
  async function call(
    method: string,
    biz: Record<string, string>,
    withNotify = false,
  ): Promise<AlipayAnswer> {
    const params: Record<string, string> = {
      app_id: config.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: chinaDateTime(new Date()),
      version: '1.0',
      ...(withNotify ? { notify_url: config.notifyUrl } : {}),
      biz_content: JSON.stringify(biz),
    };
    params.sign = rsa2Sign(appKey, signContent(params));

    let text: string;
    try {
      const res = await fetchImpl(config.gateway, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded;charset=utf-8',
          accept: 'application/json',
          'user-agent': 'shangan-server',
        },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
      if (!res.ok) throw new PaymentGatewayError(`Alipay answered HTTP ${res.status}: ${text}`);
    } catch (err) {
      if (err instanceof PaymentGatewayError) throw err;
      throw new PaymentGatewayError(`Alipay unreachable (${method}): ${String(err)}`, {
        cause: err,
      });
    }

    const nodeName = `${method.replaceAll('.', '_')}_response`;
    // Refusals before the method is known (a bad app_id, say) come as error_response.
    const nodeText = memberText(text, nodeName) ?? memberText(text, 'error_response');
    let answer: AlipayAnswer;
    let sign: unknown;
    try {
      answer = JSON.parse(nodeText ?? 'null') as AlipayAnswer;
      sign = (JSON.parse(text) as { sign?: unknown }).sign;
    } catch (err) {
      throw new PaymentGatewayError(`Alipay answer to ${method} is not JSON: ${text}`, {
        cause: err,
      });
    }
    if (!nodeText || !answer || typeof answer !== 'object') {
      throw new PaymentGatewayError(`Alipay answer to ${method} has no ${nodeName}: ${text}`);
    }
    // Alipay leaves some refusals unsigned (its own signature check of ours failing, for one);
    // a success must be signed, and a signature that is there must hold.
    if (typeof sign === 'string' && sign) {
      if (!rsa2Verify(alipayKey, nodeText, sign)) {
        throw new PaymentGatewayError(`Alipay answer to ${method}: 签名验证失败`);
      }
    } else if (answer.code === '10000') {
      throw new PaymentGatewayError(`Alipay answer to ${method} is not signed`);
    }
    if (answer.code !== '10000') throw new AlipayApiError(method, answer);
    return answer;
  }

  return {
    name: 'alipay',

    async createPayment(order) {
      const minutesLeft = Math.floor((order.expiresAt.getTime() - Date.now()) / 60_000);
      const answer = await call(
        'alipay.trade.precreate',
        {
          out_trade_no: order.orderNum,
          total_amount: fenToYuan(order.amountFen),
          subject: subjectOf(order.description),
          product_code: 'FACE_TO_FACE_PAYMENT',
          // The order's own deadline. time_expire wins where Alipay knows it; timeout_express
          // (whole minutes, counted from the scan) bounds the trade where it does not.
          time_expire: chinaDateTime(order.expiresAt),
          timeout_express: `${Math.max(1, minutesLeft)}m`,
        },
        true,
      );
      if (answer.out_trade_no !== order.orderNum) {
        throw new PaymentGatewayError(
          `Alipay opened ${String(answer.out_trade_no)}, not ${order.orderNum}`,
        );
      }
      if (typeof answer.qr_code !== 'string' || !answer.qr_code) {
        throw new PaymentGatewayError('Alipay answered no qr_code');
      }
      return { url: answer.qr_code };
    },

    async closePayment(orderNum) {
      try {
        await call('alipay.trade.close', { out_trade_no: orderNum });
      } catch (err) {
        // Nobody scanned the code: no trade exists, and the QR code lapses at its time_expire.
        if (err instanceof AlipayApiError && err.subCode === TRADE_NOT_EXIST) return;
        throw err;
      }
    },

    async refund(request) {
      // out_request_no names the refund: the same one again answers that refund, once.
      const answer = await call('alipay.trade.refund', {
        out_trade_no: request.orderNum,
        refund_amount: fenToYuan(request.amountFen),
        out_request_no: request.refundNo,
        refund_reason: [...request.reason].slice(0, REFUND_REASON_MAX_CHARS).join(''),
      });
      if (answer.out_trade_no !== request.orderNum) {
        throw new PaymentGatewayError(
          `Alipay refunded ${String(answer.out_trade_no)}, not ${request.orderNum}`,
        );
      }
      // fund_change N: the money already went back on an earlier call with this number.
      return { state: 'success' };
    },

    parseNotify({ rawBody }) {
      const params = parseForm(rawBody);
      const sign = params.sign ?? '';
      if (!sign) throw new PaymentNotifyError('缺少签名信息');
      if (params.sign_type !== undefined && params.sign_type !== 'RSA2') {
        throw new PaymentNotifyError('签名类型不受支持');
      }
      if (!rsa2Verify(alipayKey, signContent(params, 'notify'), sign)) {
        throw new PaymentNotifyError('签名验证失败');
      }
      if (params.app_id !== config.appId) throw new PaymentNotifyError('通知不属于本应用', 400);
      const amountFen = yuanToFen(params.total_amount);
      if (!params.out_trade_no || !params.trade_no || !params.trade_status || amountFen === null) {
        throw new PaymentNotifyError('通知内容缺少交易信息', 400);
      }
      return {
        orderNum: params.out_trade_no,
        transactionId: params.trade_no,
        amountFen,
        success: PAID_STATES.has(params.trade_status),
        paidAt: (parseChinaDateTime(params.gmt_payment) ?? new Date()).toISOString(),
      };
    },

    notifyAnswer: alipayAnswer,
  };
}

/** Alipay's notify protocol: the plain text `success`, or anything else (it retries then). */
export function alipayAnswer(error: PaymentNotifyError | null): NotifyAnswer {
  return error ? { status: error.httpStatus, body: 'failure' } : { status: 200, body: 'success' };
}

/**
 * The form-encoded notification. A parameter given twice, or a NUL character, is no message of
 * Alipay's: refused before any value is used.
 */
function parseForm(rawBody: string): Record<string, string> {
  // No prototype: a parameter named __proto__ is a parameter like any other.
  const params = Object.create(null) as Record<string, string>;
  for (const [key, value] of new URLSearchParams(rawBody)) {
    if (Object.hasOwn(params, key) || key.includes('\u0000') || value.includes('\u0000')) {
      throw new PaymentNotifyError('通知内容无效', 400);
    }
    params[key] = value;
  }
  return params;
}

function subjectOf(description: string): string {
  return [...description.replace(/[/=&]/g, ' ')].slice(0, SUBJECT_MAX_CHARS).join('').trim();
}
