import { Form, Input, InputNumber } from 'antd';
import {
  ConsoleTeacherMsg,
  TEACHER_INTRO_MAX,
  TEACHER_NAME_MAX,
  TEACHER_TITLE_MAX,
  TEACHER_YEARS_MAX,
} from '@shangan/shared';
import type { ConsoleTeacherProfile } from '@shangan/shared/contracts/console/teachers';
import { useSaveConsoleTeacher } from '../../api/console-teachers';
import { check, outside, pictureUrlRules } from '../../lib/form-checks';
import { FormDialog } from '../form-dialog';
import { PicturePreview } from '../site-content/picture-preview';

interface TeacherValues {
  name: string;
  title: string;
  years: number | null;
  intro: string;
  avatarUrl: string;
  accountPhone: string;
}

const length = (text: string | undefined) => [...(text?.trim() ?? '')].length;

const RULES = {
  name: [
    check<string>(ConsoleTeacherMsg.nameRequired, (name) => !name?.trim()),
    check<string>(ConsoleTeacherMsg.nameTooLong, (name) => length(name) > TEACHER_NAME_MAX),
  ],
  title: [
    check<string>(ConsoleTeacherMsg.titleTooLong, (title) => length(title) > TEACHER_TITLE_MAX),
  ],
  years: [check<number | null>(ConsoleTeacherMsg.yearsInvalid, outside(0, TEACHER_YEARS_MAX))],
  intro: [
    check<string>(ConsoleTeacherMsg.introTooLong, (intro) => length(intro) > TEACHER_INTRO_MAX),
  ],
  avatarUrl: pictureUrlRules(ConsoleTeacherMsg.avatarInvalid, 500),
  accountPhone: [
    check<string>(
      ConsoleTeacherMsg.accountMissing,
      (phone) => Boolean(phone?.trim()) && !/^1\d{10}$/.test(phone!.trim()),
    ),
  ],
};

function valuesOf(teacher: ConsoleTeacherProfile | null): TeacherValues {
  return {
    name: teacher?.name ?? '',
    title: teacher?.title ?? '',
    years: teacher?.years ?? 0,
    intro: teacher?.intro ?? '',
    avatarUrl: teacher?.avatarUrl ?? '',
    accountPhone: teacher?.accountPhone ?? '',
  };
}

/** 新建讲师 / 编辑讲师: what courses and live classes show of a teacher, and who teaches as them. */
export function TeacherDialog({
  target,
  onClose,
}: {
  /** The profile being changed, `null` for a new one; undefined when closed. */
  target: ConsoleTeacherProfile | null | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<TeacherValues>();
  const save = useSaveConsoleTeacher();
  const avatar = Form.useWatch('avatarUrl', form);
  const teacher = target ?? null;
  return (
    <FormDialog<TeacherValues>
      key={teacher?.id ?? 'new'}
      open={target !== undefined}
      title={teacher ? `编辑讲师：${teacher.name}` : '新建讲师'}
      form={form}
      name="teacher"
      initialValues={valuesOf(teacher)}
      pending={save.isPending}
      savedMessage={ConsoleTeacherMsg.saved}
      onSave={(values) =>
        save.mutateAsync({
          id: teacher?.id ?? null,
          name: values.name.trim(),
          title: (values.title ?? '').trim(),
          years: values.years ?? 0,
          intro: (values.intro ?? '').trim(),
          avatarUrl: (values.avatarUrl ?? '').trim(),
          accountPhone: (values.accountPhone ?? '').trim(),
        })
      }
      onClose={onClose}
    >
      <Form.Item name="name" label="姓名" rules={RULES.name}>
        <Input maxLength={TEACHER_NAME_MAX} showCount />
      </Form.Item>
      <Form.Item name="title" label="头衔" rules={RULES.title}>
        <Input maxLength={TEACHER_TITLE_MAX} placeholder="如：申论主讲、面试教研组长" />
      </Form.Item>
      <Form.Item name="years" label="教龄" rules={RULES.years}>
        <InputNumber min={0} max={TEACHER_YEARS_MAX} precision={0} addonAfter="年" />
      </Form.Item>
      <Form.Item name="intro" label="简介" rules={RULES.intro}>
        <Input.TextArea
          maxLength={TEACHER_INTRO_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
      </Form.Item>
      <Form.Item label="头像地址" extra="以 https:// 或 / 开头；不填时按姓名绘制一张">
        <Form.Item name="avatarUrl" noStyle rules={RULES.avatarUrl}>
          <Input aria-label="头像地址" placeholder="https://…" />
        </Form.Item>
        <PicturePreview url={avatar} />
      </Form.Item>
      <Form.Item
        name="accountPhone"
        label="授课账号（手机号）"
        extra="关联后，该账号可开播这位讲师的直播课、批改其课程的作业；账号须先在「用户与角色」中授予“老师”角色"
        rules={RULES.accountPhone}
      >
        <Input maxLength={11} placeholder="不关联可不填" />
      </Form.Item>
    </FormDialog>
  );
}
