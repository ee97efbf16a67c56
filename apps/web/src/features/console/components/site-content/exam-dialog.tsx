import { DatePicker, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect } from 'react';
import { EXAM_CALENDAR_TYPES, EXAM_REGIONS, EXAM_TITLE_MAX, SiteContentMsg } from '@shangan/shared';
import type { ConsoleExam } from '@shangan/shared/contracts/console/site-content';
import { useSaveConsoleExam } from '../../api/save-console-exam';
import { FormDialog } from '../form-dialog';
import { check } from '../../lib/form-checks';
import { ArticleSelect } from './article-select';
import {
  examBeforeSignupEnd,
  examBody,
  examValuesOf,
  signupMissing,
  type DayRange,
  type ExamValues,
} from './exam-values';
import { charCount, MAIN_SITE, type SiteChoice } from './site-choice';

const TYPE_OPTIONS = EXAM_CALENDAR_TYPES.map((type) => ({ value: type, label: type }));
const REGION_OPTIONS = EXAM_REGIONS.map((region) => ({ value: region, label: region }));

/** What the server checks, with its messages; the server still has the last word. */
const RULES: Partial<Record<keyof ExamValues, Rule[]>> = {
  title: [
    check<string>(SiteContentMsg.examTitleRequired, (title) => charCount(title) === 0),
    check<string>(SiteContentMsg.examTitleTooLong, (title) => charCount(title) > EXAM_TITLE_MAX),
  ],
  examType: [{ required: true, message: SiteContentMsg.examTypeInvalid }],
  region: [{ required: true, message: SiteContentMsg.regionInvalid }],
  signup: [check<DayRange>('请选择报名开始和截止日期', signupMissing)],
  examDate: [
    { required: true, message: '请选择考试日期' },
    ({ getFieldValue }) => ({
      validator: (_, examDate: ExamValues['examDate']) =>
        examBeforeSignupEnd(examDate, getFieldValue('signup') as DayRange)
          ? Promise.reject(new Error(SiteContentMsg.examOrderInvalid))
          : Promise.resolve(),
    }),
  ],
};

/**
 * 新建考试 / 编辑考试: an exam of the calendar — its kind, region and (optionally) city site,
 * the sign-up days, the exam day, and the announcement it opens.
 */
export function ExamDialog({
  open,
  exam,
  sites,
  onClose,
}: {
  open: boolean;
  /** The entry being changed; null for a new one. */
  exam: ConsoleExam | null;
  sites: SiteChoice[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<ExamValues>();
  const save = useSaveConsoleExam();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, exam, form]);

  return (
    <FormDialog<ExamValues>
      open={open}
      title={exam ? '编辑考试' : '新建考试'}
      width={600}
      form={form}
      name="exam-calendar"
      initialValues={examValuesOf(exam)}
      pending={save.isPending}
      savedMessage={SiteContentMsg.saved}
      onSave={(values) => save.mutateAsync(examBody(values, exam?.id ?? null))}
      onClose={onClose}
    >
      <Form.Item name="title" label="考试名称" rules={RULES.title}>
        <Input maxLength={EXAM_TITLE_MAX} showCount placeholder="如：2027年度国家公务员考试" />
      </Form.Item>
      <Form.Item name="examType" label="考试类型" rules={RULES.examType}>
        <Select options={TYPE_OPTIONS} placeholder="请选择" />
      </Form.Item>
      <Form.Item name="region" label="地区" rules={RULES.region}>
        <Select
          options={REGION_OPTIONS}
          placeholder="全国或省份"
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="site" label="城市分站" extra="选填：只在一个城市分站的考试日历里显示">
        <Select
          // 主站 is no city: leaving this empty shows the exam on every site.
          options={sites.filter((site) => site.value !== MAIN_SITE)}
          placeholder="不限分站"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="signup" label="报名时间" rules={RULES.signup}>
        <DatePicker.RangePicker placeholder={['报名开始', '报名截止']} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="examDate" label="考试日期" dependencies={['signup']} rules={RULES.examDate}>
        <DatePicker placeholder="考试日期" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="articleId" label="关联公告" extra="网站的考试日历点击后打开这篇文章">
        <ArticleSelect currentTitle={exam?.articleTitle ?? ''} />
      </Form.Item>
    </FormDialog>
  );
}
