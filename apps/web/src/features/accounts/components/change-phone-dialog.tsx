import { MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Result, Skeleton, Steps } from 'antd';
import { DIALOG_WIDTH_PHONE_PX, Msg } from '@shangan/shared';
import { useState } from 'react';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { phoneRules } from '../form-rules';
import { useChangePhoneSubmit, useVerifyOldPhoneSubmit } from '../hooks/use-account-changes';
import type { NewPhone, OldPhone } from '../hooks/use-account-changes';
import { SmsCodeField } from './sms-code-field';
import { PhoneField } from './phone-field';
import styles from './auth-forms.module.css';

interface ChangePhoneDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Phone change in two 360 px steps: prove the old phone, then the new one. */
export function ChangePhoneDialog({ open, onClose }: ChangePhoneDialogProps) {
  const [oldPhone, setOldPhone] = useState<OldPhone | null>(null);
  const { data: user, isPending } = useCurrentUser();
  const telephone = user?.telephone ?? null;

  let body;
  if (isPending) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (!user) {
    body = (
      <Result
        status="info"
        title="请先登录"
        extra={
          <Button type="primary" onClick={() => openAuthDialog('login')}>
            登录
          </Button>
        }
      />
    );
  } else if (!telephone) {
    body = (
      <Result
        status="info"
        title="您的账号尚未绑定手机号"
        extra={
          <Button type="primary" onClick={() => openAuthDialog('completePhone')}>
            绑定手机号
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <Steps
          className={styles.steps}
          size="small"
          current={oldPhone ? 1 : 0}
          items={[{ title: '验证原手机号' }, { title: '绑定新手机号' }]}
        />
        {oldPhone ? (
          <NewPhoneStep oldPhone={oldPhone} onDone={onClose} />
        ) : (
          <OldPhoneStep phone={telephone} onVerified={setOldPhone} />
        )}
      </>
    );
  }

  return (
    <Modal
      open={open}
      title="修改手机号"
      width={DIALOG_WIDTH_PHONE_PX}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={onClose}
      afterClose={() => setOldPhone(null)}
    >
      {body}
    </Modal>
  );
}

function OldPhoneStep({
  phone,
  onVerified,
}: {
  phone: string;
  onVerified: (value: OldPhone) => void;
}) {
  const [form] = Form.useForm<OldPhone>();
  const verify = useVerifyOldPhoneSubmit(onVerified);
  return (
    <Form
      form={form}
      name="change-phone-old"
      className={styles.form}
      initialValues={{ old_mobile: phone }}
      onFinish={verify.submit}
    >
      <Form.Item name="old_mobile" rules={phoneRules(Msg.phoneRequired, Msg.phoneInvalidPlain)}>
        <Input size="large" prefix={<MobileOutlined />} disabled aria-label="原手机号" />
      </Form.Item>
      <SmsCodeField
        purpose="old_phone"
        phoneField="old_mobile"
        codeField="old_code"
        invalidPhoneMessage={Msg.phoneInvalidPlain}
      />
      <Button type="primary" htmlType="submit" size="large" block loading={verify.pending}>
        下一步
      </Button>
    </Form>
  );
}

function NewPhoneStep({ oldPhone, onDone }: { oldPhone: OldPhone; onDone: () => void }) {
  const [form] = Form.useForm<NewPhone>();
  const modify = useChangePhoneSubmit(oldPhone, onDone);
  return (
    <Form form={form} name="change-phone-new" className={styles.form} onFinish={modify.submit}>
      <PhoneField
        name="new_mobile"
        label="新手机号"
        placeholder="请输入新手机号"
        rules={phoneRules(Msg.newPhoneRequired, Msg.phoneInvalidPlain)}
      />
      <SmsCodeField
        purpose="new_phone"
        phoneField="new_mobile"
        codeField="new_code"
        emptyPhoneMessage={Msg.newPhoneRequired}
        invalidPhoneMessage={Msg.phoneInvalidPlain}
      />
      <Button type="primary" htmlType="submit" size="large" block loading={modify.pending}>
        确定
      </Button>
    </Form>
  );
}
