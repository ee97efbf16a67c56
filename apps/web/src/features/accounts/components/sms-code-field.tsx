import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { SMS_CODE_LENGTH } from '@shangan/shared';
import { SlideVerify } from '../../../components/slide-verify/slide-verify';
import type { SmsPurpose } from '../api/sms-send';
import { codeRules, normalizeCode } from '../form-rules';
import { useSmsCodeSender } from '../hooks/use-sms-code-sender';
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
 * Slide verification, code input and get-code button over the send sequence the mobile field
 * shares (useSmsCodeSender): the button waits for the slide, 60 seconds pass between sends and
 * the demo's code is shown under it.
 */
export function SmsCodeField({
  purpose,
  phoneField,
  codeField,
  emptyPhoneMessage,
  invalidPhoneMessage,
}: SmsCodeFieldProps) {
  const form = Form.useFormInstance();
  const { slider, verified, onVerified, demoCode, remaining, sending, send } = useSmsCodeSender({
    form,
    purpose,
    phoneField,
    emptyPhoneMessage,
    invalidPhoneMessage,
  });

  return (
    <>
      <Form.Item className={styles.sliderItem}>
        <SlideVerify ref={slider} fluid onSuccess={onVerified} />
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
            loading={sending}
            onClick={send}
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
