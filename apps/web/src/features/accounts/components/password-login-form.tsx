import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { isValidPhone } from '@shangan/shared';
import { notify } from '../../../lib/notifier';
import { usePasswordLogin } from '../api/login';
import { completeLogin } from '../auth-flow';
import { getAuthFlow } from '../auth-state';
import { accountRules, passwordRules } from '../form-rules';
import { handleLoginFailure } from '../login-errors';
import type { AuthFormProps } from './auth-form-types';
import { RememberField, TermsField } from './terms-field';
import styles from './auth-forms.module.css';

interface Values {
  account: string;
  password: string;
  remember?: boolean;
  agree?: boolean;
}

/** Login by account (phone or user name) and password, type '1'. */
export function PasswordLoginForm({ onSwitch }: AuthFormProps) {
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const login = usePasswordLogin();

  const onFinish = async ({ account, password, remember = false }: Values) => {
    const trimmed = account.trim();
    try {
      const result = await login.mutateAsync({ account: trimmed, password, remember });
      notify.success('登录成功');
      await completeLogin(queryClient, result, remember);
    } catch (error) {
      handleLoginFailure(error, isValidPhone(trimmed) ? trimmed : null, onSwitch);
    }
  };

  const phoneTyped = () => {
    const account = ((form.getFieldValue('account') as string | undefined) ?? '').trim();
    return isValidPhone(account) ? account : null;
  };

  return (
    <Form
      form={form}
      className={styles.form}
      name="password-login"
      initialValues={{ account: getAuthFlow().phone ?? '' }}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item name="account" rules={accountRules}>
        <Input
          size="large"
          prefix={<UserOutlined />}
          placeholder="请输入手机号/用户名"
          maxLength={32}
          autoComplete="username"
          aria-label="账号"
        />
      </Form.Item>
      <Form.Item name="password" rules={passwordRules}>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          placeholder="请输入密码"
          maxLength={64}
          autoComplete="current-password"
          aria-label="密码"
        />
      </Form.Item>
      <div className={styles.options}>
        <RememberField />
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => onSwitch('resetPassword', phoneTyped())}
        >
          忘记密码？
        </button>
      </div>
      <TermsField />
      <Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
          登录
        </Button>
      </Form.Item>
      <div className={styles.switches}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => onSwitch('smsLogin', phoneTyped())}
        >
          验证码登录
        </button>
        <span>
          还没有账号？
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => onSwitch('register', phoneTyped())}
          >
            立即注册
          </button>
        </span>
      </div>
    </Form>
  );
}
