import { Checkbox, Form, Modal } from 'antd';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@shangan/shared';
import type { Person } from '@shangan/shared/contracts/console/people';
import { isApiError } from '../../../lib/api';
import { notify } from '../../../lib/notifier';
import { useSetPersonRoles } from '../api/set-person-roles';
import { personName } from '../person-name';
import styles from '../pages/console.module.css';

/** What each role may do, so an administrator knows what they are giving. */
const ROLE_HINTS: Record<StaffRole, string> = {
  grader: '批改申论',
  teacher: '批改所授课程的作业、开直播、导入题库',
  editor: '导入题库、撰写和发布文章',
  staff: '图书订单发货',
  service: '回复意见反馈、处理客服留言、查看订单',
  finance: '订单退款、新建和发放优惠券',
  admin: '后台全部功能，并可设置他人角色',
};

/** 设置角色: the whole set of a person's staff roles, replaced at once. */
export function RolesDialog({ person, onClose }: { person: Person | null; onClose: () => void }) {
  const [form] = Form.useForm<{ roles: StaffRole[] }>();
  const save = useSetPersonRoles();

  const submit = async ({ roles }: { roles: StaffRole[] }) => {
    if (!person) return;
    try {
      await save.mutateAsync({ userId: person.id, roles });
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
    notify.success('角色已更新');
    onClose();
  };

  return (
    <Modal
      open={person !== null}
      title={person ? `设置角色：${personName(person)}` : '设置角色'}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className={styles.muted}>不勾选任何角色即为普通学员。修改立即生效。</p>
      {/* Mounted afresh at each opening (destroyOnHidden), so it starts from the person's roles. */}
      {person && (
        <Form
          form={form}
          initialValues={{ roles: person.roles }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="roles" noStyle>
            <Checkbox.Group
              className={styles.roleChoices}
              options={STAFF_ROLES.map((role) => ({
                value: role,
                label: (
                  <span>
                    {STAFF_ROLE_LABELS[role]}
                    <span className={`${styles.muted} ${styles.roleHint}`}>{ROLE_HINTS[role]}</span>
                  </span>
                ),
              }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
