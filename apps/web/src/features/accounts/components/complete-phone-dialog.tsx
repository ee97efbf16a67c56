import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Modal } from 'antd';
import { DIALOG_WIDTH_PHONE_PX } from '@shangan/shared';
import type { BindPhoneInput } from '../api/bind-phone';
import { finishPendingLogin } from '../auth-flow';
import { getAuthFlow } from '../auth-state';
import { useBindPhoneSubmit } from '../hooks/use-account-changes';
import { SmsCodeField } from './sms-code-field';
import { PhoneField } from './phone-field';
import styles from './auth-forms.module.css';

interface CompletePhoneDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Adds a phone to an account that has none. Right after such a login it cannot
 * be closed: the login only counts once the phone is there.
 */
export function CompletePhoneDialog({ open, onClose }: CompletePhoneDialogProps) {
  const [form] = Form.useForm<BindPhoneInput>();
  const queryClient = useQueryClient();
  const bind = useBindPhoneSubmit(() => finishPendingLogin(queryClient));
  const mandatory = getAuthFlow().pendingLogin !== null;

  return (
    <Modal
      open={open}
      title="补齐手机号"
      width={DIALOG_WIDTH_PHONE_PX}
      footer={null}
      destroyOnHidden
      closable={!mandatory}
      keyboard={!mandatory}
      mask={{ closable: false }}
      onCancel={mandatory ? undefined : onClose}
    >
      <p className={styles.subheading}>为了您的账号安全，请绑定手机号后继续使用。</p>
      <Form form={form} name="complete-phone" className={styles.form} onFinish={bind.submit}>
        <PhoneField />
        <SmsCodeField purpose="bind" phoneField="phone" codeField="phoneCode" />
        <Button type="primary" htmlType="submit" size="large" block loading={bind.pending}>
          确定
        </Button>
      </Form>
    </Modal>
  );
}
