import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  COURSE_INTRO_MAX,
  COURSE_SUBTITLE_MAX,
  COURSE_TITLE_MAX,
  ConsoleCourseMsg,
} from '@shangan/shared';
import type {
  CourseExam,
  CourseKind,
  CourseSubject,
} from '@shangan/shared/contracts/courses/catalogue';
import type { CourseOptions } from '../../api/console-courses';
import { check, MONEY, originalPriceRule, outside, pictureUrlRules } from '../../lib/form-checks';
import { YuanInput } from '../yuan-input';
import {
  COURSE_KINDS,
  EXAMS,
  KIND_TEXT,
  STATUS_TEXT,
  SUBJECTS,
  type CourseStatus,
  type PackageMember,
} from './course-labels';

/** What the form holds; `toCourseFields` turns it into what the server is sent. */
export interface CourseValues {
  kind: CourseKind;
  subject?: CourseSubject;
  exam?: CourseExam;
  title: string;
  subtitle: string;
  coverUrl: string;
  price: string;
  originalPrice: string;
  validityDays: number | null;
  trialSeconds: number | null;
  intro: string;
  teacherIds: number[];
  status: CourseStatus;
  /** A package's courses in order (the field is there only while the kind is 套餐). */
  members?: PackageMember[];
}

/** The most teachers a course may name (the contract's limit). */
const TEACHERS_MAX = 10;

// The same limits the server applies; the server still has the last word.
const RULES = {
  subject: [{ required: true, message: '请选择科目' }],
  exam: [{ required: true, message: '请选择考试' }],
  title: [
    { required: true, whitespace: true, message: ConsoleCourseMsg.titleRequired },
    { max: COURSE_TITLE_MAX, message: ConsoleCourseMsg.titleTooLong(COURSE_TITLE_MAX) },
  ],
  subtitle: [{ max: COURSE_SUBTITLE_MAX, message: ConsoleCourseMsg.subtitleTooLong }],
  coverUrl: pictureUrlRules(ConsoleCourseMsg.coverInvalid),
  price: [
    check<string>(ConsoleCourseMsg.priceInvalid, (price) => !MONEY.test(price?.trim() ?? '')),
  ],
  validityDays: [check<number | null>(ConsoleCourseMsg.validityInvalid, outside(0, 3650))],
  trialSeconds: [check<number | null>(ConsoleCourseMsg.trialInvalid, outside(0, 3600))],
  intro: [{ max: COURSE_INTRO_MAX, message: ConsoleCourseMsg.introTooLong }],
  teacherIds: [
    check<number[]>(`最多选择${TEACHERS_MAX}位老师`, (ids) => (ids?.length ?? 0) > TEACHERS_MAX),
  ],
} satisfies Record<string, Rule[]>;

/**
 * The course's fields. A new course may be of any kind, a package too; a saved one keeps to its
 * side: a course never becomes a package nor a package a course (`savedKind`, null when new).
 */
export function CourseFields({
  options,
  savedKind,
}: {
  options: CourseOptions;
  savedKind: CourseKind | null;
}) {
  const locked = (kind: CourseKind) =>
    savedKind !== null && (kind === 'package') !== (savedKind === 'package');
  return (
    <>
      <Form.Item name="title" label="课程标题" rules={RULES.title}>
        <Input showCount maxLength={COURSE_TITLE_MAX} placeholder="如：2027国考行测系统班" />
      </Form.Item>
      <Form.Item name="subtitle" label="副标题" rules={RULES.subtitle}>
        <Input
          showCount
          maxLength={COURSE_SUBTITLE_MAX}
          placeholder="一句话说明课程特点（可不填）"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="kind"
            label="课程类型"
            extra={savedKind === null ? undefined : ConsoleCourseMsg.packageKindLocked}
          >
            <Select
              options={COURSE_KINDS.map((kind) => ({
                value: kind,
                label: KIND_TEXT[kind],
                disabled: locked(kind),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="subject" label="科目" rules={RULES.subject}>
            <Select
              placeholder="选择科目"
              options={SUBJECTS.map((subject) => ({ value: subject, label: subject }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="exam" label="考试" rules={RULES.exam}>
            <Select
              placeholder="选择考试"
              options={EXAMS.map((exam) => ({ value: exam, label: exam }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item name="price" label="售价（元）" rules={RULES.price} extra="填 0 为免费课程">
            <YuanInput placeholder="0" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name="originalPrice"
            label="原价（元）"
            dependencies={['price']}
            rules={[originalPriceRule(ConsoleCourseMsg.originalPriceInvalid)]}
            extra="划线价，可不填"
          >
            <YuanInput placeholder="不填" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name="validityDays"
            label="有效天数"
            rules={RULES.validityDays}
            extra="0 为不限"
          >
            <InputNumber min={0} max={3650} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name="trialSeconds"
            label="试看秒数"
            rules={RULES.trialSeconds}
            extra="大于 0 时，未标试看的视频课时也可免费看这么多秒"
          >
            <InputNumber min={0} max={3600} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Form.Item name="teacherIds" label="授课老师" rules={RULES.teacherIds}>
            <Select
              mode="multiple"
              placeholder="选择老师（可多选）"
              maxCount={TEACHERS_MAX}
              options={options.teachers.map((teacher) => ({
                value: teacher.id,
                label: teacher.title ? `${teacher.name}（${teacher.title}）` : teacher.name,
              }))}
              showSearch={{ optionFilterProp: 'label' }}
              notFoundContent="没有老师"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="status"
            label="上架状态"
            getValueProps={(status: CourseStatus) => ({ checked: status === 'on_sale' })}
            normalize={(checked: boolean): CourseStatus => (checked ? 'on_sale' : 'off')}
            extra="上架后课程出现在网站的课程列表中"
          >
            <Switch
              checkedChildren={STATUS_TEXT.on_sale}
              unCheckedChildren={STATUS_TEXT.off}
              aria-label="上架"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="coverUrl" label="封面图片地址" rules={RULES.coverUrl}>
        <Input maxLength={255} placeholder="https:// 或 / 开头的图片地址（可不填）" />
      </Form.Item>
      <Form.Item name="intro" label="课程介绍" rules={RULES.intro}>
        <Input.TextArea
          showCount
          maxLength={COURSE_INTRO_MAX}
          autoSize={{ minRows: 4, maxRows: 12 }}
          placeholder="课程内容、适合人群、学习安排等"
        />
      </Form.Item>
    </>
  );
}
