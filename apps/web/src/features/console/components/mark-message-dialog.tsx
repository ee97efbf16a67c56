import { Descriptions, Form, Input, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import type { StaffSupportMessage } from '@shangan/shared/contracts/console/support';
import { isApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notifier';
import { useMarkSupportMessage } from '../api/mark-support-message';
import { MESSAGE_STATUS_LABELS } from '../message-status';
import styles from '../pages/console.module.css';

interface MarkValues {
  status: StaffSupportMessage['status'];
  note: string;
}

const NOTE_MAX = 500;

/** 处理留言: what the visitor asked, and what staff did (called back, closed) with a note. */
export function MarkMessageDialog({
  message: item,
  onClose,
}: {
  message: StaffSupportMessage | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<MarkValues>();
  const mark = useMarkSupportMessage();
  useEffect(() => {
    if (item) {
      form.setFieldsValue({
        status: item.status === 'open' ? 'answered' : item.status,
        note: item.staffNote,
      });
    }
  }, [item, form]);

  const submit = async (values: MarkValues) => {
    if (!item) return;
    try {
      await mark.mutateAsync({ id: item.id, status: values.status, note: values.note ?? '' });
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
    notify.success('已保存');
    onClose();
  };

  return (
    <Modal
      open={item !== null}
      title="处理留言"
      width={640}
      okText="保存"
      cancelText="取消"
      confirmLoading={mark.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {item && (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="称呼">{item.name}</Descriptions.Item>
            <Descriptions.Item label="手机号">{item.phone}</Descriptions.Item>
            <Descriptions.Item label="咨询类别">{item.topic}</Descriptions.Item>
            <Descriptions.Item label="留言时间">{formatDateTime(item.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="内容" span={2}>
              <div className={styles.text}>{item.content}</div>
            </Descriptions.Item>
            {item.pageUrl && (
              <Descriptions.Item label="所在页面" span={2}>
                <a href={item.pageUrl} target="_blank" rel="noreferrer">
                  {item.pageUrl}
                </a>
              </Descriptions.Item>
            )}
          </Descriptions>
          <Form
            form={form}
            layout="vertical"
            style={{ marginTop: 16 }}
            onFinish={(values) => void submit(values)}
          >
            <Form.Item name="status" label="处理结果">
              <Radio.Group
                optionType="button"
                options={(['answered', 'closed', 'open'] as const).map((status) => ({
                  value: status,
                  label: MESSAGE_STATUS_LABELS[status].action,
                }))}
              />
            </Form.Item>
            <Form.Item
              name="note"
              label="处理备注"
              rules={[
                {
                  validator: async (_, value: string | undefined) => {
                    if ([...(value ?? '').trim()].length > NOTE_MAX) {
                      throw new Error(`处理备注不能超过${NOTE_MAX}个字`);
                    }
                  },
                },
              ]}
            >
              <Input.TextArea
                rows={3}
                showCount
                maxLength={NOTE_MAX}
                placeholder="如：已电话回复，考生已了解报名时间"
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
