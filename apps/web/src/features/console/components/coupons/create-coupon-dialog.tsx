import { DatePicker, Form, Input, InputNumber, Modal, Radio } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import {
  COUPON_NAME_MAX,
  COUPON_SCOPE_KIND_LABELS,
  COUPON_SCOPE_KINDS,
  ConsoleCouponMsg,
} from '@shangan/shared';
import { isApiError } from '../../../../lib/api';
import { notify } from '../../../../lib/notifier';
import { useCreateCoupon } from '../../api/create-coupon';
import { check, outside } from '../../lib/form-checks';
import { YuanInput } from '../yuan-input';
import {
  amountBroken,
  chinaToday,
  couponBody,
  EMPTY_COUPON,
  minSpendBroken,
  rangeBroken,
  type CouponValues,
  type DayRange,
} from './coupon-values';

/** The longest a coupon may last from being handed out. */
const DAYS_MAX = 365;

const SCOPE_OPTIONS = [
  { value: 'all', label: '全场通用' },
  ...COUPON_SCOPE_KINDS.map((kind) => ({ value: kind, label: COUPON_SCOPE_KIND_LABELS[kind] })),
];

const VALIDITY_OPTIONS = [
  { value: 'days', label: '发放后 N 天内有效' },
  { value: 'range', label: '固定日期' },
];

/** What the server checks, with its messages; the server still has the last word. */
const RULES: Partial<Record<keyof CouponValues, Rule[]>> = {
  name: [
    check<string>(ConsoleCouponMsg.nameRequired, (name) => !name?.trim()),
    check<string>(
      ConsoleCouponMsg.nameTooLong,
      (name) => [...(name?.trim() ?? '')].length > COUPON_NAME_MAX,
    ),
  ],
  amount: [check<string>(ConsoleCouponMsg.amountInvalid, amountBroken)],
  minSpend: [
    ({ getFieldValue }) => ({
      validator: (_, minSpend: string | undefined) =>
        minSpendBroken(minSpend, getFieldValue('amount') as string | undefined)
          ? Promise.reject(new Error(ConsoleCouponMsg.minSpendInvalid))
          : Promise.resolve(),
    }),
  ],
  validDays: [check<number | null>(ConsoleCouponMsg.validDaysInvalid, outside(1, DAYS_MAX))],
  range: [check<DayRange>(ConsoleCouponMsg.rangeInvalid, rangeBroken)],
};

/** Days before today cannot be picked: a range must not end before it. */
const beforeToday = (day: Dayjs) => day.format('YYYY-MM-DD') < chinaToday();

/**
 * 新建优惠券: a face value, a threshold (0 for none), what it may be spent on, and how long it
 * lasts — a number of days from being handed out, or a fixed range of days.
 */
export function CreateCouponDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  /** After the server has taken it (the list shows its first page, where new kinds come). */
  onCreated: () => void;
}) {
  const [form] = Form.useForm<CouponValues>();
  const create = useCreateCoupon();
  // Each opening starts afresh.
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async (values: CouponValues) => {
    if (create.isPending) return;
    try {
      await create.mutateAsync(couponBody(values));
    } catch (error) {
      // The client has shown the server's message; the dialog keeps what was typed.
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ConsoleCouponMsg.created);
    onCreated();
    onClose();
  };

  return (
    <Modal
      open={open}
      title="新建优惠券"
      okText="创建"
      cancelText="取消"
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CouponValues>
        form={form}
        name="coupon-create"
        layout="vertical"
        preserve={false}
        requiredMark={false}
        initialValues={EMPTY_COUPON}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="name" label="名称" rules={RULES.name}>
          <Input maxLength={COUPON_NAME_MAX} showCount placeholder="如：新人专享券" />
        </Form.Item>
        <Form.Item name="amount" label="面额（元）" rules={RULES.amount}>
          <YuanInput placeholder="如 20" />
        </Form.Item>
        <Form.Item
          name="minSpend"
          label="使用门槛（元）"
          extra="订单满这个金额才能使用；填 0 为无门槛"
          dependencies={['amount']}
          rules={RULES.minSpend}
        >
          <YuanInput placeholder="0" />
        </Form.Item>
        <Form.Item name="scope" label="适用范围">
          <Radio.Group options={SCOPE_OPTIONS} />
        </Form.Item>
        <Form.Item name="validity" label="有效期">
          <Radio.Group options={VALIDITY_OPTIONS} />
        </Form.Item>
        {/* Shown as the choice changes (not a render later), each its own field. */}
        <Form.Item noStyle shouldUpdate={(before, after) => before.validity !== after.validity}>
          {({ getFieldValue }) =>
            getFieldValue('validity') === 'days' ? (
              <Form.Item
                key="validDays"
                name="validDays"
                label="有效天数"
                extra="从发放到账户时起计算"
                rules={RULES.validDays}
              >
                <InputNumber
                  min={1}
                  max={DAYS_MAX}
                  precision={0}
                  suffix="天"
                  style={{ width: 200 }}
                />
              </Form.Item>
            ) : (
              <Form.Item
                key="range"
                name="range"
                label="起止日期"
                extra="按北京时间，首尾两天都可使用"
                rules={RULES.range}
              >
                <DatePicker.RangePicker disabledDate={beforeToday} />
              </Form.Item>
            )
          }
        </Form.Item>
      </Form>
    </Modal>
  );
}
