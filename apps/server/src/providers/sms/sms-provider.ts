/** Sends one verification code to one phone. Implementations throw when the gateway refuses. */
export interface SmsProvider {
  readonly name: 'local' | 'aliyun';
  /** True when codes may be shown to the person in the page (offline demo only). */
  readonly revealsCodes: boolean;
  sendCode(phone: string, code: string): Promise<void>;
}

export class SmsSendError extends Error {}
