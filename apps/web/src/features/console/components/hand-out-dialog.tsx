import { Alert, Button, Modal, type FormInstance } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '../../../lib/api';
import { newUuid } from '../../../lib/new-uuid';
import { UnknownPhones } from './phone-list-field';

/**
 * A hand-out to a pasted list of phones (coupons, experience cards). The batch's name is made
 * when the dialog opens and kept until a send succeeds, so a double click, or a retry after a lost
 * answer, hands nobody anything twice; each opening starts a form afresh, never with the last
 * send's result.
 */
export function useHandOut<Result>(open: boolean, form: FormInstance) {
  const [result, setResult] = useState<Result | null>(null);
  const batch = useRef<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setResult(null);
  }
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    batch.current ??= newUuid();
  }, [open, form]);

  /** Sends with the batch's name; a refusal (shown by the client) keeps the list and the batch. */
  const send = async (issue: (batch: string) => Promise<Result>) => {
    if (!batch.current) return;
    let done: Result;
    try {
      done = await issue(batch.current);
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
    batch.current = null;
    setResult(done);
  };
  return { result, send };
}

/** The dialog: the form until a send succeeds, then what it did with a 完成 button. */
export function HandOutModal({
  open,
  title,
  pending,
  done,
  onSend,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  pending: boolean;
  /** What the send did, once it succeeded. */
  done: ReactNode | null;
  onSend: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      okText="确认发放"
      cancelText="取消"
      confirmLoading={pending}
      onOk={onSend}
      onCancel={onClose}
      footer={
        done
          ? [
              <Button key="done" type="primary" onClick={onClose}>
                完成
              </Button>,
            ]
          : undefined
      }
      destroyOnHidden
    >
      {done ?? children}
    </Modal>
  );
}

/** What a send did: how much was handed out, who had theirs already, phones with no account. */
export function HandOutSummary({
  title,
  issued,
  alreadyIssued,
  unknownPhones,
}: {
  title: string;
  issued: number;
  alreadyIssued: number;
  unknownPhones: string[];
}) {
  return (
    <div aria-live="polite" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Alert
        type={issued > 0 ? 'success' : 'info'}
        showIcon
        title={title}
        description={
          alreadyIssued > 0
            ? `已发过 ${alreadyIssued} 人：这一批之前已发到他们的账户，没有重复发放`
            : undefined
        }
      />
      <UnknownPhones phones={unknownPhones} />
    </div>
  );
}
