import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Form, Input, Modal, Result, Select, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { Msg, PHONE_PATTERN } from '@shangan/shared';
import type { PayState } from '@shangan/shared/contracts/payment';
import { PaymentQr } from '../../../components/payment-qr/payment-qr';
import { notify } from '../../../lib/notifier';
import { pathTo } from '../../../lib/paths';
import { usePaymentWatch } from '../../../lib/payment/use-payment-watch';
import { useCoachingCheckout } from '../api/coaching-checkout';
import { useCourseAdvisers, useCurrentAdviser } from '../api/course-advisers';
import { useCreateCoachingOrder } from '../api/create-coaching-order';
import { waitForOrderEvent } from '../api/order-events';
import { fetchOrderPayState } from '../api/query-order';
import { SHOP_KEY } from '../api/shop-keys';
import {
  closeCourseDialog,
  nextCourseDialog,
  orderFailed,
  orderPaid,
  orderPlaced,
  previousCourseDialog,
  SERVICE_STEPS,
  setCoupon,
  setCustomer,
  setDeposit,
  setRegistration,
  useCourseDialog,
  type CourseDialog,
  type CourseDialogState,
  type Registration,
} from '../course-dialog-store';
import { CouponPicker } from './coupon-picker';
import { PriceBreakdown } from './price-breakdown';
import styles from './course-purchase-dialog.module.css';

/** Above the page's own popovers, like the VIP dialogs. */
const DIALOG_Z_INDEX = 1100;

const STEP_TITLES: Partial<Record<CourseDialog, string>> = {
  signUp: '报名信息',
  customer: '课程顾问',
  coupon: '优惠券',
  coursePay: '支付',
  paySuccess: '完成',
};

/** Chinese characters or letters, 2–20, as the server checks the attendee's name. */
const NAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z·][\u4e00-\u9fa5A-Za-z· ]*[\u4e00-\u9fa5A-Za-z·]$/;

/** How a shop order's payment is watched: /pc/orders/query polled, the shop's event stream. */
const SHOP_PAYMENT = {
  poll: async (orderId: number, signal: AbortSignal): Promise<PayState> =>
    (await fetchOrderPayState(orderId, signal)).payState,
  push: waitForOrderEvent,
};

const SETTLE_FAILURE = {
  2: '订单已关闭，名额已释放，请重新下单',
  3: '订单状态已变化，已支付的款项将原路退回',
} as const;

interface CoursePurchaseDialogProps {
  userId: number;
}

/**
 * The course-purchase dialog family for a service bought from its own page, in the VIP dialogs'
 * style: 报名信息 (who attends) → 课程顾问 (choose or keep the adviser) → 优惠券 (and a deposit to
 * deduct, priced by the server) → 支付 (the shop's QR payment step, watched by push and poll) →
 * 支付成功. Opened with openCourseDialog; render it once on the page.
 */
