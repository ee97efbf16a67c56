/** A notice other than a code, by what it is about; each kind has its own template. */
export interface SmsNotice {
  /** 开播提醒: the class's title and its start as the learner reads it (e.g. 今天 19:30). */
  kind: 'live-reminder';
  params: { title: string; time: string };
}

/**
 * Sends verification codes and notices to one phone. Implementations throw when the gateway
 * refuses.
 */
export interface SmsProvider {
  readonly name: 'local' | 'aliyun';
  /** True when codes may be shown to the person in the page (offline demo only). */
  readonly revealsCodes: boolean;
  sendCode(phone: string, code: string): Promise<void>;
  /** Whether notices of this kind can be sent at all (a gateway needs a template for each). */
  sendsNotice(kind: SmsNotice['kind']): boolean;
  sendNotice(phone: string, notice: SmsNotice): Promise<void>;
}

export class SmsSendError extends Error {}
