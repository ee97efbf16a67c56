import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Steps } from 'antd-mobile';
import { Msg } from '@shangan/shared';
import { useState } from 'react';
import { MobilePage } from '../../../components/mobile';
import type { BindPhoneInput } from '../api/bind-phone';
import type { SetPasswordInput } from '../api/first-modify-password';
import { refreshCurrentUser } from '../auth-flow';
import {
  confirmPasswordRules,
  differentPasswordRule,
  newPasswordRules,
  OLD_PASSWORD_REQUIRED,
  passwordRules,
} from '../form-rules';
import {
  useBindPhoneSubmit,
  useChangePasswordSubmit,
  useChangePhoneSubmit,
  useSetPasswordSubmit,
  useVerifyOldPhoneSubmit,
} from '../hooks/use-account-changes';
import type {
  ChangePasswordValues,
  NewPhone,
  OldPhone,
  PasswordProof,
} from '../hooks/use-account-changes';
import { PasswordInput, PhoneItem, SmsCodeItem, SubmitButton } from './fields';
import styles from './auth.module.css';

/**
 * The account forms a phone shows on a screen of their own: 补齐手机号 (after a login without a
 * phone, or from 账户设置), 修改手机号, 设置密码 and 修改密码. Same endpoints, rules and
 * messages as the desktop dialogs; failures are toasted by the API client.
 */

/** Adds a phone to an account without one (code purpose `bind`). */
export function BindPhoneForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<BindPhoneInput>();
  const queryClient = useQueryClient();
  const bind = useBindPhoneSubmit(async () => {
    await refreshCurrentUser(queryClient);
    onDone();
  });
  return (
    <Form
      form={form}
      className={styles.form}
      onFinish={bind.submit}
      footer={<SubmitButton loading={bind.pending}>确定</SubmitButton>}
    >
      <PhoneItem />
      <SmsCodeItem form={form} purpose="bind" phoneField="phone" codeField="phoneCode" />
    </Form>
  );
}

/** The screen after a login or registration of an account without a phone: it must add one. */
export function BindPhoneScreen({ onDone }: { onDone: () => void }) {
  return (
    <MobilePage title="补齐手机号" back={false}>
      <div className={styles.panel}>
        <p className={styles.lead}>为了您的账号安全，请绑定手机号后继续使用。</p>
        <BindPhoneForm onDone={onDone} />
      </div>
    </MobilePage>
  );
}

/** Phone change in two steps: prove the old phone, then the new one. */
export function ChangePhoneForm({ phone, onDone }: { phone: string; onDone: () => void }) {
  const [oldPhone, setOldPhone] = useState<OldPhone | null>(null);
  return (
    <>
      <Steps
        className={styles.steps}
        current={oldPhone ? 1 : 0}
        style={{ '--title-font-size': '14px' }}
      >
        <Steps.Step title="验证原手机号" />
        <Steps.Step title="绑定新手机号" />
      </Steps>
      {oldPhone ? (
        <NewPhoneStep oldPhone={oldPhone} onDone={onDone} />
      ) : (
        <OldPhoneStep phone={phone} onVerified={setOldPhone} />
      )}
    </>
  );
}

function OldPhoneStep({
  phone,
  onVerified,
}: {
  phone: string;
  onVerified: (value: OldPhone) => void;
}) {
  const [form] = Form.useForm<OldPhone>();
  const verify = useVerifyOldPhoneSubmit(onVerified);
  return (
    <Form
      form={form}
      className={styles.form}
      initialValues={{ old_mobile: phone }}
      onFinish={verify.submit}
      footer={<SubmitButton loading={verify.pending}>下一步</SubmitButton>}
    >
      <PhoneItem
        name="old_mobile"
        label="原手机号"
        required={Msg.phoneRequired}
        invalid={Msg.phoneInvalidPlain}
        disabled
      />
      <SmsCodeItem
        form={form}
        purpose="old_phone"
        phoneField="old_mobile"
        codeField="old_code"
        invalidPhoneMessage={Msg.phoneInvalidPlain}
      />
    </Form>
  );
}

