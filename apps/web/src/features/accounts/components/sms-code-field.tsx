import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { Msg, PHONE_PATTERN, SMS_CODE_LENGTH, SMS_RESEND_SECONDS } from '@shangan/shared';
import { useRef, useState } from 'react';
import { SlideVerify } from '../../../components/slide-verify/slide-verify';
import type { SlideVerifyHandle } from '../../../components/slide-verify/slide-verify';
import { notify } from '../../../lib/notifier';
import { useSendSmsCode } from '../api/sms-send';
import type { SmsPurpose } from '../api/sms-send';
import { codeRules, normalizeCode, normalizePhone } from '../form-rules';
import { useCountdown } from '../hooks/use-countdown';
import styles from './auth-forms.module.css';

interface SmsCodeFieldProps {
  purpose: SmsPurpose;
  /** The form field that holds the phone the code goes to. */
  phoneField: string;
  /** The form field the code is typed into. */
  codeField: string;
  /** Sending with an empty phone says 请输入手机号 (the phone change says 请输入新手机号). */
  emptyPhoneMessage?: string;
  invalidPhoneMessage?: string;
}

/**
 * Slide verification, code input and get-code button: the button stays
 * disabled until the slider succeeds, a 60-second countdown follows each send and the slider
 * resets after it. In the local demo mode the server returns the code and it is shown here,
 * so the site can be tried without an SMS gateway.
 */
export function SmsCodeField({
  purpose,
  phoneField,
  codeField,
  emptyPhoneMessage = Msg.phoneRequiredShort,
  invalidPhoneMessage = Msg.phoneInvalid,
}: SmsCodeFieldProps) {
  const form = Form.useFormInstance();
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

  return (
    <>
      <Form.Item className={styles.sliderItem}>
        <SlideVerify ref={slider} fluid onSuccess={() => setVerified(true)} />
      </Form.Item>
      <Form.Item required>
        <div className={styles.codeRow}>
          <Form.Item name={codeField} rules={codeRules} normalize={normalizeCode} noStyle>
            <Input
              size="large"
              prefix={<SafetyCertificateOutlined />}
              placeholder="请输入验证码"
              maxLength={SMS_CODE_LENGTH}
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-label="验证码"
            />
          </Form.Item>
          <Button
            size="large"
            className={styles.codeButton}
            disabled={!verified || remaining > 0}
            loading={sending.isPending}
            onClick={() => void send()}
          >
            {remaining > 0 ? `${remaining}秒后重新获取` : '获取验证码'}
          </Button>
        </div>
      </Form.Item>
      {demoCode && (
        <Alert
          className={styles.demoNotice}
          type="info"
          showIcon
          title={`演示模式：验证码 ${demoCode}`}
        />
      )}
    </>
  );
}
