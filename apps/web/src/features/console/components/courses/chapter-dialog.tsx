import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { CHAPTER_TITLE_MAX, ConsoleCourseMsg } from '@shangan/shared';
import { isApiError } from '../../../../lib/api';
import { notify } from '../../../../lib/notifier';
import { useSaveCourseChapter } from '../../api/save-course-chapter';

/** The chapter being named: a new one (no id) or one being renamed. */
export interface ChapterDraft {
  id?: number;
  title: string;
}

/** 新建章节 / 章节改名: the title alone; a new chapter goes to the end of the course. */
export function ChapterDialog({
  courseId,
  chapter,
  onClose,
}: {
  courseId: number;
  chapter: ChapterDraft | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ title: string }>();
  const save = useSaveCourseChapter();
  useEffect(() => {
    if (chapter) form.setFieldsValue({ title: chapter.title });
  }, [chapter, form]);

  const submit = async ({ title }: { title: string }) => {
    if (!chapter) return;
    try {
      await save.mutateAsync({
        courseId,
        ...(chapter.id ? { id: chapter.id } : {}),
        title: title.trim(),
      });
    } catch (error) {
      // The client has shown the server's message; the dialog keeps the title.
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ConsoleCourseMsg.saved);
    onClose();
  };

  return (
    <Modal
      open={chapter !== null}
      title={chapter?.id ? '章节改名' : '新建章节'}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="chapter"
        layout="vertical"
        preserve={false}
        requiredMark={false}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="title"
          label="章节标题"
          rules={[
            { required: true, whitespace: true, message: ConsoleCourseMsg.titleRequired },
            { max: CHAPTER_TITLE_MAX, message: ConsoleCourseMsg.titleTooLong(CHAPTER_TITLE_MAX) },
          ]}
        >
          <Input maxLength={CHAPTER_TITLE_MAX} showCount placeholder="如：言语理解" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