function NewPhoneStep({ oldPhone, onDone }: { oldPhone: OldPhone; onDone: () => void }) {
  const [form] = Form.useForm<NewPhone>();
  const modify = useChangePhoneSubmit(oldPhone, onDone);
  return (
    <Form
      form={form}
      className={styles.form}
      onFinish={modify.submit}
      footer={<SubmitButton loading={modify.pending}>确定</SubmitButton>}
    >
      <PhoneItem
        name="new_mobile"
        label="新手机号"
        placeholder="请输入新手机号"
        required={Msg.newPhoneRequired}
        invalid={Msg.phoneInvalidPlain}
      />
      <SmsCodeItem
        form={form}
        purpose="new_phone"
        phoneField="new_mobile"
        codeField="new_code"
        emptyPhoneMessage={Msg.newPhoneRequired}
        invalidPhoneMessage={Msg.phoneInvalidPlain}
      />
    </Form>
  );
}

/** A new password and its confirmation (请再次输入密码, 两次输入密码不一致!). */
function NewPasswordItems({ label, differentFrom }: { label: string; differentFrom?: string }) {
  return (
    <>
      <Form.Item
        name="password"
        rules={
          differentFrom
            ? [...newPasswordRules, differentPasswordRule(differentFrom)]
            : newPasswordRules
        }
        {...(differentFrom ? { dependencies: [differentFrom] } : {})}
      >
        <PasswordInput
          label={label}
          placeholder={`请输入${label}（6-32位）`}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item name="passwordSecond" dependencies={['password']} rules={confirmPasswordRules}>
        <PasswordInput label="确认密码" placeholder="请再次输入密码" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/** 设置密码 for an account that has none yet. */
export function SetPasswordForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<SetPasswordInput>();
  const setPassword = useSetPasswordSubmit(onDone);
  return (
    <Form
      form={form}
      className={styles.form}
      onFinish={setPassword.submit}
      footer={<SubmitButton loading={setPassword.pending}>确定</SubmitButton>}
    >
      <NewPasswordItems label="密码" />
    </Form>
  );
}

/**
 * 修改密码, proven by the old password or by a code sent to the account's own phone. The server
 * ends the person's other sessions and keeps this one.
 */
export function ChangePasswordForm({
  phone,
  onDone,
}: {
  phone: string | null;
  onDone: () => void;
}) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const [proof, setProof] = useState<PasswordProof>('password');
  const modify = useChangePasswordSubmit(onDone);
  return (
    <Form
      form={form}
      className={styles.form}
      initialValues={{ phone: phone ?? '' }}
      onFinish={(values: ChangePasswordValues) => modify.submit(proof, values)}
      footer={
        <>
          <p className={styles.note}>修改后，其他设备上的登录将退出，本设备保持登录。</p>
          <SubmitButton loading={modify.pending}>确定</SubmitButton>
        </>
      }
    >
      <div className={styles.proofs} role="radiogroup" aria-label="验证方式">
        {(
          [
            ['password', '原密码验证'],
            ['sms', '短信验证'],
          ] as const
        ).map(([value, text]) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={proof === value}
            disabled={value === 'sms' && !phone}
            className={proof === value ? `${styles.proof} ${styles.proofOn}` : styles.proof}
            onClick={() => setProof(value)}
          >
            {text}
          </button>
        ))}
      </div>
      {proof === 'password' ? (
        <Form.Item
          name="oldPassword"
          rules={[{ ...passwordRules[0], message: OLD_PASSWORD_REQUIRED }]}
        >
          <PasswordInput
            label="原密码"
            placeholder="请输入原密码"
            autoComplete="current-password"
            maxLength={64}
          />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="phone" disabled>
            <Input className={styles.input} aria-label="手机号" />
          </Form.Item>
          <SmsCodeItem form={form} purpose="password" phoneField="phone" codeField="phoneCode" />
        </>
      )}
      <NewPasswordItems
        label="新密码"
        {...(proof === 'password' ? { differentFrom: 'oldPassword' } : {})}
      />
    </Form>
  );
}
