import { MobileOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Result, Skeleton, Steps } from 'antd';
import { DIALOG_WIDTH_PHONE_PX, Msg } from '@shangan/shared';
import { useState } from 'react';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { notify } from '../../../lib/notifier';
import { useModifyMobile } from '../api/modify-mobile';
import { useVerifySmsCode } from '../api/sms-verify';
import { refreshCurrentUser } from '../auth-flow';
import { phoneRules } from '../form-rules';
import { SmsCodeField } from './sms-code-field';
import { PhoneField } from './phone-field';
import styles from './auth-forms.module.css';

interface ChangePhoneDialogProps {
  open: boolean;
  onClose: () => void;
}

interface OldPhone {
  old_mobile: string;
  old_code: string;
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
  const verify = useVerifySmsCode();
  const onFinish = async ({ old_mobile, old_code }: OldPhone) => {
    try {
      // The server checks the code without using it; modifyMobile checks it again at the end.
      await verify.mutateAsync({ phone: old_mobile, code: old_code, type: 'old_phone' });
      onVerified({ old_mobile, old_code });
    } catch {
      // The client has shown why (wrong or expired code).
    }
  };
  return (
    <Form
      form={form}
      name="change-phone-old"
      className={styles.form}
      initialValues={{ old_mobile: phone }}
      onFinish={(values) => void onFinish(values)}
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
      <Button type="primary" htmlType="submit" size="large" block loading={verify.isPending}>
        下一步
      </Button>
    </Form>
  );
}

interface NewPhone {
  new_mobile: string;
  new_code: string;
}

function NewPhoneStep({ oldPhone, onDone }: { oldPhone: OldPhone; onDone: () => void }) {
  const [form] = Form.useForm<NewPhone>();
  const queryClient = useQueryClient();
  const modify = useModifyMobile();
  const onFinish = async ({ new_mobile, new_code }: NewPhone) => {
    try {
      await modify.mutateAsync({ ...oldPhone, new_mobile, new_code });
    } catch {
      return; // The client has shown why.
    }
    notify.success(Msg.phoneChanged);
    await refreshCurrentUser(queryClient);
    onDone();
  };
  return (
    <Form
      form={form}
      name="change-phone-new"
      className={styles.form}
      onFinish={(values) => void onFinish(values)}
    >
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
      <Button type="primary" htmlType="submit" size="large" block loading={modify.isPending}>
        确定
      </Button>
    </Form>
  );
}
