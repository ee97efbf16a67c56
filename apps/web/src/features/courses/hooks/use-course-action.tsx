import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Msg } from '@shangan/shared';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { notify } from '../../../lib/notifier';
import { usePaymentWatch } from '../../../lib/payment/use-payment-watch';
import { COURSES_KEY } from '../api/course-keys';
import { useEnrolCourse } from '../api/enrol-course';
import { useOrderCourse } from '../api/order-course';
import { COURSE_ORDER_PAYMENT } from '../api/order-payment';
import { CoursePaymentDialog, type PaymentStage } from '../components/course-payment-dialog';
import { playUrl, resumeLesson, studyPageUrl } from '../course-links';
import type { CourseDetail } from '../types';

const SETTLE_FAILURE = {
  2: '订单已关闭，请重新下单',
  3: '订单状态已变化，已支付的款项将原路退回',
} as const;

/**
 * Where 开始学习 / 继续学习 leads: the player at the lesson to resume for a course with videos;
 * the learner's outline for a package (its lessons are in its member courses) or a course
 * without videos.
 */
export function studyTarget(course: Pick<CourseDetail, 'id' | 'kind' | 'chapters'>): string {
  if (course.kind === 'package') return studyPageUrl(course);
  const lesson = resumeLesson(course.chapters);
  return lesson ? playUrl(course.id, lesson.id) : studyPageUrl(course);
}

/**
 * The detail page's main button, as the server chose it for the viewer (`viewer.action`):
 * login opens the login dialog; buy places the course's shop order and opens the QR payment
 * step, watched (push and poll) until it settles; enrol is 免费报名 (free, or VIP免费 for a
 * member); study opens the player. Render `dialog` once in the page.
 */
export function useCourseAction(course: CourseDetail) {
  const navigate = useNavigate();
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

  const run = () => {
    switch (course.viewer.action) {
      case 'login':
        openAuthDialog('login');
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
        void navigate(studyTarget(course));
    }
  };

  const dialog = (
    <CoursePaymentDialog
      stage={stage}
      studyTo={studyTarget(course)}
      onClose={() => setStage(null)}
    />
  );
  return { run, pending: order.isPending || enrol.isPending, dialog };
}
