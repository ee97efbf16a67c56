import { IdcardOutlined, LockOutlined, MailOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { isValidPhone } from '@shangan/shared';
import { notify } from '../../../lib/notifier';
import { useRegister } from '../api/register';
import { completeLogin } from '../auth-flow';
import { getAuthFlow } from '../auth-state';
import { emailRules, newPasswordRules, normalizePhone, realnameRules } from '../form-rules';
import type { AuthFormProps } from './auth-form-types';
import { SmsCodeField } from './sms-code-field';
import { RememberField, TermsField } from './terms-field';
import { PhoneField } from './phone-field';
import styles from './auth-forms.module.css';

interface Values {
  realname: string;
  phone: string;
  code: string;
  email?: string;
  password: string;
  remember?: boolean;
  agree?: boolean;
}

/** Registration: name, phone proven by a code, optional email, password. */
export function RegisterForm({ onSwitch }: AuthFormProps) {
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const register = useRegister();

  const onFinish = async ({ realname, phone, code, email, password, remember = false }: Values) => {
    try {
      const result = await register.mutateAsync({
        realname: realname.trim(),
        phone,
        code,
        email: email?.trim() ?? '',
        password,
        remember,
      });
      notify.success('注册成功');
      await completeLogin(queryClient, result, remember);
    } catch {
      // The client has shown the server's reason (code wrong, phone taken …).
    }
  };

  const phoneTyped = () => {
    const phone = normalizePhone(form.getFieldValue('phone') as string | undefined);
    return isValidPhone(phone) ? phone : null;
  };

  return (
    <Form
      form={form}
      className={styles.form}
      name="register"
      initialValues={{ phone: getAuthFlow().phone ?? '' }}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item name="realname" rules={realnameRules}>
        <Input
          size="large"
          prefix={<IdcardOutlined />}
          placeholder="请输入姓名"
          maxLength={20}
          autoComplete="name"
          aria-label="姓名"
        />
      </Form.Item>
      <PhoneField />
      <SmsCodeField purpose="register" phoneField="phone" codeField="code" />
      <Form.Item name="email" rules={emailRules}>
        <Input
          size="large"
          prefix={<MailOutlined />}
          placeholder="请输入邮箱（选填）"
          maxLength={128}
          inputMode="email"
          autoComplete="email"
          aria-label="邮箱"
        />
      </Form.Item>
      <Form.Item name="password" rules={newPasswordRules}>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          placeholder="请设置6-32位登录密码"
          maxLength={32}
          autoComplete="new-password"
          aria-label="密码"
        />
      </Form.Item>
      <div className={styles.options}>
        <RememberField />
      </div>
      <TermsField />
      <Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
          注册
        </Button>
      </Form.Item>
      <div className={styles.switches}>
        <span />
        <span>
          已有账号？
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => onSwitch('login', phoneTyped())}
          >
            立即登录
          </button>
        </span>
      </div>
    </Form>
  );
}
