import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Segmented } from 'antd';
import { DIALOG_WIDTH_PHONE_PX } from '@shangan/shared';
import { useState } from 'react';
import { OLD_PASSWORD_REQUIRED, passwordRules } from '../form-rules';
import { useChangePasswordSubmit } from '../hooks/use-account-changes';
import type { ChangePasswordValues, PasswordProof } from '../hooks/use-account-changes';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeField } from './sms-code-field';
import styles from './auth-forms.module.css';

interface ChangePasswordDialogProps {
  open: boolean;
  /** The account's phone: the code goes there. Without one only the old password proves it. */
  phone: string | null;
  onClose: () => void;
}

/**
 * A signed-in person changes the password they have, proving it with the old password or a code
 * sent to their own phone. The server ends their other sessions and keeps this one.
 */
export function ChangePasswordDialog({ open, phone, onClose }: ChangePasswordDialogProps) {
  return (
    <Modal
      open={open}
      title="修改密码"
      width={DIALOG_WIDTH_PHONE_PX}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={onClose}
    >
      <ChangePasswordForm phone={phone} onDone={onClose} />
    </Modal>
  );
}

function ChangePasswordForm({ phone, onDone }: { phone: string | null; onDone: () => void }) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const [proof, setProof] = useState<PasswordProof>('password');
  const modify = useChangePasswordSubmit(onDone);

  return (
    <Form
      form={form}
      name="change-password"
      className={styles.form}
      initialValues={{ phone: phone ?? '' }}
      onFinish={(values) => modify.submit(proof, values)}
    >
      <Form.Item>
        <Segmented<PasswordProof>
          block
          value={proof}
          onChange={setProof}
          aria-label="验证方式"
          options={[
            { label: '原密码验证', value: 'password' },
            { label: '短信验证', value: 'sms', disabled: !phone },
          ]}
        />
      </Form.Item>
      {proof === 'password' ? (
        <Form.Item
          name="oldPassword"
          rules={[{ ...passwordRules[0], message: OLD_PASSWORD_REQUIRED }]}
        >
          <Input.Password
            size="large"
            prefix={<LockOutlined />}
            placeholder="请输入原密码"
            maxLength={64}
            autoComplete="current-password"
            aria-label="原密码"
          />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="phone">
            <Input size="large" prefix={<MobileOutlined />} disabled aria-label="手机号" />
          </Form.Item>
          <SmsCodeField purpose="password" phoneField="phone" codeField="phoneCode" />
        </>
      )}
      <NewPasswordFields
        label="新密码"
        placeholder="请输入新密码（6-32位）"
        {...(proof === 'password' ? { differentFrom: 'oldPassword' } : {})}
      />
      <p className={styles.note}>修改后，其他设备上的登录将退出，本设备保持登录。</p>
      <Button type="primary" htmlType="submit" size="large" block loading={modify.pending}>
        确定
      </Button>
    </Form>
  );
}
