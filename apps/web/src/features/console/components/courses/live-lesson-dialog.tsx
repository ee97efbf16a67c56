import { DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import {
  ConsoleCourseMsg,
  ConsoleLiveMsg,
  LESSON_TITLE_MAX,
  LIVE_PLANNED_MINUTES,
} from '@shangan/shared';
import type { ConsoleLesson } from '@shangan/shared/contracts/console/courses';
import type { ConsoleLiveLesson } from '@shangan/shared/contracts/console/live';
import { useConsoleCourseOptions } from '../../api/console-courses';
import { useSaveConsoleLiveLesson } from '../../api/save-console-live-lesson';
import { FormDialog } from '../form-dialog';

/**
 * Where the dialog works: a new live lesson at the end of a chapter, or one not yet started to
 * change (with its session, when the server has one).
 */
export interface LiveLessonTarget {
  chapterId: number;
  lesson: ConsoleLesson | null;
  live: ConsoleLiveLesson | null;
}

interface LiveLessonValues {
  title: string;
  startsAt: Dayjs | null;
  plannedMinutes: number | null;
  teacherId: number | undefined;
  isTrial: boolean;
}

/** How long a new class is planned for, unless staff say otherwise. */
const DEFAULT_MINUTES = 90;

/** Days before today cannot be picked; the time itself is checked on saving. */
const beforeToday = (day: Dayjs) => day.isBefore(dayjs(), 'day');

const upTo = (end: number) => Array.from({ length: Math.max(0, end) }, (_, at) => at);

/** Today's hours and minutes already gone are not offered either. */
const pastTimes = (day: Dayjs | null) => {
  const now = dayjs();
  if (!day?.isSame(now, 'day')) return {};
  return {
    disabledHours: () => upTo(now.hour()),
    disabledMinutes: (hour: number) => (hour === now.hour() ? upTo(now.minute() + 1) : []),
  };
};

const RULES = {
  title: [
    { required: true, whitespace: true, message: ConsoleCourseMsg.titleRequired },
    { max: LESSON_TITLE_MAX, message: ConsoleCourseMsg.titleTooLong(LESSON_TITLE_MAX) },
  ],
  startsAt: [
    {
      validator: (_: unknown, value: Dayjs | null | undefined) =>
        value && value.valueOf() > Date.now()
          ? Promise.resolve()
          : Promise.reject(new Error(ConsoleLiveMsg.startsAtInvalid)),
    },
  ],
  plannedMinutes: [
    {
      validator: (_: unknown, value: number | null | undefined) =>
        typeof value === 'number' &&
        Number.isInteger(value) &&
        value >= LIVE_PLANNED_MINUTES.min &&
        value <= LIVE_PLANNED_MINUTES.max
          ? Promise.resolve()
          : Promise.reject(new Error(ConsoleLiveMsg.plannedInvalid)),
    },
  ],
};

function initialValues(target: LiveLessonTarget): LiveLessonValues {
  const { lesson, live } = target;
  return {
    title: live?.title ?? lesson?.title ?? '',
    startsAt: live ? dayjs(live.startsAt) : null,
    plannedMinutes: live?.plannedMinutes ?? DEFAULT_MINUTES,
    teacherId: live?.teacherId ?? undefined,
    isTrial: live?.isTrial ?? lesson?.isTrial ?? false,
  };
}

/**
 * 添加直播课时 / 编辑直播课时: the title, when the class starts and for how long, who teaches it
 * (one of the teachers a course may name) and whether anyone may watch it (试看).
 */
export function LiveLessonDialog({
  target,
  onClose,
}: {
  target: LiveLessonTarget | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<LiveLessonValues>();
  const save = useSaveConsoleLiveLesson();
  const options = useConsoleCourseOptions();
  useEffect(() => {
    if (target) form.setFieldsValue(initialValues(target));
  }, [target, form]);

  const teachers = (options.data?.teachers ?? []).map((teacher) => ({
    value: teacher.id,
    label: teacher.title ? `${teacher.name}（${teacher.title}）` : teacher.name,
  }));
  // A teacher no longer offered still shows by name rather than as a bare number.
  const current = target?.live;
  if (current?.teacherId && !teachers.some((teacher) => teacher.value === current.teacherId)) {
    teachers.push({ value: current.teacherId, label: current.teacherName || '已删除的老师' });
  }

  /** What the server is sent: a new lesson (no id) or the one being changed. */
  const send = (values: LiveLessonValues) => {
    const id = target?.lesson?.id ?? target?.live?.lessonId;
    return save.mutateAsync({
      chapterId: target?.chapterId ?? 0,
      ...(id ? { id } : {}),
      title: values.title.trim(),
      isTrial: Boolean(values.isTrial),
      // The rules have checked both: a future start and a length in range.
      startsAt: values.startsAt!.second(0).millisecond(0).toISOString(),
      plannedMinutes: values.plannedMinutes!,
      teacherId: values.teacherId ?? null,
    });
  };

  const editing = Boolean(target?.lesson ?? target?.live);
  return (
    <FormDialog<LiveLessonValues>
      open={target !== null}
      title={editing ? '编辑直播课时' : '添加直播课时'}
      form={form}
      name="liveLesson"
      initialValues={target ? initialValues(target) : {}}
      pending={save.isPending}
      savedMessage={ConsoleLiveMsg.saved}
      onSave={send}
      onClose={onClose}
    >
      <Form.Item name="title" label="标题" rules={RULES.title}>
        <Input maxLength={LESSON_TITLE_MAX} showCount placeholder="如：资料分析速算技巧直播" />
      </Form.Item>
      <Form.Item
        name="startsAt"
        label="开播时间"
        rules={RULES.startsAt}
        extra="开播后不能再修改时间或删除"
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          disabledDate={beforeToday}
          disabledTime={pastTimes}
          // 此刻 would pick a time already gone.
          showNow={false}
          placeholder="选择开播时间"
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="plannedMinutes" label="时长（分钟）" rules={RULES.plannedMinutes}>
        <InputNumber
          min={LIVE_PLANNED_MINUTES.min}
          max={LIVE_PLANNED_MINUTES.max}
          precision={0}
          step={15}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        name="teacherId"
        label="主讲老师"
        extra="老师在「直播课 → 我的直播」开播；不指定时，课程的授课老师都可以开播"
      >
        <Select allowClear placeholder="暂不指定" options={teachers} loading={options.isLoading} />
      </Form.Item>
      <Form.Item
        name="isTrial"
        label="试看"
        valuePropName="checked"
        extra="试看课时不用购买也能观看"
      >
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
