import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { confirmPasswordRules, differentPasswordRule, newPasswordRules } from '../form-rules';

interface NewPasswordFieldsProps {
  label: string;
  placeholder: string;
  /** A field the new password must differ from (the old password of a change). */
  differentFrom?: string;
}

/** A new password and its confirmation (请再次输入密码, 两次输入密码不一致!). */
export function NewPasswordFields({ label, placeholder, differentFrom }: NewPasswordFieldsProps) {
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
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          placeholder={placeholder}
          maxLength={32}
          autoComplete="new-password"
          aria-label={label}
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
    </>
  );
}
