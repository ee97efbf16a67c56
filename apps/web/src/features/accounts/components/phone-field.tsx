import { MobileOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { normalizePhone, phoneRules } from '../form-rules';

interface PhoneFieldProps {
  name?: string;
  label?: string;
  placeholder?: string;
  rules?: Rule[];
}

/** The phone input every account form asks for (PHONE_PATTERN, spaces stripped). */
export function PhoneField({
  name = 'phone',
  label = '手机号',
  placeholder = '请输入手机号码',
  rules = phoneRules(),
}: PhoneFieldProps) {
  return (
    <Form.Item name={name} rules={rules} normalize={normalizePhone}>
      <Input
        size="large"
        prefix={<MobileOutlined />}
        placeholder={placeholder}
        maxLength={13}
        inputMode="tel"
        autoComplete="tel"
        aria-label={label}
      />
    </Form.Item>
  );
}
