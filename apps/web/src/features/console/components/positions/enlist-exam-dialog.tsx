import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import {
  ENLIST_EXAM_INTRO_MAX,
  ENLIST_EXAM_KIND_NAMES,
  ENLIST_EXAM_KINDS,
  ENLIST_EXAM_NAME_MAX,
  ENLIST_EXAM_SHORT_NAME_MAX,
  ENLIST_SERVICE_SUBTITLE_MAX,
  ENLIST_SERVICE_TITLE_MAX,
  EnlistExamMsg,
} from '@shangan/shared';
import type { ConsoleEnlistExam } from '@shangan/shared/contracts/console/enlistment';
import { useSaveConsoleEnlistExam } from '../../api/save-enlist-exam';
import { check } from '../../lib/form-checks';
import { FormDialog } from '../form-dialog';
import { charCount } from '../site-content/site-choice';
import {
  defaultServiceTitle,
  enlistExamBody,
  enlistExamValuesOf,
  examBeforeWindowEnd,
  priceBroken,
  windowBroken,
  windowMissing,
  yearOutside,
  type EnlistExamValues,
  type EnlistWindow,
} from './enlist-exam-values';
import styles from './positions.module.css';

const KIND_OPTIONS = ENLIST_EXAM_KINDS.map((kind) => ({
  value: kind,
  label: ENLIST_EXAM_KIND_NAMES[kind],
}));

/** A new window's times until staff pick their own: from the start of a day to its last minute. */
const WINDOW_TIMES: [dayjs.Dayjs, dayjs.Dayjs] = [
  dayjs().startOf('day'),
  dayjs().startOf('day').hour(23).minute(59),
];

/** What the server checks, with its messages; the server still has the last word. */
function rulesFor(otherNames: string[]): Partial<Record<keyof EnlistExamValues, Rule[]>> {
  return {
    name: [
      check<string>(EnlistExamMsg.nameRequired, (name) => charCount(name) === 0),
      check<string>(EnlistExamMsg.nameTooLong, (name) => charCount(name) > ENLIST_EXAM_NAME_MAX),
      check<string>(EnlistExamMsg.nameTaken, (name) => otherNames.includes(name?.trim() ?? '')),
    ],
    shortName: [
      check<string>(EnlistExamMsg.shortNameRequired, (name) => charCount(name) === 0),
      check<string>(
        EnlistExamMsg.shortNameTooLong,
        (name) => charCount(name) > ENLIST_EXAM_SHORT_NAME_MAX,
      ),
    ],
    kind: [{ required: true, message: EnlistExamMsg.kindInvalid }],
    year: [check<number | null>(EnlistExamMsg.yearInvalid, (year) => yearOutside(year))],
    intro: [
      check<string>(
        EnlistExamMsg.introTooLong,
        (intro) => charCount(intro) > ENLIST_EXAM_INTRO_MAX,
      ),
    ],
    window: [
      check<EnlistWindow>('请选择报名开始和截止时间', windowMissing),
      check<EnlistWindow>(EnlistExamMsg.windowInvalid, windowBroken),
    ],
    examDate: [
      { required: true, message: '请选择考试日期' },
      ({ getFieldValue }) => ({
        validator: (_, examDate: EnlistExamValues['examDate']) =>
          examBeforeWindowEnd(examDate, getFieldValue('window') as EnlistWindow)
            ? Promise.reject(new Error(EnlistExamMsg.examDateInvalid))
            : Promise.resolve(),
      }),
    ],
    servicePrice: [check<string>(EnlistExamMsg.priceInvalid, priceBroken)],
    serviceTitle: [
      check<string>(
        EnlistExamMsg.serviceTitleTooLong,
        (title) => charCount(title) > ENLIST_SERVICE_TITLE_MAX,
      ),
    ],
    serviceSubtitle: [
      check<string>(
        EnlistExamMsg.serviceSubtitleTooLong,
        (subtitle) => charCount(subtitle) > ENLIST_SERVICE_SUBTITLE_MAX,
      ),
    ],
  };
}

/**
 * 新建考试 / 修改考试: an exam open for enlistment — its names, kind and year, the enlistment
 * window (Beijing time whatever the browser's zone) and the exam day, and the enlistment
 * service the shop sells with it. An exam holding positions keeps its kind.
 */
