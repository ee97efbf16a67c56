import { useQueryClient } from '@tanstack/react-query';
import { Dialog, Form, Input } from 'antd-mobile';
import type { LoginResult } from '@shangan/shared/contracts/accounts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MobilePage } from '../../../components/mobile';
import { useCurrentUser } from '../../../lib/current-user';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { notify } from '../../../lib/notifier';
import { useRegister } from '../api/register';
import { getAuthFlow } from '../auth-state';
import { emailRules, newPasswordRules, realnameRules } from '../form-rules';
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

interface Values {
  realname: string;
  phone: string;
  code: string;
  email?: string;
  password: string;
  remember?: boolean;
}

/**
 * MRegister: registration as on the desktop (name, phone proven by a `register` code, optional
 * e-mail, password). The new account is logged in at once; the invitation poster's QR code the
 * server makes for it is shown, then the person goes on as after a login.
 */
export default function MobileRegisterPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const [form] = Form.useForm<Values>();
  const register = useRegister();
  const [step, setStep] = useState<'form' | 'leaving' | 'bindPhone'>('form');
  /** The new account, while its invitation poster is on screen. */
  const [welcome, setWelcome] = useState<LoginResult | null>(null);

  const leave = (result: LoginResult) => {
    if (!result.phone) {
      setStep('bindPhone');
      return;
    }
    goAfterLogin(navigate);
  };

  const onFinish = async ({ realname, phone, code, email, password, remember = false }: Values) => {
    let result: LoginResult;
    try {
      result = await register.mutateAsync({
        realname: realname.trim(),
        phone,
        code,
        email: email?.trim() ?? '',
        password,
        remember,
      });
    } catch {
      return; // The client has shown the server's reason (code wrong, phone taken …).
    }
    setStep('leaving');
    notify.success('注册成功');
    await keepLogin(queryClient, result, remember);
    if (result.poster_qr_code_for_pc) setWelcome(result);
    else leave(result);
  };

  const poster = (
    <Dialog
      visible={welcome !== null}
      title="注册成功"
      content={
        <div className={styles.poster}>
          {welcome?.poster_qr_code_for_pc ? (
            <img
              src={welcome.poster_qr_code_for_pc}
              alt="专属邀请二维码"
              width={180}
              height={180}
            />
          ) : null}
          <p>这是您的专属邀请二维码，好友扫码即可注册，和您一起备考上岸。可截图保存后分享。</p>
        </div>
      }
      actions={[{ key: 'go', text: '开始学习', bold: true }]}
      onAction={() => {
        const result = welcome;
        setWelcome(null);
        if (result) leave(result);
      }}
    />
  );

  if (step === 'bindPhone') {
    return <BindPhoneScreen onDone={() => goAfterLogin(navigate)} />;
  }

  return (
    <MobilePage title="注册" plain>
      <AuthBrand hint="注册上岸账号，开启备考之路" />
      {user && step === 'form' ? (
        <SignedIn />
      ) : (
        <div className={styles.panel}>
          <Form
            form={form}
            className={styles.form}
            initialValues={{ phone: getAuthFlow().phone ?? '' }}
            onFinish={(values: Values) => void onFinish(values)}
            footer={<SubmitButton loading={register.isPending}>注册</SubmitButton>}
          >
            <Form.Item name="realname" rules={realnameRules}>
              <Input
                className={styles.input}
                placeholder="请输入姓名"
                maxLength={20}
                autoComplete="name"
                clearable
                aria-label="姓名"
              />
            </Form.Item>
            <PhoneItem />
            <SmsCodeItem form={form} purpose="register" phoneField="phone" codeField="code" />
            <Form.Item name="email" rules={emailRules}>
              <Input
                className={styles.input}
                placeholder="请输入邮箱（选填）"
                maxLength={128}
                type="email"
                inputMode="email"
                autoComplete="email"
                clearable
                aria-label="邮箱"
              />
            </Form.Item>
            <Form.Item name="password" rules={newPasswordRules}>
              <PasswordInput
                label="密码"
                placeholder="请设置6-32位登录密码"
                autoComplete="new-password"
              />
            </Form.Item>
            <RememberItem />
            <TermsItem />
          </Form>
          <p className={styles.switch}>
            已有账号？<Link to={mobilePathTo('MLogin')}>立即登录</Link>
          </p>
        </div>
      )}
      {poster}
    </MobilePage>
  );
}
