import { Msg, PHONE_PATTERN, SMS_RESEND_SECONDS } from '@shangan/shared';
import { useRef, useState } from 'react';
import type { SlideVerifyHandle } from '../../../components/slide-verify/slide-verify-track';
import { notify } from '../../../lib/notifier';
import { useSendSmsCode } from '../api/sms-send';
import type { SmsPurpose } from '../api/sms-send';
import { normalizePhone } from '../form-rules';
import { useCountdown } from './use-countdown';

/** The part of a form (antd's or antd-mobile's) the sender reads the phone from. */
interface PhoneForm {
  getFieldValue: (name: string) => unknown;
  setFields: (fields: Array<{ name: string; errors: string[] }>) => void;
}

export interface SmsCodeSenderOptions {
  form: PhoneForm;
  purpose: SmsPurpose;
  /** The form field that holds the phone the code goes to. */
  phoneField: string;
  /** Sending with an empty phone says 请输入手机号 (the phone change says 请输入新手机号). */
  emptyPhoneMessage?: string;
  invalidPhoneMessage?: string;
}

/**
 * The get-code sequence of the SMS code fields (desktop and mobile): the button waits for the
 * slide verification, the phone is checked with the form's messages, 60 seconds pass before
 * another send, and every send (sent or refused) needs a new slide. With the local SMS
 * provider the server returns the code, kept here so the demo works without an SMS gateway.
 */
export function useSmsCodeSender({
  form,
  purpose,
  phoneField,
  emptyPhoneMessage = Msg.phoneRequiredShort,
  invalidPhoneMessage = Msg.phoneInvalid,
}: SmsCodeSenderOptions) {
  const slider = useRef<SlideVerifyHandle>(null);
  const [verified, setVerified] = useState(false);
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const { remaining, start } = useCountdown();
  const sending = useSendSmsCode();

  const send = async () => {
    const phone = normalizePhone(form.getFieldValue(phoneField) as string | undefined);
    const problem = !phone
      ? emptyPhoneMessage
      : PHONE_PATTERN.test(phone)
        ? null
        : invalidPhoneMessage;
    if (problem) {
      form.setFields([{ name: phoneField, errors: [problem] }]);
      return;
    }
    try {
      const result = await sending.mutateAsync({ phone, type: purpose });
      start(SMS_RESEND_SECONDS);
      setDemoCode(result.code ?? null);
      notify.success('验证码已发送');
    } catch {
      // The client has shown the server's reason (too frequent, 短信发送失败 …).
    } finally {
      slider.current?.reset();
      setVerified(false);
    }
  };

  return {
    slider,
    verified,
    onVerified: () => setVerified(true),
    demoCode,
    remaining,
    sending: sending.isPending,
    send: () => void send(),
  };
}
