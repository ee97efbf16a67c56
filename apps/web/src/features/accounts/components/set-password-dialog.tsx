import { Button, Form, Modal } from 'antd';
import { DIALOG_WIDTH_PHONE_PX } from '@shangan/shared';
import type { SetPasswordInput } from '../api/first-modify-password';
import { useSetPasswordSubmit } from '../hooks/use-account-changes';
import { NewPasswordFields } from './new-password-fields';
import styles from './auth-forms.module.css';

interface SetPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Set password (设置密码) for an account that has none yet. */
export function SetPasswordDialog({ open, onClose }: SetPasswordDialogProps) {
  const [form] = Form.useForm<SetPasswordInput>();
  const setPassword = useSetPasswordSubmit(onClose);

  return (
    <Modal
      open={open}
      title="设置密码"
      width={DIALOG_WIDTH_PHONE_PX}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={onClose}
    >
      <Form form={form} name="set-password" className={styles.form} onFinish={setPassword.submit}>
        <NewPasswordFields label="密码" placeholder="请输入密码（6-32位）" />
        <Button type="primary" htmlType="submit" size="large" block loading={setPassword.pending}>
          确定
        </Button>
      </Form>
    </Modal>
  );
}
