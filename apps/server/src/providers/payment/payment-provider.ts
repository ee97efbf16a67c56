/**
 * A payment gateway as the VIP and shop orders see it (`local` demo, WeChat Pay or Alipay):
 * open a QR payment for an order, close it, and turn a gateway's signed notification into a
 * verified payment notice. Implementations never touch the database.
 */
export interface PaymentProvider {
  readonly name: 'local' | 'wechat' | 'alipay';
  /** Opens the payment at the gateway; the answer's url is what the QR code encodes. */
  createPayment(order: PaymentOrder): Promise<{ url: string }>;
  /** Best effort: stops an unpaid order from being paid (a newer order replaced it). */
  closePayment(orderNum: string): Promise<void>;
  /** Verifies the signature and decodes the notice; throws PaymentNotifyError when invalid. */
  parseNotify(request: NotifyRequest): PaymentNotice;
  /** What the gateway expects back, in its own protocol (not our {code,msg,data}). */
  notifyAnswer(error: PaymentNotifyError | null): NotifyAnswer;
  /**
   * Sends a paid order's money back the way it came. The refund number names the refund at the
   * gateway: asking again with the same number asks after that refund and never pays twice.
   * Throws PaymentGatewayError when the gateway refuses or cannot be reached.
   */
  refund(request: RefundRequest): Promise<RefundOutcome>;
}

export interface RefundRequest {
  orderNum: string;
  refundNo: string;
  amountFen: number;
  /** What the order was paid, which some gateways check the refund against. */
  totalFen: number;
  reason: string;
}

/** Done, or accepted and still moving (WeChat Pay may take a while to return the money). */
export interface RefundOutcome {
  state: 'success' | 'processing';
}

export interface PaymentOrder {
  orderNum: string;
  /** 购买物品, shown by the gateway on the payer's phone. */
  description: string;
  amountFen: number;
  expiresAt: Date;
  /** Who pays, and on what: decides the gateway's way of paying. */
  payer?: PaymentPayer;
}

/** The buyer as the request that opened the payment shows them. */
export interface PaymentPayer {
  /**
   * The address the buyer reached this site at (scheme, host, port). The local gateway's page
   * is put there, so a phone on the same network as a demo machine can open the QR code.
   */
  siteOrigin: string;
  /** The buyer's IP address: WeChat Pay's payment for phone browsers (H5) must be told it. */
  clientIp: string;
  /**
   * What the buyer pays on: a computer or tablet scans a QR code with a phone; a phone's
   * browser is sent to the gateway's mobile page, which opens the payment app; WeChat's own
   * browser cannot open that page, but recognises a pressed QR code.
   */
  device: 'computer' | 'phone' | 'wechat';
}

export interface NotifyRequest {
  headers: Record<string, string | string[] | undefined>;
  /**
   * The body exactly as received (JSON, or Alipay's form-encoded parameters): signatures cover
   * its bytes, not a re-serialization.
   */
  rawBody: string;
}

/** A payment the gateway vouches for. Only `success` notices settle an order. */
export interface PaymentNotice {
  orderNum: string;
  transactionId: string;
  amountFen: number;
  success: boolean;
  paidAt: string;
}

export interface NotifyAnswer {
  status: number;
  /** null: no body (204); a string goes out as plain text, anything else as JSON. */
  body: unknown;
}

/** A notification that must not be believed: bad signature, stale, undecryptable, malformed. */
export class PaymentNotifyError extends Error {
  readonly httpStatus: number;
  constructor(message: string, httpStatus = 401, options?: ErrorOptions) {
    super(message, options);
    this.httpStatus = httpStatus;
  }
}

/** The gateway refused or could not be reached while opening or closing a payment. */
export class PaymentGatewayError extends Error {
  /** The gateway's own code for a refusal (WeChat Pay's `code`), when it gave one. */
  readonly gatewayCode: string | undefined;
  constructor(message: string, options?: ErrorOptions & { gatewayCode?: string }) {
    super(message, options);
    this.gatewayCode = options?.gatewayCode;
  }
}

export function headerValue(headers: NotifyRequest['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
