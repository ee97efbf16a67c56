import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AlipayConfig } from '../../config/env.ts';
import {
  chinaDateTime,
  parseChinaDateTime,
  rsa2Sign,
  rsa2Verify,
  signContent,
} from './alipay-crypto.ts';

/**
 * A fake Alipay OpenAPI gateway on 127.0.0.1 for tests. It holds its own key pair and the
 * app's public key, checks every request's common parameters and RSA2 signature as the real
 * gateway does, answers JSON whose response node it signs (writing `/` as `\/`, as Alipay
 * does, so only a check over the exact text passes), and can "pay" an order by posting a
 * signed form-encoded notification to the order's notify_url.
 */
export interface FakeAlipayOrder {
  out_trade_no: string;
  total_amount: string;
  subject: string;
  product_code?: string;
  time_expire?: string;
  timeout_express?: string;
  notify_url: string;
  qr_code: string;
  closed: boolean;
}

/** How the next answer goes wrong, once. */
export type FakeAlipayFault =
  /** A business refusal: code 40004 with this sub_code. */
  | { kind: 'refuse'; subCode: string; subMsg: string }
  /** A success signed with a key that is not Alipay's. */
  | { kind: 'forge' }
  /** No answer at all until the fake closes. */
  | { kind: 'hang' };

export interface FakeNotifyOptions {
  /** total_amount in yuan, as Alipay writes it; the order's own by default. */
  amount?: string;
  appId?: string;
  tradeStatus?: string;
  tradeNo?: string;
  /** Another order number in an otherwise genuine notification. */
  outTradeNo?: string;
  /** Sign with a key Alipay does not hold. */
  forgeSignature?: boolean;
}

export const FAKE_ALIPAY_APP_ID = '2021000000000001';

