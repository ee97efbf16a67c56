import { Form, Modal } from 'antd';
import { RefundMsg } from '@shangan/shared';
import type { ConsoleOrderDetail } from '@shangan/shared/contracts/console/orders';
import { isApiError } from '../../../../lib/api';
import { yuan } from '../../../../lib/format';
import { notify } from '../../../../lib/notifier';
import { useRefundConsoleOrder } from '../../api/refund-order';
import consoleStyles from '../../pages/console.module.css';
import { RefundReasonItem } from '../refund-reason-item';
import styles from './orders.module.css';

/** What the gateway said, told the way finance need it: done, still on its way, or refused. */
function tellOutcome(order: ConsoleOrderDetail) {
  const state = order.refund?.state;
  if (state === 'success') notify.success(RefundMsg.refunded);
  else if (state === 'processing') notify.info(RefundMsg.processing);
  else if (state === 'failed') notify.error(order.refund?.failure || RefundMsg.gatewayFailed);
}

/**
 * 全额退款: the whole amount paid goes back the way it came; the reason is required and the
 * buyer reads it on the order. A refund still 退款处理中 (or refused) is sent again from here.
 */
export function RefundDialog({
  order,
  open,
  onClose,
}: {
  order: ConsoleOrderDetail;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const refund = useRefundConsoleOrder();

  const submit = async ({ reason }: { reason: string }) => {
    let answer: ConsoleOrderDetail;
    try {
      answer = await refund.mutateAsync({ id: order.id, reason: reason.trim() });
    } catch (error) {
      // The client has shown the server's message; the dialog keeps the reason.
      if (isApiError(error)) return;
      throw error;
    }
    tellOutcome(answer);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={`全额退款：${order.orderNum}`}
      okText="确认退款"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={refund.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className={styles.refundAmount}>
        将通过{order.providerName}原路退回{' '}
        <span className={styles.amount}>{yuan(order.payAmount)}</span>
      </p>
      <p className={consoleStyles.muted}>
        买家：{order.buyerName}
        {order.buyerPhone && `（${order.buyerPhone}）`}。退款提交后无法撤回。
      </p>
      <Form
        form={form}
        layout="vertical"
        // A refund sent again keeps the reason it was first given.
        initialValues={{ reason: order.refund?.reason ?? '' }}
        onFinish={(values) => void submit(values)}
      >
        <RefundReasonItem placeholder="买家会在订单中看到这条原因，如：缺货无法发货" />
      </Form>
    </Modal>
  );
}
