import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Tabs } from 'antd-mobile';
import type { LoginResult } from '@shangan/shared/contracts/accounts';
import { isValidPhone } from '@shangan/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MobilePage } from '../../../components/mobile';
import { useCurrentUser } from '../../../lib/current-user';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { notify } from '../../../lib/notifier';
import { usePasswordLogin, useSmsLogin } from '../api/login';
import { getAuthFlow, updateAuthFlow } from '../auth-state';
import type { SwitchAuth } from '../components/auth-form-types';
import { accountRules, normalizePhone, passwordRules } from '../form-rules';
import { handleLoginFailure } from '../login-errors';
import { BindPhoneScreen } from './account-forms';
import { goAfterLogin, keepLogin } from './after-login';
import { AuthBrand, SignedIn } from './auth-frame';
import {
  PasswordInput,
  PhoneItem,
  RememberItem,
  SmsCodeItem,
  SubmitButton,
  TermsItem,
} from './fields';
import styles from './auth.module.css';

type LoginTab = 'password' | 'sms';

interface PasswordValues {
  account: string;
  password: string;
  remember?: boolean;
}

interface SmsValues {
  phone: string;
  phoneCode: string;
  remember?: boolean;
}

/**
 * MLogin: password login (type 1) and SMS-code login (type 10) as on the desktop, with its
 * rules and messages. Afterwards the person goes where they were sent from (after-login.ts) or
 * to 我的; an account without a phone binds one first, as the desktop requires. An unknown
 * account (code 4005) is taken to registration with the phone typed so far.
 */
export default function MobileLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const [tab, setTab] = useState<LoginTab>('password');
  /** Set once a login succeeded: the page leads on rather than saying 您已登录. */
  const [step, setStep] = useState<'form' | 'leaving' | 'bindPhone'>('form');

  const onSwitch: SwitchAuth = (target, phone) => {
    if (target !== 'register') return;
    if (phone !== undefined) updateAuthFlow({ phone });
    void navigate(mobilePathTo('MRegister'));
  };

  const onLoggedIn = async (result: LoginResult, remember: boolean) => {
    setStep('leaving');
    notify.success('登录成功');
    await keepLogin(queryClient, result, remember);
    if (!result.phone) {
      setStep('bindPhone');
      return;
    }
    goAfterLogin(navigate);
  };

  if (step === 'bindPhone') {
    return <BindPhoneScreen onDone={() => goAfterLogin(navigate)} />;
  }

  return (
    <MobilePage title="登录" plain>
      <AuthBrand hint="欢迎回来，登录后继续备考" />
      {user && step === 'form' ? (
        <SignedIn />
      ) : (
        <div className={styles.panel}>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as LoginTab)}
            className={styles.tabs}
            stretch
          >
            <Tabs.Tab key="password" title="密码登录">
              <PasswordLoginForm onSwitch={onSwitch} onLoggedIn={onLoggedIn} />
            </Tabs.Tab>
            <Tabs.Tab key="sms" title="验证码登录">
              <SmsLoginForm onSwitch={onSwitch} onLoggedIn={onLoggedIn} />
            </Tabs.Tab>
          </Tabs>
          <p className={styles.switch}>
            还没有账号？<Link to={mobilePathTo('MRegister')}>立即注册</Link>
          </p>
        </div>
      )}
    </MobilePage>
  );
}

interface FormProps {
  onSwitch: SwitchAuth;
  onLoggedIn: (result: LoginResult, remember: boolean) => Promise<void>;
}

function PasswordLoginForm({ onSwitch, onLoggedIn }: FormProps) {
  const [form] = Form.useForm<PasswordValues>();
  const login = usePasswordLogin();
  const onFinish = async ({ account, password, remember = false }: PasswordValues) => {
    const trimmed = account.trim();
    try {
      const result = await login.mutateAsync({ account: trimmed, password, remember });
      await onLoggedIn(result, remember);
    } catch (error) {
      handleLoginFailure(error, isValidPhone(trimmed) ? trimmed : null, onSwitch);
    }
  };
  return (
    <Form
      form={form}
      className={styles.form}
      initialValues={{ account: getAuthFlow().phone ?? '' }}
      onFinish={(values: PasswordValues) => void onFinish(values)}
      footer={<SubmitButton loading={login.isPending}>登录</SubmitButton>}
    >
      <Form.Item name="account" rules={accountRules}>
        <Input
          className={styles.input}
          placeholder="请输入手机号/用户名"
          maxLength={32}
          autoComplete="username"
          clearable
          aria-label="账号"
        />
      </Form.Item>
      <Form.Item name="password" rules={passwordRules}>
        <PasswordInput
          label="密码"
          placeholder="请输入密码"
          autoComplete="current-password"
          maxLength={64}
        />
      </Form.Item>
      <RememberItem />
      <TermsItem />
    </Form>
  );
}

function SmsLoginForm({ onSwitch, onLoggedIn }: FormProps) {
  const [form] = Form.useForm<SmsValues>();
  const login = useSmsLogin();
  const onFinish = async ({ phone, phoneCode, remember = false }: SmsValues) => {
    try {
      const result = await login.mutateAsync({ phone, phoneCode, remember });
      await onLoggedIn(result, remember);
    } catch (error) {
      handleLoginFailure(error, phone, onSwitch);
    }
  };
  const phoneTyped = normalizePhone(getAuthFlow().phone ?? '');
  return (
    <Form
      form={form}
      className={styles.form}
      initialValues={{ phone: phoneTyped }}
      onFinish={(values: SmsValues) => void onFinish(values)}
      footer={<SubmitButton loading={login.isPending}>登录</SubmitButton>}
    >
      <PhoneItem />
      <SmsCodeItem form={form} purpose="login" phoneField="phone" codeField="phoneCode" />
      <RememberItem />
      <TermsItem />
    </Form>
  );
}