export function EnlistExamDialog({
  open,
  exam,
  exams,
  onClose,
}: {
  open: boolean;
  /** The exam being changed; null for a new one. */
  exam: ConsoleEnlistExam | null;
  /** Every exam, whose names a new name may not take. */
  exams: ConsoleEnlistExam[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<EnlistExamValues>();
  const save = useSaveConsoleEnlistExam();
  const shortName = Form.useWatch('shortName', form) ?? '';
  // Each opening starts afresh.
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, exam, form]);

  const kindLocked = Boolean(exam && exam.positions > 0);
  const rules = rulesFor(exams.filter((other) => other.id !== exam?.id).map((one) => one.name));
  return (
    <FormDialog<EnlistExamValues>
      open={open}
      title={exam ? '修改考试' : '新建考试'}
      width={680}
      form={form}
      name="enlistExam"
      initialValues={enlistExamValuesOf(exam)}
      pending={save.isPending}
      savedMessage={EnlistExamMsg.saved}
      onSave={(values) => save.mutateAsync(enlistExamBody(values, exam))}
      onClose={onClose}
    >
      <Form.Item name="name" label="考试名称" rules={rules.name}>
        <Input
          maxLength={ENLIST_EXAM_NAME_MAX}
          showCount
          placeholder="如：2027年度国家公务员考试"
        />
      </Form.Item>
      <div className={styles.pair}>
        <Form.Item
          name="shortName"
          label="简称"
          rules={rules.shortName}
          extra="学员选择考试、商城报名服务时显示"
        >
          <Input maxLength={ENLIST_EXAM_SHORT_NAME_MAX} showCount placeholder="如：2027国考" />
        </Form.Item>
        <Form.Item name="year" label="年份" rules={rules.year}>
          <InputNumber precision={0} controls={false} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item
        name="kind"
        label="类型"
        rules={rules.kind}
        className={styles.kindField}
        {...(kindLocked ? { extra: EnlistExamMsg.kindLocked } : {})}
      >
        <Select options={KIND_OPTIONS} placeholder="请选择" disabled={kindLocked} />
      </Form.Item>
      <Form.Item name="intro" label="简介" rules={rules.intro}>
        <Input.TextArea
          maxLength={ENLIST_EXAM_INTRO_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder="选填：考试的简要介绍，学员报名时可见"
        />
      </Form.Item>
      <div className={styles.pair}>
        <Form.Item name="window" label="报名时间（北京时间）" rules={rules.window}>
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm', defaultValue: WINDOW_TIMES }}
            format="YYYY-MM-DD HH:mm"
            placeholder={['报名开始', '报名截止']}
            classNames={{ popup: { root: styles.windowPopup } }}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name="examDate"
          label="考试日期"
          dependencies={['window']}
          rules={rules.examDate}
        >
          <DatePicker placeholder="笔试日期" style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <fieldset className={styles.service}>
        <legend className={styles.serviceName}>报名服务</legend>
        <p className={styles.muted}>学员报名此考试时在商城购买的服务，随考试一起保存</p>
        <Form.Item
          name="serviceTitle"
          label="服务名称"
          rules={rules.serviceTitle}
          extra="不填则以简称命名，如「2027国考报名指导服务」"
        >
          <Input
            maxLength={ENLIST_SERVICE_TITLE_MAX}
            showCount
            placeholder={
              shortName.trim() ? defaultServiceTitle(shortName) : '不填则为「简称」报名指导服务'
            }
          />
        </Form.Item>
        <Form.Item name="serviceSubtitle" label="服务说明" rules={rules.serviceSubtitle}>
          <Input
            maxLength={ENLIST_SERVICE_SUBTITLE_MAX}
            showCount
            placeholder="选填，如：职位筛选 一对一报名指导"
          />
        </Form.Item>
        <Form.Item name="servicePrice" label="服务费（元）" rules={rules.servicePrice}>
          <Input inputMode="decimal" prefix="￥" placeholder="如：79" style={{ maxWidth: 240 }} />
        </Form.Item>
      </fieldset>
    </FormDialog>
  );
}
