import { Alert, DatePicker, Form, InputNumber, Select } from 'antd';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { COACHING_GROUP_MAX, COACHING_SLOT_MAX_DAYS, ConsoleCoachingMsg } from '@shangan/shared';
import type {
  ConsoleCoachingProduct,
  ConsoleCoachingSlot,
} from '@shangan/shared/contracts/console/coaching';
import { useSaveConsoleCoachingSlot } from '../../api/console-coaching';
import { FormDialog } from '../form-dialog';
import { chinaNow, minutesBetween } from '../mock-exams/china-clock';
import styles from './coaching.module.css';
import {
  capacityProblem,
  endFrom,
  endProblem,
  newSlotValues,
  slotBody,
  slotValuesOf,
  startProblem,
  type SlotValues,
} from './slot-values';

/** A rule from a check that names what is wrong ('' when nothing). */
const problemRule =
  (problem: (value: unknown, form: FormInstance<SlotValues>) => string): Rule =>
  (form) => ({
    validator: (_, value: unknown) => {
      const found = problem(value, form as FormInstance<SlotValues>);
      return found ? Promise.reject(new Error(found)) : Promise.resolve();
    },
  });

/** Only the days a time may be set on: from today in China to the furthest allowed. */
const outsideHorizon = (day: Dayjs) => {
  const today = chinaNow();
  return day.isBefore(today, 'day') || day.isAfter(today.add(COACHING_SLOT_MAX_DAYS, 'day'), 'day');
};

/** A China-time picker to the minute, on the days a time may be set. */
function ChinaTimePicker(props: {
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  id?: string;
  disabled?: boolean;
  placeholder: string;
}) {
  return (
    <DatePicker
      {...props}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      disabledDate={outsideHorizon}
      // 此刻 would pick a time already gone.
      showNow={false}
      style={{ width: '100%' }}
    />
  );
}

const coachLabel = (coach: ConsoleCoachingProduct['coaches'][number]) =>
  coach.title ? `${coach.name}（${coach.title}）` : coach.name;

/**
 * 新增时段 / 修改时段 of a coaching product: which of its coaches, when (China time whatever the
 * browser's zone; the end follows the start by `minutes`, and may be changed), and how many
 * seats — one for 一对一, 2–100 for a class. A time someone booked keeps its coach and time: only
 * its seats change, never below those taken. The server checks it all again (a coach's other
 * times among them) and its refusal keeps the dialog open.
 */
export function SlotDialog({
  open,
  product,
  slot,
  latest,
  minutes,
  onSaved,
  onClose,
}: {
  open: boolean;
  product: ConsoleCoachingProduct;
  /** The time to change; none to add one. */
  slot?: ConsoleCoachingSlot | undefined;
  /** The product's latest time, whose seats a new class time starts from. */
  latest?: ConsoleCoachingSlot | undefined;
  /** How long a time lasts once its start is picked. */
  minutes: number;
  /** A time saved, with its length in minutes. */
  onSaved?: (minutes: number) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<SlotValues>();
  const save = useSaveConsoleCoachingSlot();
  // Each opening starts afresh, from the time being changed if any.
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form, slot]);

  const fixed = slot?.booked === true;
  const group = product.mode === 'group';
  const taken = slot?.taken ?? 0;

  const fillEnd = (start: Dayjs | null) => {
    if (!start) return;
    form.setFieldValue('endsAt', endFrom(start, minutes));
    if (form.getFieldError('endsAt').length > 0) {
      void form.validateFields(['endsAt']).catch(() => undefined);
    }
  };

  const rules: Record<'coachId' | 'startsAt' | 'endsAt' | 'capacity', Rule[]> = {
    coachId: [{ required: true, message: ConsoleCoachingMsg.coachNotOfProduct }],
    // A booked time keeps its time as stored: nothing to check in it.
    startsAt: fixed ? [] : [problemRule((value) => startProblem(value as Dayjs | null))],
    endsAt: fixed
      ? []
      : [
          problemRule((value, current) =>
            endProblem(current.getFieldValue('startsAt') as Dayjs | null, value as Dayjs | null),
          ),
        ],
    capacity: [
      problemRule((value) => capacityProblem(product.mode, value as number | null, taken)),
    ],
  };

  return (
    <FormDialog<SlotValues>
      open={open}
      title={slot ? '修改时段' : '新增时段'}
      okText={slot ? '保存' : '添加'}
      width={560}
      form={form}
      name="coachingSlot"
      initialValues={slot ? slotValuesOf(slot) : newSlotValues(product, latest)}
      pending={save.isPending}
      savedMessage={ConsoleCoachingMsg.saved}
      onSave={async (values) => {
        const body = slotBody(values, product, slot);
        await save.mutateAsync(body);
        if (values.startsAt && values.endsAt) {
          onSaved?.(minutesBetween(values.startsAt, values.endsAt));
        }
      }}
      onClose={onClose}
    >
      <p className={styles.dialogProduct}>
        {product.title}
        <span className={styles.muted}>
          {' '}
          · {product.modeText} · {product.stageText}
        </span>
      </p>
      {fixed && (
        <Alert
          className={styles.notice}
          type="info"
          showIcon
          title={ConsoleCoachingMsg.bookedFixed}
          description={`已约 ${taken} 人，名额不能少于已约人数`}
        />
      )}
      <Form.Item
        name="coachId"
        label="辅导老师"
        rules={rules.coachId}
        {...(product.coaches.length === 0
          ? { extra: '这个产品还没有辅导老师，请先为产品添加老师' }
          : {})}
      >
        <Select<number>
          disabled={fixed}
          placeholder="选择老师"
          options={product.coaches.map((coach) => ({ value: coach.id, label: coachLabel(coach) }))}
          notFoundContent="这个产品还没有辅导老师"
        />
      </Form.Item>
      <div className={styles.pair}>
        <Form.Item name="startsAt" label="开始时间（北京时间）" rules={rules.startsAt}>
          <ChinaTimePicker disabled={fixed} placeholder="北京时间" onChange={fillEnd} />
        </Form.Item>
        <Form.Item
          name="endsAt"
          label="结束时间（北京时间）"
          rules={rules.endsAt}
          dependencies={['startsAt']}
          {...(fixed ? {} : { extra: `按开始时间加 ${lengthText(minutes)} 自动填写，可修改` })}
        >
          <ChinaTimePicker disabled={fixed} placeholder="选择开始时间后自动填写" />
        </Form.Item>
      </div>
      <Form.Item
        name="capacity"
        label="名额"
        rules={rules.capacity}
        extra={
          group
            ? `一对多辅导每个时段 2-${COACHING_GROUP_MAX} 人${taken > 0 ? `，已约 ${taken} 人` : ''}`
            : '一对一辅导每个时段 1 个名额'
        }
      >
        <InputNumber
          disabled={!group}
          precision={0}
          suffix="人"
          placeholder={`2-${COACHING_GROUP_MAX}`}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </FormDialog>
  );
}

/** 2 小时, 1 小时 30 分钟, 45 分钟. */
export function lengthText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} 分钟`;
  return rest === 0 ? `${hours} 小时` : `${hours} 小时 ${rest} 分钟`;
}
