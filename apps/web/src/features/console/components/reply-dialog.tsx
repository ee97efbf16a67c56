import { Descriptions, Form, Image, Input, Modal, Tag } from 'antd';
import { useEffect } from 'react';
import { FEEDBACK_REPLY_MAX, FeedbackMsg } from '@shangan/shared';
import type { InboxFeedback } from '@shangan/shared/contracts/console/feedback';
import { isApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notifier';
import { useReplyFeedback } from '../api/reply-feedback';
import styles from '../pages/console.module.css';

/**
 * 回复反馈: the whole feedback with its screenshots, and the reply (a replied one can be
 * corrected; the audit log keeps every version).
 */
export function ReplyDialog({
  feedback,
  onClose,
}: {
  feedback: InboxFeedback | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reply: string }>();
  const reply = useReplyFeedback();
  useEffect(() => {
    if (feedback) form.setFieldsValue({ reply: feedback.reply });
  }, [feedback, form]);

  const submit = async ({ reply: text }: { reply: string }) => {
    if (!feedback) return;
    try {
      await reply.mutateAsync({ id: feedback.id, reply: text });
    } catch (error) {
      // The client has shown the server's message; the dialog keeps the text.
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(FeedbackMsg.replied);
    onClose();
  };

  return (
    <Modal
      open={feedback !== null}
      title={feedback?.status === 'replied' ? '修改回复' : '回复反馈'}
      width={680}
      okText="发送回复"
      cancelText="取消"
      confirmLoading={reply.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {feedback && (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="学员">
              {feedback.userName}（{feedback.userPhone || '未绑定手机'}）
            </Descriptions.Item>
            <Descriptions.Item label="类型">
              <Tag color="blue">{feedback.category}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="提交时间">
              {formatDateTime(feedback.createdAt)}
            </Descriptions.Item>
            <Descriptions.Item label="联系方式">{feedback.contact || '未填写'}</Descriptions.Item>
            <Descriptions.Item label="内容" span={2}>
              <div className={styles.text}>{feedback.content}</div>
            </Descriptions.Item>
            {feedback.pictures.length > 0 && (
              <Descriptions.Item label="截图" span={2}>
                <div className={styles.shots}>
                  <Image.PreviewGroup>
                    {feedback.pictures.map((src, index) => (
                      <Image key={src} src={src} width={88} height={88} alt={`截图${index + 1}`} />
                    ))}
                  </Image.PreviewGroup>
                </div>
              </Descriptions.Item>
            )}
          </Descriptions>
          <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
            <Form.Item
              name="reply"
              label="回复内容"
              style={{ marginTop: 16 }}
              rules={[
                {
                  validator: async (_, value: string | undefined) => {
                    const count = [...(value ?? '').trim()].length;
                    if (count === 0) throw new Error(FeedbackMsg.replyRequired);
                    if (count > FEEDBACK_REPLY_MAX) throw new Error(FeedbackMsg.replyTooLong);
                  },
                },
              ]}
            >
              <Input.TextArea
                rows={5}
                showCount
                maxLength={FEEDBACK_REPLY_MAX}
                placeholder="学员会在「个人中心 · 意见反馈」看到这条回复"
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
