import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WechatPayConfig } from '../../config/env.ts';
import { chinaTime, encryptResource, signMessage, verifyMessage } from './wechat-pay-crypto.ts';

/**
 * A fake WeChat Pay API v3 on 127.0.0.1 for tests: it checks the merchant's request signatures
 * as the real gateway does, signs its answers with its own platform key, and can "pay" an
 * order by sending a notification signed with that key and encrypted with the APIv3 key.
 */
export interface FakeRefund {
  out_trade_no: string;
  out_refund_no: string;
  amount: number;
  status: 'SUCCESS' | 'PROCESSING' | 'ABNORMAL';
}

export interface FakeOrder {
  out_trade_no: string;
  description: string;
  time_expire: string;
  notify_url: string;
  amount: { total: number; currency: string };
  /** NATIVE (a code to scan) or MWEB (WeChat Pay's mobile page, "H5"). */
  trade_type: 'NATIVE' | 'MWEB';
  /** The buyer's address, for an H5 payment. */
  payer_client_ip?: string;
  closed: boolean;
}

export interface PayOptions {
  amount?: number;
  transactionId?: string;
  /** Sign with a key WeChat Pay does not hold. */
  forgeSignature?: boolean;
  /** Encrypt with another APIv3 key. */
  wrongKey?: boolean;
  eventType?: string;
}

