import { Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { isApiError } from '../../../lib/api';
import { notify } from '../../../lib/notifier';

/**
 * The console's editing dialog: a form in a modal whose 保存 checks the fields, sends them
 * (`onSave`), says `savedMessage` and closes. A refusal from the server is shown by the API
 * client and keeps the dialog open with what was typed; a second click while sending does
 * nothing.
 */
export function FormDialog<Values>({
  open,
  title,
  okText = '保存',
  width,
  form,
  name,
  initialValues,
  pending,
  savedMessage,
  onSave,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  okText?: string;
  width?: number;
  form: FormInstance<Values>;
  /** The form's name: its fields' ids, and what tests find them by. */
  name: string;
  initialValues: Partial<Values>;
  pending: boolean;
  savedMessage: string;
  onSave: (values: Values) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const submit = async (values: Values) => {
    if (pending) return;
    try {
      await onSave(values);
    } catch (error) {
      // The client has shown the server's message; the dialog keeps what was typed.
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(savedMessage);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="取消"
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      {...(width ? { width } : {})}
    >
      <Form<Values>
        form={form}
        name={name}
        layout="vertical"
        preserve={false}
        requiredMark={false}
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
      >
        {children}
      </Form>
    </Modal>
  );
}
