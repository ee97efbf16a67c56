import { Form, Input, Modal } from 'antd';

/** An address the site may link to or show: https, or a path on the site itself (not //host). */
export const SAFE_URL = /^(https:\/\/[^\s/]+\S*|\/(?!\/)\S*)$/;

/**
 * Asks for one address (a link's or a picture's). `allowEmpty`: an empty answer is allowed and
 * means "none" (removing a link).
 */
export function UrlDialog({
  open,
  title,
  label,
  initial = '',
  allowEmpty = false,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  title: string;
  label: string;
  initial?: string;
  allowEmpty?: boolean;
  onSubmit: (url: string) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<{ url: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText="确定"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      width={480}
    >
      {/* Mounted afresh at each opening (destroyOnHidden), so it starts from `initial`. */}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ url: initial }}
        onFinish={({ url }) => onSubmit(url.trim())}
      >
        <Form.Item
          name="url"
          label={label}
          extra="以 https:// 开头，或本站地址（以 / 开头）"
          rules={[
            { required: !allowEmpty, whitespace: true, message: '请填写地址' },
            {
              validator: (_, value: string | undefined) =>
                !value?.trim() || SAFE_URL.test(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error('地址应以 https:// 或 / 开头')),
            },
          ]}
        >
          <Input placeholder="https://" maxLength={500} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