export function CoursePurchaseDialog({ userId }: CoursePurchaseDialogProps) {
  const state = useCourseDialog();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { dialog, purchase } = state;

  usePaymentWatch(dialog === 'coursePay' ? (state.order?.id ?? null) : null, SHOP_PAYMENT, (s) => {
    // Slots, orders, coupons and deposits: every figure of the purchase may have moved.
    void queryClient.invalidateQueries({ queryKey: SHOP_KEY });
    if (s === 1) {
      notify.success(Msg.paySuccess);
      orderPaid();
    } else {
      notify.warning(SETTLE_FAILURE[s]);
      orderFailed();
    }
  });

  const close = () => {
    if (dialog !== 'coursePay') {
      closeCourseDialog();
      return;
    }
    modal.confirm({
      title: '确定要放弃购买吗？',
      content: '相遇不易，再考虑考虑吧~',
      okText: '狠心离开',
      cancelText: '继续购买',
      centered: true,
      zIndex: DIALOG_Z_INDEX + 10,
      onOk: () => {
        closeCourseDialog();
        notify.info('订单已为您保留，可在“我的订单”中继续支付');
      },
    });
  };

  const at = dialog ? SERVICE_STEPS.indexOf(dialog) : -1;
  return (
    <Modal
      open={dialog !== null}
      title={null}
      footer={null}
      closable={false}
      mask={{ closable: false }}
      width={720}
      style={{ top: 32, paddingBottom: 32 }}
      zIndex={DIALOG_Z_INDEX}
      onCancel={close}
      className={styles.modal}
      destroyOnHidden
    >
      <div className={styles.header}>
        <div className={styles.what}>
          <div className={styles.title}>{purchase?.title}</div>
          <div className={styles.slot}>{purchase?.slotText}</div>
        </div>
        <button type="button" className={styles.close} aria-label="关闭" onClick={close}>
          <CloseOutlined />
        </button>
      </div>
      <ol className={styles.steps} aria-label="购买步骤">
        {SERVICE_STEPS.map((step, index) => (
          <li
            key={step}
            className={`${styles.step} ${index < at ? styles.done : ''} ${index === at ? styles.current : ''}`}
            aria-current={index === at ? 'step' : undefined}
          >
            <span className={styles.stepMark}>{index < at ? <CheckOutlined /> : index + 1}</span>
            <span className={styles.stepTitle}>{STEP_TITLES[step]}</span>
          </li>
        ))}
      </ol>
      <div className={styles.body}>
        {dialog === 'signUp' && <SignUpStep registration={state.registration} />}
        {dialog === 'customer' && <CustomerStep userId={userId} customer={state.customer} />}
        {dialog === 'coupon' && <CouponStep userId={userId} state={state} />}
        {dialog === 'coursePay' && state.order && (
          <PaymentQr
            order={state.order}
            expiresAt={state.order.expiresAt}
            expiredText="支付已超时，订单已关闭，名额已释放"
          />
        )}
        {dialog === 'paySuccess' && <SuccessStep state={state} />}
      </div>
    </Modal>
  );
}

function SignUpStep({ registration }: { registration: Registration | null }) {
  const [form] = Form.useForm<Registration>();
  return (
    <Form
      form={form}
      name="enrol"
      layout="vertical"
      requiredMark={false}
      initialValues={registration ?? { name: '', phone: '' }}
      onFinish={(values) => {
        setRegistration({ name: values.name.trim(), phone: values.phone.trim() });
        nextCourseDialog();
      }}
    >
      <p className={styles.lead}>请填写上课学员的信息，课程顾问将通过该手机号与您确认上课安排。</p>
      <Form.Item
        label="学员姓名"
        name="name"
        rules={[
          { required: true, whitespace: true, message: '请填写学员姓名' },
          { pattern: NAME_PATTERN, message: '学员姓名应为2-20个汉字或字母' },
          { max: 20, message: '学员姓名应为2-20个汉字或字母' },
        ]}
      >
        <Input maxLength={20} autoComplete="name" placeholder="请输入学员姓名" />
      </Form.Item>
      <Form.Item
        label="手机号码"
        name="phone"
        rules={[
          { required: true, message: Msg.phoneRequired },
          { pattern: PHONE_PATTERN, message: Msg.phoneInvalidPlain },
        ]}
      >
        <Input maxLength={11} inputMode="numeric" autoComplete="tel" placeholder="请输入手机号码" />
      </Form.Item>
      <div className={styles.actions}>
        <span />
        <Button type="primary" htmlType="submit" className={styles.primary}>
          下一步
        </Button>
      </div>
    </Form>
  );
}

function CustomerStep({
  userId,
  customer,
}: {
  userId: number;
  customer: number | null | undefined;
}) {
  const advisers = useCourseAdvisers();
  const current = useCurrentAdviser(userId);
  const list = advisers.data ?? [];
  // Keep the person's own adviser when the list has them, as the VIP dialogs do.
  const own = list.some((a) => a.id === current.data?.id) ? (current.data?.id ?? null) : null;
  const value = customer === undefined ? own : customer;
  return (
    <div>
      <p className={styles.lead}>
        {own !== null
          ? `您的课程顾问是${current.data?.name ?? ''}，可保留或更换。`
          : '选择一位课程顾问，开课前由他与您确认上课安排（可不选）。'}
      </p>
      <label className={styles.field}>
        <span>课程顾问</span>
        <Select
          className={styles.adviser}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          loading={advisers.isPending}
          placeholder="请选择您的课程顾问"
          value={value ?? undefined}
          onChange={(id: number | undefined) => setCustomer(id ?? null)}
          options={list.map((a) => ({ value: a.id, label: a.name }))}
          aria-label="课程顾问"
        />
      </label>
      <div className={styles.actions}>
        <Button onClick={previousCourseDialog}>上一步</Button>
        <Button
          type="primary"
          className={styles.primary}
          onClick={() => {
            // What is on screen is what is sent: the kept adviser becomes the choice.
            setCustomer(value);
            nextCourseDialog();
          }}
        >
          下一步
        </Button>
      </div>
    </div>
  );
}

