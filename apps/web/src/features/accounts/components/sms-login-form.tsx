import { useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { isValidPhone } from '@shangan/shared';
import { notify } from '../../../lib/notifier';
import { useSmsLogin } from '../api/login';
import { completeLogin } from '../auth-flow';
import { getAuthFlow } from '../auth-state';
import { normalizePhone } from '../form-rules';
import { handleLoginFailure } from '../login-errors';
import type { AuthFormProps } from './auth-form-types';
import { SmsCodeField } from './sms-code-field';
import { RememberField, TermsField } from './terms-field';
import { PhoneField } from './phone-field';
import styles from './auth-forms.module.css';

interface Values {
  phone: string;
  phoneCode: string;
  remember?: boolean;
  agree?: boolean;
}

/** Login by phone and SMS code, type '10'. */
export function SmsLoginForm({ onSwitch }: AuthFormProps) {
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const login = useSmsLogin();

  const onFinish = async ({ phone, phoneCode, remember = false }: Values) => {
    try {
      const result = await login.mutateAsync({ phone, phoneCode, remember });
      notify.success('登录成功');
      await completeLogin(queryClient, result, remember);
    } catch (error) {
      handleLoginFailure(error, phone, onSwitch);
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
      name="sms-login"
      initialValues={{ phone: getAuthFlow().phone ?? '' }}
      onFinish={(values) => void onFinish(values)}
    >
      <PhoneField />
      <SmsCodeField purpose="login" phoneField="phone" codeField="phoneCode" />
      <div className={styles.options}>
        <RememberField />
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
          onClick={() => onSwitch('login', phoneTyped())}
        >
          密码登录
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
