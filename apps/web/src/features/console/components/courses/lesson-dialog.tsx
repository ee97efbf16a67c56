import { Checkbox, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { ConsoleCourseMsg, LESSON_TITLE_MAX } from '@shangan/shared';
import type { ConsoleLesson } from '@shangan/shared/contracts/console/courses';
import { isApiError } from '../../../../lib/api';
import { notify } from '../../../../lib/notifier';
import { useSaveCourseLesson } from '../../api/save-course-lesson';

/** Where the dialog works: a new video lesson at the end of a chapter, or a lesson to edit. */
export interface LessonTarget {
  chapterId: number;
  lesson: ConsoleLesson | null;
}

interface LessonValues {
  title: string;
  isTrial: boolean;
}

/** 添加视频课时 / 编辑课时: its title and whether anyone may watch it (试看). */
export function LessonDialog({
  target,
  onClose,
}: {
  target: LessonTarget | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<LessonValues>();
  const save = useSaveCourseLesson();
  useEffect(() => {
    if (target) {
      form.setFieldsValue({
        title: target.lesson?.title ?? '',
        isTrial: target.lesson?.isTrial ?? false,
      });
    }
  }, [target, form]);

  const submit = async (values: LessonValues) => {
    if (!target) return;
    try {
      await save.mutateAsync({
        chapterId: target.chapterId,
        ...(target.lesson ? { id: target.lesson.id } : {}),
        title: values.title.trim(),
        isTrial: Boolean(values.isTrial),
      });
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ConsoleCourseMsg.saved);
    onClose();
  };

  return (
    <Modal
      open={target !== null}
      title={target?.lesson ? '编辑课时' : '添加视频课时'}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="lesson"
        layout="vertical"
        preserve={false}
        requiredMark={false}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="title"
          label="课时标题"
          rules={[
            { required: true, whitespace: true, message: ConsoleCourseMsg.titleRequired },
            { max: LESSON_TITLE_MAX, message: ConsoleCourseMsg.titleTooLong(LESSON_TITLE_MAX) },
          ]}
        >
          <Input maxLength={LESSON_TITLE_MAX} showCount placeholder="如：逻辑填空的三种解题思路" />
        </Form.Item>
        <Form.Item
          name="isTrial"
          valuePropName="checked"
          extra="试看课时不用购买也能观看，适合放在课程的第一节"
        >
          <Checkbox>试看</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
