import { Button, Checkbox, Form, Input, NoticeBar } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { Msg, SMS_CODE_LENGTH } from '@shangan/shared';
import { useState } from 'react';
import type { MouseEvent } from 'react';
import { MobileSlideVerify } from '../../../components/mobile/mobile-slide-verify';
import { LEGAL_URLS } from '../../../lib/paths';
import type { SmsPurpose } from '../api/sms-send';
import { codeRules, normalizeCode, normalizePhone, phoneRules, termsRules } from '../form-rules';
import { useSmsCodeSender } from '../hooks/use-sms-code-sender';
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
 * Slide verification, then the code and its get-code button, with the desktop field's send
 * sequence (useSmsCodeSender); the demo's code is shown under it.
 */
export function SmsCodeItem({
  form,
  purpose,
  phoneField,
  codeField,
  emptyPhoneMessage,
  invalidPhoneMessage,
}: SmsCodeItemProps) {
  const { slider, verified, onVerified, demoCode, remaining, sending, send } = useSmsCodeSender({
    form,
    purpose,
    phoneField,
    emptyPhoneMessage,
    invalidPhoneMessage,
  });

  return (
    <>
      <div className={styles.slider}>
        <MobileSlideVerify ref={slider} onSuccess={onVerified} />
      </div>
      <Form.Item
        name={codeField}
        rules={codeRules}
        normalize={(value: string | undefined) => normalizeCode(value)}
        extra={
          <button
            type="button"
            className={styles.codeButton}
            disabled={!verified || remaining > 0 || sending}
            onClick={send}
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

/** The full-width submit button at the foot of every account form. */
export function SubmitButton({ loading, children }: { loading: boolean; children: string }) {
  return (
    <Button
      block
      type="submit"
      color="primary"
      size="large"
      shape="rounded"
      loading={loading}
      className={styles.submit}
    >
      {children}
    </Button>
  );
}
