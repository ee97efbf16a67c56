import { Button, Form, Input, Radio, type UploadFile } from 'antd';
import { useState } from 'react';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_PICTURES_MAX,
  FeedbackMsg,
  type FeedbackCategory,
} from '@shangan/shared';
import { isApiError } from '../../../lib/api';
import { notify } from '../../../lib/notifier';
import { useSendFeedback } from '../api/send-feedback';
import { contactProblem, contentProblem } from '../lib/feedback-rules';
import { ScreenshotPicker, screenshotState } from './screenshot-picker';
import styles from './feedback.module.css';

interface FeedbackValues {
  category: FeedbackCategory;
  content: string;
  contact?: string;
}

/**
 * The 意见反馈 form: a category, what happened, up to four screenshots and a way to reach the
 * member besides the account. The rules are the server's, said in its words before sending.
 */
export function FeedbackForm({ userId, onSent }: { userId: number | null; onSent: () => void }) {
  const [form] = Form.useForm<FeedbackValues>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const send = useSendFeedback(userId);

  const submit = async (values: FeedbackValues) => {
    const shots = screenshotState(files);
    if (shots.uploading > 0) {
      notify.warning('截图还在上传，请稍候再提交');
      return;
    }
    try {
      await send.mutateAsync({
        category: values.category,
        content: values.content,
        contact: values.contact ?? '',
        pictures: shots.urls,
      });
    } catch (error) {
      // The client has shown the server's message; the form keeps what was written.
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(FeedbackMsg.sent);
    form.resetFields();
    setFiles([]);
    onSent();
  };

  return (
    <Form<FeedbackValues>
      form={form}
      className={styles.form}
      layout="vertical"
      requiredMark
      initialValues={{ category: FEEDBACK_CATEGORIES[0] }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="category"
        label="反馈类型"
        rules={[{ required: true, message: FeedbackMsg.categoryInvalid }]}
      >
        <Radio.Group
          optionType="button"
          options={FEEDBACK_CATEGORIES.map((category) => ({ label: category, value: category }))}
        />
      </Form.Item>
      <Form.Item
        name="content"
        label="反馈内容"
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              const problem = contentProblem(value);
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <Input.TextArea
          rows={5}
          showCount
          maxLength={FEEDBACK_CONTENT_MAX}
          placeholder="请描述您遇到的问题或建议，如题目编号、页面、操作步骤，便于我们尽快处理"
        />
      </Form.Item>
      <Form.Item
        label="截图"
        extra={
          <span className={styles.hint}>
            选填，最多{FEEDBACK_PICTURES_MAX}张，支持jpg、png、gif
          </span>
        }
      >
        <ScreenshotPicker files={files} onChange={setFiles} disabled={send.isPending} />
      </Form.Item>
      <Form.Item
        name="contact"
        label="联系方式"
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              const problem = contactProblem(value);
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <Input
          placeholder="选填：手机号、微信或QQ，方便客服老师联系您"
          maxLength={FEEDBACK_CONTACT_MAX}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        提交反馈
      </Button>
    </Form>
  );
}
