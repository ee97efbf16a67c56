import { Form, Modal } from 'antd';
import { RefundMsg, VIP_REFUND_STATE_TEXT } from '@shangan/shared';
import type { ConsoleVipOrder } from '@shangan/shared/contracts/console/vip';
import { isApiError } from '../../../../lib/api';
import { yuan } from '../../../../lib/format';
import { notify } from '../../../../lib/notifier';
import { useRefundVipOrder } from '../../api/console-vip';
import consoleStyles from '../../pages/console.module.css';
import { RefundReasonItem } from '../refund-reason-item';

/**
 * 退回款项: a payment that arrived after the membership changed goes back the way it came, in
 * full. A refund still processing at the gateway, or refused, is sent again from here.
 */
export function VipRefundDialog({
  order,
  onClose,
}: {
  order: ConsoleVipOrder | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const refund = useRefundVipOrder();

  const submit = async ({ reason }: { reason: string }) => {
    if (!order) return;
    let answer: ConsoleVipOrder;
    try {
      answer = await refund.mutateAsync({ id: order.id, reason: reason.trim() });
    } catch (error) {
      // The client has shown the server's message; the dialog keeps the reason.
      if (isApiError(error)) return;
      throw error;
    }
    if (answer.status === 'refunded') notify.success(RefundMsg.refunded);
    else notify.info(RefundMsg.processing);
    onClose();
  };

  return (
    <Modal
      open={order !== null}
      title={order ? `退回款项：${order.orderNum}` : '退回款项'}
      okText="确认退款"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={refund.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {order && (
        <>
          <p>
            这笔款项到账时会员已变更，订单无法开通。将原路退回{' '}
            <strong>{yuan(order.payAmount)}</strong>。
          </p>
          <p className={consoleStyles.muted}>
            买家：{order.buyerName || '—'}
            {order.buyerPhone && `（${order.buyerPhone}）`}。
            {order.refundState === 'failed' &&
              `上次${VIP_REFUND_STATE_TEXT.failed}：${order.refundFailure || RefundMsg.gatewayFailed}。`}
          </p>
        </>
      )}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        // A refund sent again keeps the reason it was first given.
        initialValues={{ reason: order?.refundReason ?? '' }}
        onFinish={(values) => void submit(values)}
      >
        <RefundReasonItem placeholder="买家会在订单中看到这条原因，如：会员已变更，款项原路退回" />
      </Form>
    </Modal>
  );
}