function CouponStep({ userId, state }: { userId: number; state: CourseDialogState }) {
  const purchase = state.purchase!;
  const createOrder = useCreateCoachingOrder();
  // The seat without a coupon tells which coupon takes off the most and which deposit the
  // person holds; the priced seat is that one with the choices in use.
  const base = useCoachingCheckout(userId, {
    goodsId: purchase.goodsId,
    slotId: purchase.slotId,
  });
  const depositId =
    state.deposit === 'none' ? null : (state.deposit ?? base.data?.usableDeposit?.id ?? null);
  const couponId =
    state.coupons === 'none' ? null : (state.coupons ?? base.data?.bestCouponId ?? null);
  const checkout = useCoachingCheckout(userId, {
    goodsId: purchase.goodsId,
    slotId: purchase.slotId,
    ...(couponId ? { couponId } : {}),
    ...(depositId ? { depositId } : {}),
  });
  if (checkout.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (checkout.isError) {
    return (
      <Result
        status="warning"
        title="无法结算"
        subTitle={checkout.error.message || '请稍后再试'}
        extra={
          <Button type="primary" onClick={() => void checkout.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  const data = checkout.data;
  const stale = checkout.isPlaceholderData || checkout.isFetching;
  const registration = state.registration!;
  const submit = () => {
    createOrder.mutate(
      {
        goodsId: purchase.goodsId,
        slotId: purchase.slotId,
        name: registration.name,
        phone: registration.phone,
        // What the server priced: the coupon and deposit it applied, not what was clicked.
        ...(typeof state.customer === 'number' ? { adviserId: state.customer } : {}),
        ...(data.couponId !== null ? { couponId: data.couponId } : {}),
        ...(data.depositId !== null ? { depositId: data.depositId } : {}),
      },
      { onSuccess: orderPlaced },
    );
  };
  return (
    <div>
      {data.usableDeposit && (
        <section className={styles.deposit} aria-label="定金">
          <Checkbox
            checked={data.depositId !== null}
            disabled={createOrder.isPending}
            onChange={(event) => setDeposit(event.target.checked ? data.usableDeposit!.id : 'none')}
          >
            使用已付定金（￥{data.usableDeposit.paid}）抵扣 ￥{data.usableDeposit.deduct}
          </Checkbox>
        </section>
      )}
      <CouponPicker
        coupons={data.coupons}
        value={data.couponId}
        disabled={createOrder.isPending}
        onChange={(id) => setCoupon(id ?? 'none')}
      />
      <div className={styles.summary}>
        <PriceBreakdown
          noShipping
          stale={stale}
          figures={{
            goods: data.goodsAmount,
            discount: data.discount,
            deposit: data.depositDeduction,
            shipping: '0.00',
            payable: data.payAmount,
          }}
        />
        {data.problem && <Alert type="warning" showIcon title={data.problem} />}
      </div>
      <div className={styles.actions}>
        <Button onClick={previousCourseDialog} disabled={createOrder.isPending}>
          上一步
        </Button>
        <Button
          type="primary"
          className={styles.primary}
          loading={createOrder.isPending}
          disabled={stale || data.problem !== null}
          onClick={submit}
        >
          提交订单
        </Button>
      </div>
    </div>
  );
}

function SuccessStep({ state }: { state: CourseDialogState }) {
  const navigate = useNavigate();
  const orderId = state.orderId;
  return (
    <Result
      status="success"
      title="支付成功"
      subTitle={`已为您预约 ${state.purchase?.slotText ?? ''}，课程顾问会尽快与您联系确认上课安排。`}
      extra={[
        <Button
          key="order"
          type="primary"
          className={styles.primary}
          onClick={() => {
            closeCourseDialog();
            if (orderId) void navigate(pathTo('OrderDetail', {}, { id: orderId }));
          }}
        >
          查看订单
        </Button>,
        <Button key="done" onClick={closeCourseDialog}>
          完成
        </Button>,
      ]}
    />
  );
}