export async function startFakeAlipay() {
  const app = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const orders = new Map<string, FakeAlipayOrder>();
  /** Refunds by out_request_no. */
  const refunds = new Map<
    string,
    { out_trade_no: string; out_request_no: string; refund_amount: string }
  >();
  /** Every request as received (its parameters), for asserting what we sent. */
  const requests: Array<Record<string, string>> = [];
  /** Methods of requests refused for their common parameters or signature. */
  const refusedRequests: string[] = [];
  const faults: FakeAlipayFault[] = [];
  const hanging = new Set<http.ServerResponse>();

  const answer = (
    res: http.ServerResponse,
    method: string,
    node: Record<string, unknown>,
    key: crypto.KeyObject | null = alipay.privateKey,
  ) => {
    const nodeName = `${method.replaceAll('.', '_')}_response`;
    const nodeText = JSON.stringify(node).replaceAll('/', '\\/');
    const sign = key ? `,"sign":"${rsa2Sign(key, nodeText)}"` : '';
    res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
    res.end(`{"${nodeName}":${nodeText}${sign}}`);
  };
  const refuse = (subCode: string, subMsg: string) => ({
    code: '40004',
    msg: 'Business Failed',
    sub_code: subCode,
    sub_msg: subMsg,
  });

  /** The common-parameter and signature checks of the real gateway, with its error codes. */
  function commonProblem(params: Record<string, string>): Record<string, string> | null {
    const invalid = (subCode: string, subMsg: string) => ({
      code: '40002',
      msg: 'Invalid Arguments',
      sub_code: subCode,
      sub_msg: subMsg,
    });
    if (params.app_id !== FAKE_ALIPAY_APP_ID)
      return invalid('isv.invalid-app-id', '无效的AppID参数');
    if (params.sign_type !== 'RSA2') return invalid('isv.invalid-signature-type', '无效的签名类型');
    if (params.charset !== 'utf-8') return invalid('isv.invalid-charset', '字符集错误');
    if (params.format !== 'JSON') return invalid('isv.invalid-format', '参数格式错误');
    if (params.version !== '1.0') return invalid('isv.invalid-parameter', '版本号错误');
    const sent = parseChinaDateTime(params.timestamp);
    if (!sent || Math.abs(sent.getTime() - Date.now()) > 10 * 60_000) {
      return invalid('isv.invalid-timestamp', '非法的时间戳参数');
    }
    if (!rsa2Verify(app.publicKey, signContent(params), params.sign ?? '')) {
      return invalid('isv.invalid-signature', '验签出错');
    }
    return null;
  }

  function handle(params: Record<string, string>, res: http.ServerResponse) {
    requests.push(params);
    const method = params.method ?? '';
    const problem = commonProblem(params);
    if (problem) {
      refusedRequests.push(method);
      // Alipay cannot sign for an app it could not check: these answers carry no sign.
      answer(res, method, problem, null);
      return;
    }
    const fault = faults.shift();
    if (fault?.kind === 'hang') {
      hanging.add(res);
      return;
    }
    if (fault?.kind === 'refuse') {
      answer(res, method, refuse(fault.subCode, fault.subMsg));
      return;
    }
    let biz: Record<string, string>;
    try {
      biz = JSON.parse(params.biz_content ?? '') as Record<string, string>;
    } catch {
      answer(res, method, refuse('ACQ.INVALID_PARAMETER', '参数无效'));
      return;
    }
    if (method === 'alipay.trade.precreate') {
      if (
        !biz.out_trade_no ||
        !/^\d+\.\d{2}$/.test(biz.total_amount ?? '') ||
        !biz.subject ||
        /[/=&]/.test(biz.subject)
      ) {
        answer(res, method, refuse('ACQ.INVALID_PARAMETER', '参数无效'));
        return;
      }
      const order: FakeAlipayOrder = {
        out_trade_no: biz.out_trade_no,
        total_amount: biz.total_amount!,
        subject: biz.subject,
        ...(biz.product_code ? { product_code: biz.product_code } : {}),
        ...(biz.time_expire ? { time_expire: biz.time_expire } : {}),
        ...(biz.timeout_express ? { timeout_express: biz.timeout_express } : {}),
        notify_url: params.notify_url ?? '',
        qr_code: `https://qr.alipay.com/bax0${crypto.randomBytes(8).toString('hex')}`,
        closed: false,
      };
      orders.set(order.out_trade_no, order);
      const node = {
        code: '10000',
        msg: 'Success',
        out_trade_no: order.out_trade_no,
        qr_code: order.qr_code,
      };
      answer(res, method, node, fault?.kind === 'forge' ? otherKey() : alipay.privateKey);
      return;
    }
    if (method === 'alipay.trade.close') {
      const order = orders.get(biz.out_trade_no ?? '');
      if (!order) {
        answer(res, method, refuse('ACQ.TRADE_NOT_EXIST', '交易不存在'));
        return;
      }
      order.closed = true;
      answer(res, method, { code: '10000', msg: 'Success', out_trade_no: order.out_trade_no });
      return;
    }
    if (method === 'alipay.trade.refund') {
      const order = orders.get(biz.out_trade_no ?? '');
      if (!order) {
        answer(res, method, refuse('ACQ.TRADE_NOT_EXIST', '交易不存在'));
        return;
      }
      if (!biz.out_request_no || !/^\d+\.\d{2}$/.test(biz.refund_amount ?? '')) {
        answer(res, method, refuse('ACQ.INVALID_PARAMETER', '参数无效'));
        return;
      }
      // The same out_request_no again is that refund again: no money moves twice.
      const again = refunds.has(biz.out_request_no);
      const refunded = [...refunds.values()]
        .filter((refund) => refund.out_trade_no === order.out_trade_no)
        .reduce((sum, refund) => sum + Number(refund.refund_amount), 0);
      if (!again && refunded + Number(biz.refund_amount) > Number(order.total_amount) + 1e-9) {
        answer(res, method, refuse('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限'));
        return;
      }
      if (!again) {
        refunds.set(biz.out_request_no, {
          out_trade_no: order.out_trade_no,
          out_request_no: biz.out_request_no,
          refund_amount: biz.refund_amount!,
        });
      }
      answer(res, method, {
        code: '10000',
        msg: 'Success',
        out_trade_no: order.out_trade_no,
        refund_fee: biz.refund_amount,
        fund_change: again ? 'N' : 'Y',
      });
      return;
    }
    answer(res, 'error', {
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'isv.invalid-method',
      sub_msg: '不存在的方法名',
    });
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method !== 'POST' || url.pathname !== '/gateway.do') {
        res.writeHead(404);
        res.end();
        return;
      }
      // Parameters may come in the query or the form body, as the real gateway takes them.
      const params: Record<string, string> = Object.fromEntries(url.searchParams);
      for (const [key, value] of new URLSearchParams(body)) params[key] = value;
      handle(params, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;

  /** The notification Alipay posts once the buyer has paid. */
  function notification(outTradeNo: string, options: FakeNotifyOptions = {}) {
    const order = orders.get(outTradeNo);
    if (!order) throw new Error(`fake Alipay has no order ${outTradeNo}`);
    const now = chinaDateTime(new Date());
    const amount = options.amount ?? order.total_amount;
    const params: Record<string, string> = {
      gmt_create: now,
      charset: 'utf-8',
      seller_email: 'shangan@example.com',
      subject: order.subject,
      sign_type: 'RSA2',
      buyer_id: '2088102177846880',
      invoice_amount: amount,
      notify_id: crypto.randomBytes(16).toString('hex'),
      fund_bill_list: JSON.stringify([{ amount, fundChannel: 'ALIPAYACCOUNT' }]),
      notify_type: 'trade_status_sync',
      trade_status: options.tradeStatus ?? 'TRADE_SUCCESS',
      receipt_amount: amount,
      app_id: options.appId ?? FAKE_ALIPAY_APP_ID,
      buyer_pay_amount: amount,
      seller_id: '2088102177649450',
      gmt_payment: now,
      notify_time: now,
      version: '1.0',
      out_trade_no: options.outTradeNo ?? outTradeNo,
      total_amount: amount,
      trade_no: options.tradeNo ?? `2025${crypto.randomInt(1e9, 9e9)}${crypto.randomInt(1e9, 9e9)}`,
      auth_app_id: options.appId ?? FAKE_ALIPAY_APP_ID,
      point_amount: '0.00',
    };
    const key = options.forgeSignature ? otherKey() : alipay.privateKey;
    params.sign = rsa2Sign(key, signContent(params, 'notify'));
    return {
      url: order.notify_url,
      body: new URLSearchParams(params).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    };
  }

  async function pay(outTradeNo: string, options: FakeNotifyOptions = {}) {
    const { url, body, headers } = notification(outTradeNo, options);
    const res = await fetch(url, { method: 'POST', headers, body });
    return { status: res.status, text: await res.text() };
  }

  const config = (notifyUrl: string): AlipayConfig => ({
    appId: FAKE_ALIPAY_APP_ID,
    privateKey: app.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    alipayPublicKey: alipay.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    gateway,
    notifyUrl,
  });

  return {
    gateway,
    orders,
    refunds,
    requests,
    refusedRequests,
    config,
    notification,
    pay,
    /** The next answer goes wrong this way (faults queue up, one per request). */
    failNext: (fault: FakeAlipayFault) => faults.push(fault),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function otherKey(): crypto.KeyObject {
  return crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
}
