import { App, Button } from 'antd';
import { ROUTE_PATHS } from '../../../../lib/paths';
import type { ShortAnswerView } from '../types';
import { useAnswerForm } from '../hooks/use-answer-form';
import { AnswerBox } from './answer-box';
import { PictureArea } from './picture-area';
import styles from './short-answer.module.css';

// Both layouts of a question keep the pictures chosen and not uploaded yet.
const ANSWER_PAGES = [ROUTE_PATHS.ShortAnswer, ROUTE_PATHS.ShortAnswer2];

/**
 * Answer mode: text and pictures, saved as the learner works (1 s after typing stops, at
 * once for pictures, and on page hide), then handed in with 提交批改.
 */
export function AnswerForm({
  view,
  onSubmitted,
}: {
  view: ShortAnswerView;
  onSubmitted: () => void;
}) {
  const { modal } = App.useApp();
  const form = useAnswerForm(view, {
    onSubmitted,
    leaveGuard: {
      answerPages: ANSWER_PAGES,
      ask: async (waiting) =>
        await modal.confirm({
          title: '图片还没有上传',
          content: `还有${waiting}张图片未上传，离开后这些图片不会保存到答案中。`,
          okText: '仍然离开',
          cancelText: '留下上传',
        }),
    },
  });

  const submit = () => {
    if (!form.readyToSubmit()) return;
    modal.confirm({
      title: '确定提交批改吗？',
      content: '提交后答案将不能再修改，老师批改后可在本页查看得分和评语。',
      okText: '提交批改',
      cancelText: '再检查一下',
      onOk: form.submit,
    });
  };

  return (
    <>
      <AnswerBox
        text={form.text}
        wordsNum={view.question.wordsNum}
        editing={form.editing}
        status={form.status}
        saving={form.saving}
        onEdit={form.edit}
        onChange={form.change}
        onCancel={form.cancel}
        onSave={() => void form.save()}
      />
      <PictureArea
        pictures={form.pictures.pictures}
        uploading={form.pictures.uploading}
        onPick={(files) => void form.pictures.pick(files)}
        onRemove={form.pictures.remove}
        onUpload={() => void form.pictures.upload()}
      />
      <div className={styles.actions}>
        <Button type="primary" size="large" onClick={submit} disabled={form.pictures.uploading}>
          提交批改
        </Button>
      </div>
    </>
  );
}
