import { Button, Popup, Result } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/mobile/confirm-dialog';
import { MobilePayment } from '../../../components/mobile/mobile-payment';
import { mobilePathTo } from '../../../lib/mobile-paths';
import type { PaymentStage } from '../hooks/use-course-purchase';
import styles from './course-payment-sheet.module.css';

interface CoursePaymentSheetProps {
  stage: PaymentStage;
  /** This page's path: the local pay page offers to come back to it once paid. */
  returnTo: string;
  /** Where 开始学习 leads once the course is held. */
  studyPath: string;
  onClose: () => void;
}

/**
 * Buying a course on a phone: the shop order's payment step (amount, time left, the way to pay
 * the server's gateway offers), watched by the page until it settles, then 支付成功 with
 * 开始学习 and the order. Giving up asks first, as the desktop does; the order stays in 我的订单
 * to be paid later.
 */
export function CoursePaymentSheet({
  stage,
  returnTo,
  studyPath,
  onClose,
}: CoursePaymentSheetProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const leave = () => {
    if (stage?.step === 'pay') setConfirming(true);
    else onClose();
  };
  const go = (path: string) => {
    onClose();
    void navigate(path);
  };
  return (
    <Popup
      visible={stage !== null}
      onMaskClick={leave}
      destroyOnClose
      bodyClassName={styles.sheet}
      aria-label={stage?.step === 'paid' ? '支付成功' : '订单支付'}
    >
      {stage?.step === 'pay' && (
        <>
          <h2 className={styles.title}>订单支付</h2>
          <MobilePayment order={stage.order} returnTo={returnTo} onCancel={leave} />
        </>
      )}
      {stage?.step === 'paid' && (
        <div className={styles.paid}>
          <Result
            status="success"
            title="支付成功"
            description={`${stage.order.product} 已加入“我的课程”，现在就可以开始学习了。`}
          />
          <div className={styles.actions}>
            <Button block color="primary" size="large" onClick={() => go(studyPath)}>
              开始学习
            </Button>
            <Button block size="large" onClick={() => go(mobilePathTo('MOrder'))}>
              查看订单
            </Button>
            <Button block fill="none" onClick={onClose}>
              完成
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming && stage?.step === 'pay'}
        title="确定要放弃支付吗？"
        content="订单已为您保留，可在“我的订单”中继续支付"
        confirmText="暂不支付"
        cancelText="继续支付"
        onConfirm={() => {
          setConfirming(false);
          onClose();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Popup>
  );
}
