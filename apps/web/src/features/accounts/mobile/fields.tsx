import { Checkbox, Form, Input, NoticeBar } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { Msg, PHONE_PATTERN, SMS_CODE_LENGTH, SMS_RESEND_SECONDS } from '@shangan/shared';
import { useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { MobileSlideVerify } from '../../../components/mobile/mobile-slide-verify';
import type { SlideVerifyHandle } from '../../../components/mobile/mobile-slide-verify';
import { notify } from '../../../lib/notifier';
import { LEGAL_URLS } from '../../../lib/paths';
import { useSendSmsCode } from '../api/sms-send';
import type { SmsPurpose } from '../api/sms-send';
import { codeRules, normalizeCode, normalizePhone, phoneRules, termsRules } from '../form-rules';
import { useCountdown } from '../hooks/use-countdown';
import styles from './auth.module.css';

/**
 * The account forms' fields on a phone (antd-mobile), with the desktop forms' rules and exact
 * messages (form-rules.ts): the server checks the same again.
 */

interface PhoneItemProps {
  name?: string;
  label?: string;
  placeholder?: string;
  required?: string;
  invalid?: string;
  disabled?: boolean;
}

export function PhoneItem({
  name = 'phone',
  label = '手机号',
  placeholder = '请输入手机号码',
  required = Msg.phoneRequired,
  invalid = Msg.phoneInvalid,
  disabled,
}: PhoneItemProps) {
  return (
    <Form.Item
      name={name}
      rules={phoneRules(required, invalid)}
      normalize={(value: string | undefined) => normalizePhone(value)}
      disabled={disabled}
    >
      <Input
        className={styles.input}
        placeholder={placeholder}
        maxLength={13}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        clearable={!disabled}
        aria-label={label}
      />
    </Form.Item>
  );
}

/** A password input with a show/hide eye, as phones type passwords blind otherwise. */
export function PasswordInput({
  value,
  onChange,
  placeholder,
  label,
  autoComplete,
  maxLength = 32,
}: {
  value?: string;
  onChange?: (value: string) => void;
  placeholder: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  maxLength?: number;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.password}>
      <Input
        className={styles.input}
        value={value ?? ''}
        onChange={onChange}
        type={visible ? 'text' : 'password'}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-label={label}
      />
      <button
        type="button"
        className={styles.eye}
        aria-label={visible ? '隐藏密码' : '显示密码'}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
      </button>
    </div>
  );
}

interface SmsCodeItemProps {
  form: FormInstance;
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
 * Slide verification, then the code and its get-code button, as on the desktop forms: the
 * button waits for the slide, 60 seconds pass before another send, and every send needs a new
 * slide. With the local SMS provider the server returns the code and it is shown here, so the
 * demo works without an SMS gateway.
 */
export function SmsCodeItem({
  form,
  purpose,
  phoneField,
  codeField,
  emptyPhoneMessage = Msg.phoneRequiredShort,
  invalidPhoneMessage = Msg.phoneInvalid,
}: SmsCodeItemProps) {
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
      <div className={styles.slider}>
        <MobileSlideVerify ref={slider} onSuccess={() => setVerified(true)} />
      </div>
      <Form.Item
        name={codeField}
        rules={codeRules}
        normalize={(value: string | undefined) => normalizeCode(value)}
        extra={
          <button
            type="button"
            className={styles.codeButton}
            disabled={!verified || remaining > 0 || sending.isPending}
            onClick={() => void send()}
          >
            {remaining > 0 ? `${remaining}秒后重新获取` : '获取验证码'}
          </button>
        }
      >
        <Input
          className={styles.input}
          placeholder="请输入验证码"
          maxLength={SMS_CODE_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-label="验证码"
        />
      </Form.Item>
      {!verified && remaining === 0 ? (
        <p className={styles.hint}>请先拖动上方滑块完成验证，再获取验证码</p>
      ) : null}
      {demoCode ? (
        <NoticeBar
          className={styles.demo}
          color="info"
          content={`演示模式：验证码 ${demoCode}`}
          wrap
        />
      ) : null}
    </>
  );
}

/** Opening a document must not tick or untick the box its link sits in. */
const keepBox = (event: MouseEvent) => event.stopPropagation();

/** The terms box both logins and registration require (请阅读并同意…). */
export function TermsItem() {
  return (
    <Form.Item name="agree" valuePropName="checked" rules={termsRules} className={styles.terms}>
      <Checkbox className={styles.check}>
        <span className={styles.termsText}>
          我已阅读并同意
          <a href={LEGAL_URLS.userAgreement} target="_blank" rel="noreferrer" onClick={keepBox}>
            《用户服务协议》
          </a>
          和
          <a href={LEGAL_URLS.privacyPolicy} target="_blank" rel="noreferrer" onClick={keepBox}>
            《隐私政策》
          </a>
        </span>
      </Checkbox>
    </Form.Item>
  );
}

/** 'Keep me logged in': 7-day cookies and session instead of ones that end with the browser. */
export function RememberItem() {
  return (
    <Form.Item name="remember" valuePropName="checked" className={styles.remember}>
      <Checkbox className={styles.check}>7天内免登录</Checkbox>
    </Form.Item>
  );
}
