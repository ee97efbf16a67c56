import { Form, Input, InputNumber } from 'antd';
import {
  COACH_INTRO_MAX,
  COACH_NAME_MAX,
  COACH_SPECIALITY_MAX,
  COACH_TITLE_MAX,
  ConsoleCoachingMsg,
  URL_MAX,
} from '@shangan/shared';
import type { ConsoleCoach } from '@shangan/shared/contracts/console/coaching';
import { useSaveConsoleCoach, type CoachBody } from '../../api/console-coaching';
import { check, outside, pictureUrlRules } from '../../lib/form-checks';
import { FormDialog } from '../form-dialog';
import { PicturePreview } from '../site-content/picture-preview';
import { charLength } from './product-values';

/** The longest teaching a coach may have, as the server allows. */
const YEARS_MAX = 60;

interface CoachValues {
  name: string;
  title: string;
  years: number | null;
  speciality: string;
  intro: string;
  avatarUrl: string;
}

const RULES = {
  name: [
    check<string>(ConsoleCoachingMsg.coachNameRequired, (name) => !name?.trim()),
    check<string>(ConsoleCoachingMsg.coachNameTooLong, (name) => charLength(name) > COACH_NAME_MAX),
  ],
  title: [
    check<string>(
      ConsoleCoachingMsg.coachTitleTooLong,
      (title) => charLength(title) > COACH_TITLE_MAX,
    ),
  ],
  years: [check<number | null>(ConsoleCoachingMsg.coachYearsInvalid, outside(0, YEARS_MAX))],
  speciality: [
    check<string>(
      ConsoleCoachingMsg.coachSpecialityTooLong,
      (speciality) => charLength(speciality) > COACH_SPECIALITY_MAX,
    ),
  ],
  intro: [
    check<string>(
      ConsoleCoachingMsg.coachIntroTooLong,
      (intro) => charLength(intro) > COACH_INTRO_MAX,
    ),
  ],
  avatarUrl: pictureUrlRules(ConsoleCoachingMsg.avatarInvalid, URL_MAX),
};

function valuesOf(coach: ConsoleCoach | null): CoachValues {
  return {
    name: coach?.name ?? '',
    title: coach?.title ?? '',
    years: coach?.years ?? 0,
    speciality: coach?.speciality ?? '',
    intro: coach?.intro ?? '',
    avatarUrl: coach?.avatarUrl ?? '',
  };
}

/** What the server is sent: trimmed; '' for the picture has one drawn from the name. */
export function coachBody(values: CoachValues, id: number | null): CoachBody {
  return {
    id,
    name: values.name.trim(),
    title: (values.title ?? '').trim(),
    years: values.years ?? 0,
    speciality: (values.speciality ?? '').trim(),
    intro: (values.intro ?? '').trim(),
    avatarUrl: (values.avatarUrl ?? '').trim(),
  };
}

/**
 * 新增老师 / 修改老师: what a coaching product's page shows of a coach. With no picture the
 * server draws one from the name (a coach renamed with the picture cleared gets a new one).
 */
export function CoachDialog({
  target,
  onClose,
}: {
  /** The coach being changed, `null` for a new one; undefined when closed. */
  target: ConsoleCoach | null | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<CoachValues>();
  const save = useSaveConsoleCoach();
  const avatar = Form.useWatch('avatarUrl', form);
  const coach = target ?? null;
  return (
    <FormDialog<CoachValues>
      key={coach?.id ?? 'new'}
      open={target !== undefined}
      title={coach ? `修改老师：${coach.name}` : '新增老师'}
      okText={coach ? '保存' : '添加'}
      form={form}
      name="coach"
      initialValues={valuesOf(coach)}
      pending={save.isPending}
      savedMessage={ConsoleCoachingMsg.coachSaved}
      onSave={(values) => save.mutateAsync(coachBody(values, coach?.id ?? null))}
      onClose={onClose}
    >
      <Form.Item name="name" label="姓名" rules={RULES.name}>
        <Input maxLength={COACH_NAME_MAX} showCount placeholder="如：李明" />
      </Form.Item>
      <Form.Item name="title" label="头衔" rules={RULES.title}>
        <Input maxLength={COACH_TITLE_MAX} placeholder="如：面试教研组长" />
      </Form.Item>
      <Form.Item name="years" label="教龄" rules={RULES.years}>
        <InputNumber min={0} max={YEARS_MAX} precision={0} suffix="年" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="speciality" label="擅长方向" rules={RULES.speciality}>
        <Input maxLength={COACH_SPECIALITY_MAX} placeholder="如：结构化面试、申论大作文" />
      </Form.Item>
      <Form.Item name="intro" label="介绍" rules={RULES.intro}>
        <Input.TextArea
          maxLength={COACH_INTRO_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
        />
      </Form.Item>
      <Form.Item
        label="头像地址（选填，不填按姓名生成）"
        extra="以 https:// 或 / 开头；改名后清空可按新名字重新生成"
      >
        <Form.Item name="avatarUrl" noStyle rules={RULES.avatarUrl}>
          <Input aria-label="头像地址（选填，不填按姓名生成）" placeholder="https://…" />
        </Form.Item>
        <PicturePreview url={avatar} />
      </Form.Item>
    </FormDialog>
  );
}
