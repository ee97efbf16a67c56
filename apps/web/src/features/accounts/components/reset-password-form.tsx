import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { isValidPhone, Msg } from '@shangan/shared';
import { notify } from '../../../lib/notifier';
import { useResetPassword } from '../api/forget-password';
import { forgetLocalSession } from '../auth-flow';
import { getAuthFlow } from '../auth-state';
import { confirmPasswordRules, newPasswordRules, normalizePhone, phoneRules } from '../form-rules';
import type { AuthFormProps } from './auth-form-types';
import { SmsCodeField } from './sms-code-field';
import styles from './auth-forms.module.css';

interface Values {
  phone: string;
  phoneCode: string;
  password: string;
  passwordSecond: string;
}

/** Forgotten password: a code to the phone and the new password twice (spec part 1 §3, §5). */
export function ResetPasswordForm({ onSwitch }: AuthFormProps) {
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const reset = useResetPassword();

  const onFinish = async (values: Values) => {
    try {
      await reset.mutateAsync(values);
    } catch {
      return; // The client has shown the server's reason.
    }
    notify.success(Msg.passwordSet);
    forgetLocalSession(queryClient);
    onSwitch('login', values.phone);
  };

  return (
    <Form
      form={form}
      className={styles.form}
      name="reset-password"
      initialValues={{ phone: getAuthFlow().phone ?? '' }}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item name="phone" rules={phoneRules()} normalize={normalizePhone}>
        <Input
          size="large"
          prefix={<MobileOutlined />}
          placeholder="请输入手机号码"
          maxLength={13}
          inputMode="tel"
          autoComplete="tel"
          aria-label="手机号"
        />
      </Form.Item>
      <SmsCodeField purpose="reset" phoneField="phone" codeField="phoneCode" />
      <Form.Item name="password" rules={newPasswordRules}>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          placeholder="请输入新密码（6-32位）"
          maxLength={32}
          autoComplete="new-password"
          aria-label="新密码"
        />
      </Form.Item>
      <Form.Item name="passwordSecond" dependencies={['password']} rules={confirmPasswordRules}>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          placeholder="请再次输入密码"
          maxLength={32}
          autoComplete="new-password"
          aria-label="确认密码"
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
          确定
        </Button>
      </Form.Item>
      <div className={styles.switches}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            const phone = normalizePhone(form.getFieldValue('phone') as string | undefined);
            onSwitch('login', isValidPhone(phone) ? phone : null);
          }}
        >
          返回登录
        </button>
      </div>
    </Form>
  );
}
