import crypto from 'node:crypto';
import type { WechatPayConfig } from '../../config/env.ts';
import { checkTimestamp, gatewayAnswer, parseTransaction } from './local-payment.ts';
import {
  PaymentGatewayError,
  PaymentNotifyError,
  headerValue,
  type PaymentProvider,
} from './payment-provider.ts';
import {
  chinaTime,
  decryptResource,
  loadPublicKey,
  signMessage,
  verifyMessage,
  type EncryptedResource,
} from './wechat-pay-crypto.ts';

const SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** WeChat Pay limits the description to 127 bytes. */
const DESCRIPTION_MAX_BYTES = 127;
/** WeChat Pay takes a refund reason of at most 80 bytes. */
const REFUND_REASON_MAX_BYTES = 80;

/**
 * WeChat Pay Native (QR) payments over API v3: a signed request opens the order and answers
 * the `code_url` the QR encodes; notifications are RSA-signed by the platform key and carry
 * the transaction encrypted with the APIv3 key.
 */
export function createWechatPay(
  config: WechatPayConfig,
  fetchImpl: typeof fetch = fetch,
): PaymentProvider {
  const merchantKey = crypto.createPrivateKey(config.mchPrivateKey);
  const platformKey = loadPublicKey(config.platformPublicKey);

  /** Verifies a response or notification signed by the platform. */
  function verifyPlatform(
    headers: (name: string) => string | undefined | null,
    body: string,
  ): PaymentNotifyError | null {
    const timestamp = headers('wechatpay-timestamp') ?? '';
    const nonce = headers('wechatpay-nonce') ?? '';
    const signature = headers('wechatpay-signature') ?? '';
    const serial = headers('wechatpay-serial') ?? '';
    if (!timestamp || !nonce || !signature) return new PaymentNotifyError('缺少签名信息');
    if (serial !== config.platformSerialNo) return new PaymentNotifyError('平台证书序列号不匹配');
    if (!verifyMessage(platformKey, [timestamp, nonce, body], signature)) {
      return new PaymentNotifyError('签名验证失败');
    }
    try {
      checkTimestamp(timestamp);
    } catch (err) {
      return err as PaymentNotifyError;
    }
    return null;
  }

  async function call(path: string, payload: object): Promise<{ status: number; body: string }> {
    const body = JSON.stringify(payload);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = crypto.randomBytes(16).toString('hex');
    const signature = signMessage(merchantKey, ['POST', path, timestamp, nonce, body]);
    const authorization =
      `${SCHEMA} mchid="${config.mchId}",nonce_str="${nonce}",signature="${signature}",` +
      `timestamp="${timestamp}",serial_no="${config.mchSerialNo}"`;
    let res: Response;
    let text: string;
    try {
      res = await fetchImpl(`${config.apiBase}${path}`, {
        method: 'POST',
        headers: {
          authorization,
          accept: 'application/json',
          'content-type': 'application/json',
          'user-agent': 'shangan-server',
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      text = await res.text();
    } catch (err) {
      throw new PaymentGatewayError(`WeChat Pay unreachable: ${String(err)}`, { cause: err });
    }
    if (res.status >= 300) {
      throw new PaymentGatewayError(`WeChat Pay refused ${path}: ${res.status} ${text}`, {
        gatewayCode: refusalCode(text),
      });
    }
    // Answers with a body are signed too; an unsigned one did not come from WeChat Pay.
    if (text) {
      const problem = verifyPlatform((name) => res.headers.get(name), text);
      if (problem) throw new PaymentGatewayError(`WeChat Pay answer: ${problem.message}`);
    }
    return { status: res.status, body: text };
  }

  return {
    name: 'wechat',

    async createPayment(order) {
      const common = {
        appid: config.appId,
        mchid: config.mchId,
        description: truncateBytes(order.description, DESCRIPTION_MAX_BYTES),
        out_trade_no: order.orderNum,
        time_expire: chinaTime(order.expiresAt),
        notify_url: config.notifyUrl,
        amount: { total: order.amountFen, currency: 'CNY' },
      };
      const native = async () => {
        const { body } = await call('/v3/pay/transactions/native', common);
        const codeUrl = (JSON.parse(body) as { code_url?: unknown }).code_url;
        if (typeof codeUrl !== 'string' || !codeUrl) {
          throw new PaymentGatewayError('WeChat Pay answered no code_url');
        }
        return { url: codeUrl };
      };
      const payer = order.payer;
      const h5 = async () => {
        if (!payer) throw new PaymentGatewayError('WeChat Pay H5 needs the payer address');
        const { body } = await call('/v3/pay/transactions/h5', {
          ...common,
          scene_info: { payer_client_ip: payer.clientIp, h5_info: { type: 'Wap' } },
        });
        const h5Url = (JSON.parse(body) as { h5_url?: unknown }).h5_url;
        if (typeof h5Url !== 'string' || !h5Url.startsWith('https://')) {
          throw new PaymentGatewayError('WeChat Pay answered no h5_url');
        }
        return { url: h5Url };
      };
      // A phone's browser pays on WeChat Pay's mobile page (H5), which opens the WeChat app and
      // comes back to the page that sent it; everything else gets a code to scan (Native),
      // WeChat's own browser included: it refuses the mobile page but reads a pressed code.
      const [first, second] = payer?.device === 'phone' ? [h5, native] : [native, h5];
      try {
        return await first();
      } catch (err) {
        // An order opened before on the other kind of device (a computer, then the phone):
        // WeChat Pay keeps an order number to the way it was first opened.
        if (err instanceof PaymentGatewayError && err.gatewayCode === ORDER_NUMBER_USED) {
          return second();
        }
        throw err;
      }
    },

    async closePayment(orderNum) {
      await call(`/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNum)}/close`, {
        mchid: config.mchId,
      });
    },

    async refund(request) {
      // The same out_refund_no again answers that refund's state rather than refunding twice.
      const { body } = await call('/v3/refund/domestic/refunds', {
        out_trade_no: request.orderNum,
        out_refund_no: request.refundNo,
        reason: truncateBytes(request.reason, REFUND_REASON_MAX_BYTES),
        amount: { refund: request.amountFen, total: request.totalFen, currency: 'CNY' },
      });
      const status = (JSON.parse(body) as { status?: unknown }).status;
      if (status === 'SUCCESS') return { state: 'success' };
      if (status === 'PROCESSING') return { state: 'processing' };
      throw new PaymentGatewayError(`WeChat Pay refund ${request.refundNo}: ${String(status)}`, {
        gatewayCode: typeof status === 'string' ? status : undefined,
      });
    },

    parseNotify({ headers, rawBody }) {
      const problem = verifyPlatform((name) => headerValue(headers, name), rawBody);
      if (problem) throw problem;
      let envelope: { event_type?: unknown; resource?: EncryptedResource };
      try {
        envelope = JSON.parse(rawBody) as typeof envelope;
      } catch (err) {
        throw new PaymentNotifyError('通知内容不是有效的 JSON', 400, { cause: err });
      }
      const resource = envelope.resource;
      if (!resource || resource.algorithm !== 'AEAD_AES_256_GCM') {
        throw new PaymentNotifyError('通知缺少加密的交易信息', 400);
      }
      let plaintext: string;
      try {
        plaintext = decryptResource(config.apiV3Key, resource);
      } catch (err) {
        throw new PaymentNotifyError('通知解密失败', 400, { cause: err });
      }
      const notice = parseTransaction(plaintext);
      const tx = JSON.parse(plaintext) as { appid?: unknown; mchid?: unknown };
      if (tx.mchid !== config.mchId || tx.appid !== config.appId) {
        throw new PaymentNotifyError('通知不属于本商户', 400);
      }
      return {
        ...notice,
        success: notice.success && envelope.event_type === 'TRANSACTION.SUCCESS',
      };
    },

    notifyAnswer: gatewayAnswer,
  };
}

/** WeChat Pay's refusal of an order number already opened with other parameters. */
const ORDER_NUMBER_USED = 'OUT_TRADE_NO_USED';

/** The `code` of WeChat Pay's refusal body, when it is one. */
function refusalCode(text: string): string | undefined {
  try {
    const code = (JSON.parse(text) as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

function truncateBytes(text: string, maxBytes: number): string {
  let out = '';
  for (const char of text) {
    if (Buffer.byteLength(out + char) > maxBytes) break;
    out += char;
  }
  return out;
}
