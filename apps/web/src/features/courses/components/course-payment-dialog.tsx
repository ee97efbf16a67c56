import { App, Button, Modal, Result } from 'antd';
import { PaymentQr } from '../../../components/payment-qr/payment-qr';
import { LinkButton } from '../../../components/link-button/link-button';
import { pathTo } from '../../../lib/paths';
import type { PaymentStage } from '../hooks/use-course-purchase';
import styles from './course-payment-dialog.module.css';

/** Above the page's own popovers, like the VIP and shop dialogs. */
const DIALOG_Z_INDEX = 1100;

export type { PaymentStage } from '../hooks/use-course-purchase';

interface CoursePaymentDialogProps {
  stage: PaymentStage;
  /** Where 开始学习 leads once the course is held. */
  studyTo: string;
  onClose: () => void;
}

/**
 * Buying a course: the shop order's QR payment step (order, amount, QR code, time left), watched
 * by the page until it settles, then 支付成功 with 开始学习 and the order. Giving up asks first,
 * as the shop does; the order stays in 我的订单 to be paid later.
 */
export function CoursePaymentDialog({ stage, studyTo, onClose }: CoursePaymentDialogProps) {
  const { modal } = App.useApp();
  const close = () => {
    if (stage?.step !== 'pay') {
      onClose();
      return;
    }
    modal.confirm({
      title: '确定要放弃支付吗？',
      content: '订单已为您保留，可在“我的订单”中继续支付',
      okText: '暂不支付',
      cancelText: '继续支付',
      centered: true,
      zIndex: DIALOG_Z_INDEX + 10,
      onOk: onClose,
    });
  };
  return (
    <Modal
      open={stage !== null}
      title={stage?.step === 'paid' ? null : '扫码支付'}
      footer={null}
      width={480}
      mask={{ closable: false }}
      zIndex={DIALOG_Z_INDEX}
      onCancel={close}
      destroyOnHidden
    >
      {stage?.step === 'pay' && (
        <PaymentQr
          order={stage.order}
          expiresAt={stage.order.expiresAt}
          className={styles.payment}
        />
      )}
      {stage?.step === 'paid' && (
        <Result
          status="success"
          title="支付成功"
          subTitle={`${stage.order.product} 已加入“我的课程”，现在就可以开始学习了。`}
          extra={[
            <LinkButton key="study" type="primary" to={studyTo} onClick={onClose}>
              开始学习
            </LinkButton>,
            <LinkButton
              key="order"
              to={pathTo('OrderDetail', {}, { id: stage.order.id })}
              onClick={onClose}
            >
              查看订单
            </LinkButton>,
            <Button key="done" type="text" onClick={onClose}>
              完成
            </Button>,
          ]}
        />
      )}
    </Modal>
  );
}
