import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  ConsolePaperMsg,
  PAPER_DESCRIPTION_MAX,
  PAPER_EXAM_TYPES,
  PAPER_LEVEL_MAX,
  PAPER_MINUTES_MAX,
  PAPER_REGIONS,
  PAPER_TITLE_MAX,
  PAPER_YEAR_MIN,
} from '@shangan/shared';
import type { ConsolePaper } from '@shangan/shared/contracts/console/papers';
import { useSaveConsolePaper } from '../../api/console-papers';
import { check, outside } from '../../lib/form-checks';
import { FormDialog } from '../form-dialog';
import { charCount } from '../site-content/site-choice';
import { paperBody, paperValuesOf, thisYear, type PaperValues } from './paper-values';

const TYPE_OPTIONS = PAPER_EXAM_TYPES.map((type) => ({ value: type, label: type }));
const REGION_OPTIONS = PAPER_REGIONS.map((region) => ({ value: region, label: region }));

/** What the server checks, with its messages; the server still has the last word. */
const RULES: Record<keyof PaperValues, Rule[]> = {
  subjectId: [{ required: true, message: '请选择科目' }],
  title: [
    check<string>(ConsolePaperMsg.titleRequired, (title) => charCount(title) === 0),
    check<string>(ConsolePaperMsg.titleTooLong, (title) => charCount(title) > PAPER_TITLE_MAX),
  ],
  year: [
    check<number | null>(ConsolePaperMsg.yearInvalid, (year) =>
      outside(PAPER_YEAR_MIN, thisYear() + 1)(year),
    ),
  ],
  region: [{ required: true, message: ConsolePaperMsg.regionInvalid }],
  examType: [{ required: true, message: ConsolePaperMsg.examTypeInvalid }],
  examinationLevel: [
    check<string>(ConsolePaperMsg.levelTooLong, (level) => charCount(level) > PAPER_LEVEL_MAX),
  ],
  timeLimitMinutes: [
    check<number | null>(ConsolePaperMsg.minutesInvalid, outside(1, PAPER_MINUTES_MAX)),
  ],
  vipOnly: [],
  description: [
    check<string>(
      ConsolePaperMsg.descriptionTooLong,
      (text) => charCount(text) > PAPER_DESCRIPTION_MAX,
    ),
  ],
};

/**
 * 新建试卷 / 编辑试卷: a past paper's details. A new paper is a draft; once it holds questions
 * its subject stays (they belong to that subject's knowledge points).
 */
export function PaperDialog({
  target,
  subjects,
  defaultSubjectId,
  onClose,
  onCreated,
}: {
  /** The paper being changed, `null` for a new one; undefined when closed. */
  target: ConsolePaper | null | undefined;
  subjects: Array<{ id: number; name: string }>;
  /** The subject a new paper starts with (the list's filter), if any. */
  defaultSubjectId?: number | undefined;
  onClose: () => void;
  onCreated?: () => void;
}) {
  const [form] = Form.useForm<PaperValues>();
  const save = useSaveConsolePaper();
  const paper = target ?? null;
  const locked = Boolean(paper && paper.questionCount > 0);
  return (
    <FormDialog<PaperValues>
      key={paper?.id ?? 'new'}
      open={target !== undefined}
      title={paper ? `编辑试卷：${paper.title}` : '新建试卷'}
      width={600}
      form={form}
      name="paper"
      initialValues={paperValuesOf(paper, defaultSubjectId)}
      pending={save.isPending}
      savedMessage={ConsolePaperMsg.saved}
      onSave={async (values) => {
        await save.mutateAsync(paperBody(values, paper?.id ?? null));
        if (!paper) onCreated?.();
      }}
      onClose={onClose}
    >
      <Form.Item
        name="subjectId"
        label="科目"
        rules={RULES.subjectId}
        {...(locked ? { extra: ConsolePaperMsg.subjectLocked } : {})}
      >
        <Select
          placeholder="选择科目"
          disabled={locked}
          options={subjects.map((subject) => ({ value: subject.id, label: subject.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="title" label="试卷名称" rules={RULES.title}>
        <Input maxLength={PAPER_TITLE_MAX} showCount placeholder="如：2025年江苏省考行测A类" />
      </Form.Item>
      <Form.Item name="year" label="年份" rules={RULES.year}>
        <InputNumber min={PAPER_YEAR_MIN} precision={0} suffix="年" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="region" label="地区" rules={RULES.region}>
        <Select
          options={REGION_OPTIONS}
          placeholder="全国或省份"
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="examType" label="考试类型" rules={RULES.examType}>
        <Select options={TYPE_OPTIONS} placeholder="请选择" />
      </Form.Item>
      <Form.Item name="examinationLevel" label="级别" rules={RULES.examinationLevel}>
        <Input maxLength={PAPER_LEVEL_MAX} placeholder="选填，如：A类、副省级、地市级" />
      </Form.Item>
      <Form.Item name="timeLimitMinutes" label="考试时长" rules={RULES.timeLimitMinutes}>
        <InputNumber
          min={1}
          max={PAPER_MINUTES_MAX}
          precision={0}
          suffix="分钟"
          style={{ width: 160 }}
        />
      </Form.Item>
      <Form.Item
        name="vipOnly"
        label="仅会员"
        valuePropName="checked"
        extra="开启后只有会员可以做这套试卷，试卷中的题目在知识点练习中也只对会员开放"
      >
        <Switch />
      </Form.Item>
      <Form.Item name="description" label="说明" rules={RULES.description}>
        <Input.TextArea
          maxLength={PAPER_DESCRIPTION_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder="选填：向学员介绍这套试卷"
        />
      </Form.Item>
    </FormDialog>
  );
}
