import { Button, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  CANDIDATE_NAME_PATTERN,
  chinaToday,
  EDUCATION_LABELS,
  EDUCATION_LEVELS,
  eligibilityProblem,
  idCardProblem,
  Msg,
  PHONE_PATTERN,
  POLITICAL_LABELS,
  POLITICAL_STATUSES,
  type EducationLevel,
  type PoliticalStatus,
} from '@shangan/shared';
import type { Position } from '@shangan/shared/contracts/enlistment';
import styles from './enlist-form.module.css';

/** What the candidate fills in; the position is chosen on the page around the form. */
export interface EnlistFields {
  name: string;
  idCard: string;
  phone: string;
  education: EducationLevel;
  major: string;
  school: string;
  politicalStatus: PoliticalStatus;
}

/** Which button sent the form: save only, or save and go on to the fee. */
export type EnlistIntent = 'save' | 'pay';

const EDUCATION_OPTIONS = EDUCATION_LEVELS.map((value) => ({
  value,
  label: EDUCATION_LABELS[value],
}));
const POLITICAL_OPTIONS = POLITICAL_STATUSES.map((value) => ({
  value,
  label: POLITICAL_LABELS[value],
}));

/** The same words as the server's checks, so most mistakes are caught before sending. */
export const ENLIST_RULES = {
  name: [
    {
      validator: async (_rule: unknown, value: string | undefined) => {
        const name = value?.trim() ?? '';
        if (!name) throw new Error('请填写姓名');
        if (!CANDIDATE_NAME_PATTERN.test(name)) throw new Error('姓名应为2-20个汉字');
      },
    },
  ],
  idCard: [
    {
      validator: async (_rule: unknown, value: string | undefined) => {
        const problem = idCardProblem(value ?? '', chinaToday());
        if (problem) throw new Error(problem);
      },
    },
  ],
  phone: [
    { required: true, message: Msg.phoneRequired },
    { pattern: PHONE_PATTERN, message: Msg.phoneInvalidPlain },
  ],
  major: [
    { required: true, whitespace: true, message: '请填写所学专业' },
    { max: 40, message: '所学专业应为1-40个字' },
  ],
  school: [
    { required: true, whitespace: true, message: '请填写毕业院校' },
    { max: 40, message: '毕业院校应为1-40个字' },
  ],
} satisfies Record<string, Rule[]>;

/** Whether the chosen education meets the position (the political status checked apart). */
function educationRule(position: Position | null): Rule {
  return {
    validator: async (_rule, value: EducationLevel | undefined) => {
      if (!value) throw new Error('请选择学历');
      if (!position) return;
      const problem = eligibilityProblem(
        { education: value, politicalStatus: 'party_member' },
        position,
      );
      if (problem) throw new Error(problem);
    },
  };
}

function politicalRule(position: Position | null): Rule {
  return {
    validator: async (_rule, value: PoliticalStatus | undefined) => {
      if (!value) throw new Error('请选择政治面貌');
      if (!position) return;
      const problem = eligibilityProblem(
        { education: position.educationMin, politicalStatus: value },
        position,
      );
      if (problem) throw new Error(problem);
    },
  };
}

interface EnlistFormProps {
  /** The values to start from: a saved enlistment's, or the person's phone. */
  initial: Partial<EnlistFields>;
  /** The position applied for: its education and political requirement are checked here too. */
  position: Position | null;
  /** The intent being sent, or null when idle. */
  busy: EnlistIntent | null;
  disabled?: boolean;
  /** The fee, e.g. ￥99.00, on the pay button. */
  feeText: string;
  onSubmit: (fields: EnlistFields, intent: EnlistIntent) => void;
}

/**
 * 报名信息: 姓名, 身份证号 (checked as the national standard computes its last character), 手机号码,
 * 学历, 所学专业, 毕业院校 and 政治面貌, then 保存 or 提交并缴费.
 */
export function EnlistForm({
  initial,
  position,
  busy,
  disabled = false,
  feeText,
  onSubmit,
}: EnlistFormProps) {
  const [form] = Form.useForm<EnlistFields>();
  const send = (intent: EnlistIntent) => {
    form
      .validateFields()
      .then((values) =>
        onSubmit(
          {
            ...values,
            name: values.name.trim(),
            idCard: values.idCard.trim().toUpperCase(),
            phone: values.phone.trim(),
            major: values.major.trim(),
            school: values.school.trim(),
          },
          intent,
        ),
      )
      .catch(() => undefined);
  };
  return (
    <Form<EnlistFields>
      form={form}
      layout="vertical"
      className={styles.form}
      initialValues={initial}
      disabled={disabled || busy !== null}
      requiredMark
      onFinish={() => send('pay')}
    >
      <div className={styles.grid}>
        <Form.Item
          label="姓名"
          name="name"
          htmlFor="enlist-name"
          rules={ENLIST_RULES.name}
          required
        >
          <Input id="enlist-name" maxLength={20} placeholder="与身份证一致" autoComplete="name" />
        </Form.Item>
        <Form.Item
          label="身份证号"
          name="idCard"
          htmlFor="enlist-id-card"
          rules={ENLIST_RULES.idCard}
          required
          normalize={(value: string) => value.replace(/\s/g, '').toUpperCase()}
        >
          <Input id="enlist-id-card" maxLength={18} placeholder="18位居民身份证号码" />
        </Form.Item>
        <Form.Item
          label="手机号码"
          name="phone"
          htmlFor="enlist-phone"
          rules={ENLIST_RULES.phone}
          normalize={(value: string) => value.replace(/\s/g, '')}
        >
          <Input id="enlist-phone" maxLength={11} inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item
          label="学历"
          name="education"
          htmlFor="enlist-education"
          rules={[educationRule(position)]}
          required
        >
          <Select id="enlist-education" options={EDUCATION_OPTIONS} placeholder="请选择最高学历" />
        </Form.Item>
        <Form.Item label="所学专业" name="major" htmlFor="enlist-major" rules={ENLIST_RULES.major}>
          <Input id="enlist-major" maxLength={40} placeholder="如：法学" />
        </Form.Item>
        <Form.Item
          label="毕业院校"
          name="school"
          htmlFor="enlist-school"
          rules={ENLIST_RULES.school}
        >
          <Input id="enlist-school" maxLength={40} placeholder="如：南京大学" />
        </Form.Item>
        <Form.Item
          label="政治面貌"
          name="politicalStatus"
          htmlFor="enlist-political"
          rules={[politicalRule(position)]}
          required
        >
          <Select
            id="enlist-political"
            options={POLITICAL_OPTIONS}
            placeholder="如：中共党员、共青团员、群众"
          />
        </Form.Item>
      </div>
      <div className={styles.actions}>
        <Button htmlType="button" loading={busy === 'save'} onClick={() => send('save')}>
          保存报名信息
        </Button>
        <Button type="primary" htmlType="submit" loading={busy === 'pay'}>
          提交并缴费 {feeText}
        </Button>
      </div>
    </Form>
  );
}
