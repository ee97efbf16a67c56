import { Form, Input, Modal } from 'antd';
import type { Person } from '@shangan/shared/contracts/console/people';
import { isApiError } from '../../../lib/api';
import { notify } from '../../../lib/notifier';
import { useSetPersonDisabled } from '../api/set-person-disabled';
import { personName } from '../person-name';
import styles from '../pages/console.module.css';

const REASON_MAX = 200;

/** 停用账号: why (kept for staff), then the account is signed out everywhere. */
export function DisableDialog({ person, onClose }: { person: Person | null; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const disable = useSetPersonDisabled();

  const submit = async ({ reason }: { reason: string }) => {
    if (!person) return;
    try {
      await disable.mutateAsync({ userId: person.id, disabled: true, reason });
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
    notify.success('账号已停用');
    onClose();
  };

  return (
    <Modal
      open={person !== null}
      title={person ? `停用账号：${personName(person)}` : '停用账号'}
      okText="停用"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={disable.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className={styles.muted}>停用后该账号会立即退出所有设备，且无法再登录，直到恢复。</p>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="reason"
          label="停用原因"
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const count = [...(value ?? '').trim()].length;
                if (count === 0) throw new Error('请填写停用原因');
                if (count > REASON_MAX) throw new Error(`停用原因不能超过${REASON_MAX}个字`);
              },
            },
          ]}
        >
          <Input.TextArea
            rows={3}
            showCount
            maxLength={REASON_MAX}
            placeholder="如：账号共享、异常登录"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
