import { useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { isValidPhone, Msg } from '@shangan/shared';
import { notify } from '../../../lib/notifier';
import { useResetPassword } from '../api/forget-password';
import { forgetLocalSession } from '../auth-flow';
import { getAuthFlow } from '../auth-state';
import { normalizePhone } from '../form-rules';
import type { AuthFormProps } from './auth-form-types';
import { SmsCodeField } from './sms-code-field';
import { PhoneField } from './phone-field';
import { NewPasswordFields } from './new-password-fields';
import styles from './auth-forms.module.css';

interface Values {
  phone: string;
  phoneCode: string;
  password: string;
  passwordSecond: string;
}

/** Forgotten password: a code to the phone and the new password twice. */
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
      <PhoneField />
      <SmsCodeField purpose="reset" phoneField="phone" codeField="phoneCode" />
      <NewPasswordFields label="新密码" placeholder="请输入新密码（6-32位）" />
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
