import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Msg } from '@shangan/shared';
import { notify } from '../../../lib/notifier';
import { usePaymentWatch } from '../../../lib/payment/use-payment-watch';
import { COURSES_KEY } from '../api/course-keys';
import { useEnrolCourse } from '../api/enrol-course';
import { useOrderCourse } from '../api/order-course';
import type { CourseOrder } from '../api/order-course';
import { COURSE_ORDER_PAYMENT } from '../api/order-payment';
import type { CourseDetail } from '../types';

/** The payment step of a course's order: waiting to be paid, then paid. */
export type PaymentStage =
  { step: 'pay'; order: CourseOrder } | { step: 'paid'; order: CourseOrder } | null;

const SETTLE_FAILURE = {
  2: '订单已关闭，请重新下单',
  3: '订单状态已变化，已支付的款项将原路退回',
} as const;

/** What the page does for the two actions that leave the purchase: logging in, studying. */
export interface PurchaseExits {
  login: () => void;
  study: () => void;
}

/**
 * The detail page's main button without its chrome (the desktop dialog, the mobile sheet), as
 * the server chose it for the viewer (`viewer.action`): login and study are the page's; buy
 * places the course's shop order (priced by the server) and watches it (push and poll) until it
 * settles, moving the stage to paid; enrol is 免费报名 (free, or VIP免费 for a member).
 */
export function useCoursePurchase(course: CourseDetail) {
  const queryClient = useQueryClient();
  const order = useOrderCourse();
  const enrol = useEnrolCourse();
  const [stage, setStage] = useState<PaymentStage>(null);

  usePaymentWatch(stage?.step === 'pay' ? stage.order.id : null, COURSE_ORDER_PAYMENT, (state) => {
    if (stage?.step !== 'pay') return;
    // The viewer's button, the sales and my courses all change with a settled order.
    void queryClient.invalidateQueries({ queryKey: COURSES_KEY });
    if (state === 1) {
      notify.success(Msg.paySuccess);
      setStage({ step: 'paid', order: stage.order });
    } else {
      notify.warning(SETTLE_FAILURE[state]);
      setStage(null);
    }
  });

  const run = (exits: PurchaseExits) => {
    switch (course.viewer.action) {
      case 'login':
        exits.login();
        return;
      case 'buy':
        order.mutate(course.id, {
          onSuccess: (placed) => setStage({ step: 'pay', order: placed }),
        });
        return;
      case 'enrol':
        enrol.mutate(course.id, {
          onSuccess: () =>
            notify.success(
              course.viewer.vipFree
                ? '已加入我的课程，VIP会员免费学习'
                : '报名成功，已加入我的课程',
            ),
        });
        return;
      case 'study':
        exits.study();
    }
  };

  return {
    stage,
    /** Leaves the payment step (the order stays in 我的订单 to be paid later). */
    close: () => setStage(null),
    run,
    pending: order.isPending || enrol.isPending,
  };
}