export async function startFakeWechatPay() {
  const merchant = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const apiV3Key = crypto.randomBytes(16).toString('hex');
  const orders = new Map<string, FakeOrder>();
  /** Refunds by out_refund_no; new ones take refundStatus (PROCESSING until settled, say). */
  const refunds = new Map<string, FakeRefund>();
  let refundStatus: FakeRefund['status'] = 'SUCCESS';
  const refusedRequests: string[] = [];
  const MCH_ID = '1900000109';
  const APP_ID = 'wx8888888888888888';
  const PLATFORM_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
  const MCH_SERIAL = '444F4864EA9B34415BB1E5E8F2D1E5E9A1C0A5D3';

  const signedHeaders = (body: string, key = platform.privateKey) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = crypto.randomBytes(16).toString('hex');
    return {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': PLATFORM_SERIAL,
      'wechatpay-signature': signMessage(key, [timestamp, nonce, body]),
    };
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '/';
      const auth = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(req.headers.authorization ?? '');
      const fields = Object.fromEntries(
        [...(auth?.[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
      );
      const valid =
        fields.mchid === MCH_ID &&
        fields.serial_no === MCH_SERIAL &&
        verifyMessage(
          merchant.publicKey,
          [req.method ?? '', path, fields.timestamp ?? '', fields.nonce_str ?? '', body],
          fields.signature ?? '',
        );
      if (!valid) {
        refusedRequests.push(path);
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'SIGN_ERROR', message: '签名错误' }));
        return;
      }
      if (path === '/v3/refund/domestic/refunds') {
        const asked = JSON.parse(body) as {
          out_trade_no?: string;
          out_refund_no?: string;
          amount?: { refund?: number; total?: number; currency?: string };
        };
        const order = orders.get(asked.out_trade_no ?? '');
        const refunded = [...refunds.values()]
          .filter((refund) => refund.out_trade_no === asked.out_trade_no)
          .reduce((sum, refund) => sum + refund.amount, 0);
        const earlier = refunds.get(asked.out_refund_no ?? '');
        const problem = !order
          ? { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' }
          : !asked.out_refund_no || !asked.amount?.refund || asked.amount.currency !== 'CNY'
            ? { code: 'PARAM_ERROR', message: '参数错误' }
            : asked.amount.total !== order.amount.total
              ? { code: 'INVALID_REQUEST', message: '订单金额不符' }
              : !earlier && refunded + asked.amount.refund > order.amount.total
                ? { code: 'NOT_ENOUGH', message: '可退金额不足' }
                : null;
        if (problem) {
          const text = JSON.stringify(problem);
          res.writeHead(400, signedHeaders(text));
          res.end(text);
          return;
        }
        // The same refund number again answers the refund already made.
        const refund = earlier ?? {
          out_trade_no: asked.out_trade_no!,
          out_refund_no: asked.out_refund_no!,
          amount: asked.amount!.refund!,
          status: refundStatus,
        };
        refunds.set(refund.out_refund_no, refund);
        const text = JSON.stringify({
          refund_id: `50${crypto.randomInt(1e9, 9e9)}`,
          out_refund_no: refund.out_refund_no,
          out_trade_no: refund.out_trade_no,
          status: refund.status,
          amount: { refund: refund.amount, total: order!.amount.total, currency: 'CNY' },
        });
        res.writeHead(200, signedHeaders(text));
        res.end(text);
        return;
      }
      const close = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(path);
      if (close) {
        const order = orders.get(decodeURIComponent(close[1]!));
        if (order) order.closed = true;
        res.writeHead(204);
        res.end();
        return;
      }
      // As WeChat Pay does, an order number opened one way is refused the other way.
      const tradeType = {
        '/v3/pay/transactions/native': 'NATIVE',
        '/v3/pay/transactions/h5': 'MWEB',
      }[path];
      const orderNum = tradeType
        ? (JSON.parse(body) as { out_trade_no?: string }).out_trade_no
        : '';
      const opened = orderNum ? orders.get(orderNum) : undefined;
      if (opened && opened.trade_type !== tradeType) {
        const problem = JSON.stringify({ code: 'OUT_TRADE_NO_USED', message: '商户订单号重复' });
        res.writeHead(403, signedHeaders(problem));
        res.end(problem);
        return;
      }
      if (path === '/v3/pay/transactions/native') {
        const order = JSON.parse(body) as FakeOrder & { appid: string; mchid: string };
        orders.set(order.out_trade_no, { ...order, trade_type: 'NATIVE', closed: false });
        const answer = JSON.stringify({
          code_url: `weixin://wxpay/bizpayurl?pr=${crypto.randomBytes(5).toString('hex')}`,
        });
        res.writeHead(200, signedHeaders(answer));
        res.end(answer);
        return;
      }
      if (path === '/v3/pay/transactions/h5') {
        const order = JSON.parse(body) as FakeOrder & {
          scene_info?: { payer_client_ip?: string; h5_info?: { type?: string } };
        };
        const clientIp = order.scene_info?.payer_client_ip;
        if (!clientIp || !order.scene_info?.h5_info?.type) {
          const problem = JSON.stringify({ code: 'PARAM_ERROR', message: '缺少 scene_info' });
          res.writeHead(400, signedHeaders(problem));
          res.end(problem);
          return;
        }
        const { scene_info: _scene, ...fields } = order;
        orders.set(order.out_trade_no, {
          ...fields,
          trade_type: 'MWEB',
          payer_client_ip: clientIp,
          closed: false,
        });
        const prepay = `wx${crypto.randomBytes(12).toString('hex')}`;
        const answer = JSON.stringify({
          h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepay}&package=${crypto.randomInt(1e9, 9e9)}`,
        });
        res.writeHead(200, signedHeaders(answer));
        res.end(answer);
        return;
      }
      res.writeHead(404);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The notification WeChat Pay sends once the payer has paid. */
  function notification(outTradeNo: string, options: PayOptions = {}) {
    const order = orders.get(outTradeNo);
    if (!order) throw new Error(`fake WeChat Pay has no order ${outTradeNo}`);
    const transaction = JSON.stringify({
      appid: APP_ID,
      mchid: MCH_ID,
      out_trade_no: outTradeNo,
      transaction_id: options.transactionId ?? `4200${crypto.randomInt(1e9, 9e9)}`,
      trade_type: order.trade_type,
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      success_time: chinaTime(new Date()),
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      amount: {
        total: options.amount ?? order.amount.total,
        payer_total: options.amount ?? order.amount.total,
        currency: 'CNY',
        payer_currency: 'CNY',
      },
    });
    const key = options.wrongKey ? crypto.randomBytes(16).toString('hex') : apiV3Key;
    const body = JSON.stringify({
      id: crypto.randomUUID(),
      create_time: chinaTime(new Date()),
      resource_type: 'encrypt-resource',
      event_type: options.eventType ?? 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        ...encryptResource(key, transaction, 'transaction', crypto.randomBytes(6).toString('hex')),
      },
    });
    const signer = options.forgeSignature
      ? crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
      : platform.privateKey;
    return { url: order.notify_url, body, headers: signedHeaders(body, signer) };
  }

  async function pay(outTradeNo: string, options: PayOptions = {}) {
    const { url, body, headers } = notification(outTradeNo, options);
    const res = await fetch(url, { method: 'POST', headers, body });
    return { status: res.status, text: await res.text() };
  }

  const config = (notifyUrl: string): WechatPayConfig => ({
    appId: APP_ID,
    mchId: MCH_ID,
    mchSerialNo: MCH_SERIAL,
    mchPrivateKey: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    platformPublicKey: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    platformSerialNo: PLATFORM_SERIAL,
    apiV3Key,
    apiBase,
    notifyUrl,
  });

  return {
    apiBase,
    orders,
    refunds,
    /** How the next refunds answer; settleRefunds turns waiting ones into SUCCESS. */
    setRefundStatus: (status: FakeRefund['status']) => (refundStatus = status),
    settleRefunds: () => {
      for (const refund of refunds.values()) refund.status = 'SUCCESS';
    },
    refusedRequests,
    config,
    notification,
    pay,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
