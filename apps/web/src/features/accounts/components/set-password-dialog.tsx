import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Modal } from 'antd';
import { DIALOG_WIDTH_PHONE_PX, Msg } from '@shangan/shared';
import { notify } from '../../../lib/notifier';
import { useSetFirstPassword } from '../api/first-modify-password';
import type { SetPasswordInput } from '../api/first-modify-password';
import { refreshCurrentUser } from '../auth-flow';
import { NewPasswordFields } from './new-password-fields';
import styles from './auth-forms.module.css';

interface SetPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Set password (设置密码) for an account that has none yet. */
export function SetPasswordDialog({ open, onClose }: SetPasswordDialogProps) {
  const [form] = Form.useForm<SetPasswordInput>();
  const queryClient = useQueryClient();
  const setPassword = useSetFirstPassword();

  const onFinish = async (values: SetPasswordInput) => {
    try {
      await setPassword.mutateAsync(values);
    } catch {
      return; // The client has shown why.
    }
    notify.success(Msg.passwordSet);
    await refreshCurrentUser(queryClient);
    onClose();
  };

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
      <Form
        form={form}
        name="set-password"
        className={styles.form}
        onFinish={(values) => void onFinish(values)}
      >
        <NewPasswordFields label="密码" placeholder="请输入密码（6-32位）" />
        <Button type="primary" htmlType="submit" size="large" block loading={setPassword.isPending}>
          确定
        </Button>
      </Form>
    </Modal>
  );
}
