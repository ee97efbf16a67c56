import { Button, Form, Input, Modal, Result, Select } from 'antd';
import type { FormRule } from 'antd';
import { useEffect, useState } from 'react';
import {
  Msg,
  PHONE_PATTERN,
  SUPPORT_CONTENT_MAX,
  SUPPORT_CONTENT_MIN,
  SUPPORT_NAME_MAX,
  SUPPORT_TOPICS,
  SupportMsg,
  type SupportTopic,
} from '@shangan/shared';
import { useCurrentUser } from '../../../lib/current-user';
import { useSiteConfig } from '../../../lib/site-config';
import { useLeaveMessage } from '../api/leave-message';
import styles from './support-message-dialog.module.css';

export const GROUP_TOPIC: SupportTopic = '备考交流群';

interface SupportMessageDialogProps {
  /** The toolbar entry that opened the form; null: closed. */
  topic: SupportTopic | null;
  onClose: () => void;
}

interface FormValues {
  topic: SupportTopic;
  name?: string;
  phone: string;
  content: string;
}

const contentRules: FormRule[] = [
  { required: true, whitespace: true, message: SupportMsg.contentRequired },
  {
    validator: (_rule, value: string | undefined) =>
      !value?.trim() || [...value.trim()].length >= SUPPORT_CONTENT_MIN
        ? Promise.resolve()
        : Promise.reject(new Error(SupportMsg.contentTooShort)),
  },
  { max: SUPPORT_CONTENT_MAX, message: SupportMsg.contentTooLong },
];

/**
 * 留言: the toolbar's customer service when the site has no online chat. The message reaches
 * staff, who call back on the phone number left here; a member's name and phone are filled in.
 */
export function SupportMessageDialog({ topic, onClose }: SupportMessageDialogProps) {
  return (
    <Modal
      open={topic !== null}
      title="留言咨询"
      width={480}
      footer={null}
      destroyOnHidden
      onCancel={onClose}
    >
      {topic && <MessageForm topic={topic} onClose={onClose} />}
    </Modal>
  );
}

function MessageForm({ topic, onClose }: { topic: SupportTopic; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const [sent, setSent] = useState(false);
  const send = useLeaveMessage();
  const user = useCurrentUser().data ?? null;
  const hours = useSiteConfig().data?.contact.serviceHours ?? '';
  const memberName = user ? user.realname || user.nick_name || user.user_name : '';
  const memberPhone = user?.telephone ?? '';

  // The account may arrive after the form opened: fill in what the person has not typed yet.
  useEffect(() => {
    if (!memberName && !memberPhone) return;
    const current = form.getFieldsValue(['name', 'phone']);
    form.setFieldsValue({
      ...(current.name ? {} : { name: memberName }),
      ...(current.phone ? {} : { phone: memberPhone }),
    });
  }, [form, memberName, memberPhone]);

  if (sent) {
    return (
      <Result
        status="success"
        title="留言已提交"
        subTitle={SupportMsg.sent}
        extra={
          <Button type="primary" onClick={onClose}>
            知道了
          </Button>
        }
      />
    );
  }

  const onFinish = async (values: FormValues) => {
    try {
      await send.mutateAsync({
        topic: values.topic,
        name: values.name?.trim() ?? '',
        phone: values.phone.trim(),
        content: values.content.trim(),
        pageUrl: `${window.location.pathname}${window.location.search}`.slice(0, 512),
      });
    } catch {
      return; // The client has shown the server's message; what was typed stays for a retry.
    }
    setSent(true);
  };

  return (
    <>
      <p className={styles.intro}>
        {topic === GROUP_TOPIC
          ? '备考交流群暂未开放线上加群，留下手机号，老师会邀请您入群。'
          : '在线客服暂未开通，请留下您的问题，客服老师会通过手机号与您联系。'}
        {hours && <span className={styles.hours}>服务时间：{hours}</span>}
      </p>
      <Form
        form={form}
        name="support-message"
        layout="vertical"
        requiredMark={false}
        initialValues={{ topic, name: memberName, phone: memberPhone }}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item
          name="topic"
          label="咨询类别"
          rules={[{ required: true, message: SupportMsg.topicInvalid }]}
        >
          <Select options={SUPPORT_TOPICS.map((value) => ({ value, label: value }))} />
        </Form.Item>
        <Form.Item
          name="name"
          label="您的称呼"
          rules={[
            { required: !user, whitespace: true, message: SupportMsg.nameRequired },
            { max: SUPPORT_NAME_MAX, message: SupportMsg.nameTooLong },
          ]}
        >
          <Input placeholder="如：王同学" autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="phone"
          label="手机号"
          rules={[
            { required: true, whitespace: true, message: Msg.phoneRequired },
            { pattern: PHONE_PATTERN, message: Msg.phoneInvalidPlain },
          ]}
        >
          <Input placeholder="客服老师会拨打这个号码" inputMode="numeric" maxLength={11} />
        </Form.Item>
        <Form.Item name="content" label="留言内容" rules={contentRules}>
          <Input.TextArea
            rows={4}
            showCount
            maxLength={SUPPORT_CONTENT_MAX}
            placeholder="请描述您的问题，如报考地区、考试类型"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={send.isPending}>
          提交留言
        </Button>
      </Form>
    </>
  );
}
