import { Alert, App, Button, Empty, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SHORT_ANSWER_MAX_CHARS } from '@shangan/shared';
import { pathTo } from '../../../lib/paths';
import type { Sheet } from '../api/homework-sheet';
import { useSubmitHomework } from '../api/submit-homework';
import { useAnswerCard } from '../hooks/use-answer-card';
import {
  EMPTY_ANSWER,
  kindOf,
  numbersText,
  toInputs,
  unansweredNumbers,
  type AnswerValue,
  type PictureValue,
} from '../lib/answers';
import { deadlineText } from '../lib/words';
import type { HomeworkItem } from '../types';
import { AnswerNav } from './answer-nav';
import { ItemBlock } from './item-block';
import { ObjectiveInput } from './objective-input';
import { PhotoArea } from './photo-area';
import { SaveStatusLine } from './save-status';
import styles from './homework.module.css';

interface ItemInputProps {
  item: HomeworkItem;
  value: AnswerValue;
  disabled: boolean;
  onChange: (update: (value: AnswerValue) => AnswerValue) => void;
  /** Photos are worth saving at once, not after the usual quiet. */
  onPhotosChanged: () => void;
  onStagedChange: (count: number) => void;
}

/** The input of one question: choices, blanks or places, or text and photos. */
function ItemInput({
  item,
  value,
  disabled,
  onChange,
  onPhotosChanged,
  onStagedChange,
}: ItemInputProps) {
  if (kindOf(item) !== 'subjective') {
    return (
      <ObjectiveInput
        item={item}
        choice={value.choice}
        onChange={disabled ? undefined : (choice) => onChange((old) => ({ ...old, choice }))}
      />
    );
  }
  return (
    <div className={styles.subjective}>
      <Input.TextArea
        value={value.text}
        onChange={(event) => onChange((old) => ({ ...old, text: event.target.value }))}
        maxLength={SHORT_ANSWER_MAX_CHARS}
        showCount
        autoSize={{ minRows: 6, maxRows: 20 }}
        disabled={disabled}
        placeholder="请在此作答；手写的作答可以拍照上传"
        aria-label={`第${item.number}题作答`}
      />
      <PhotoArea
        itemNumber={item.number}
        pictures={value.pictures}
        disabled={disabled}
        onAdd={(picture: PictureValue) => {
          onChange((old) => ({ ...old, pictures: [...old.pictures, picture] }));
          onPhotosChanged();
        }}
        onRemove={(url) => {
          onChange((old) => ({
            ...old,
            pictures: old.pictures.filter((picture) => picture.url !== url),
          }));
          onPhotosChanged();
        }}
        onStagedChange={onStagedChange}
      />
    </div>
  );
}

/**
 * The answer card of a homework the learner may answer: every question in order with its input,
 * the autosave line, the 答题卡 of answered and unanswered questions, 预览 and 提交作业 (a
 * confirmation that names the unanswered questions, then the hand-in and its result page).
 */
export function HomeworkAnswerCard({ sheet, viewer }: { sheet: Sheet; viewer: number }) {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const card = useAnswerCard(sheet, viewer);
  const submit = useSubmitHomework();
  const [handingIn, setHandingIn] = useState(false);
  // Photos chosen and not uploaded, per question.
  const [staged, setStaged] = useState<Record<number, number>>({});
  const { homework, items, submission } = sheet;
  const homeworkId = homework.homeworkId;

  const waitingPhotos = items
    .filter((item) => (staged[item.itemId] ?? 0) > 0)
    .map((item) => item.number);

  const refuseWaitingPhotos = () => {
    if (waitingPhotos.length === 0) return false;
    modal.warning({
      title: '还有照片未上传',
      content: `${numbersText(waitingPhotos)}还有选好的照片未上传，请先上传或删除。`,
      okText: '知道了',
    });
    return true;
  };

  const preview = async () => {
    if (refuseWaitingPhotos()) return;
    // What the preview shows is read from the server: send what waits first. A failed save
    // still opens it, with the answers this browser keeps laid over the server's.
    await card.saver.flush();
    void navigate(pathTo('PreviewHomework', {}, { id: homeworkId }));
  };

  const handIn = async () => {
    if (refuseWaitingPhotos()) return;
    const missing = unansweredNumbers(items, card.current());
    const confirmed = await modal.confirm({
      title: '确认提交作业',
      content: missing.length
        ? `${numbersText(missing)}还未作答。提交后不能再修改，确定提交吗？`
        : '提交后不能再修改，确定提交吗？',
      okText: '提交',
      cancelText: '继续作答',
    });
    if (!confirmed) return;
    setHandingIn(true);
    // No save may land after the hand-in: hold the autosave and let one on its way finish.
    card.saver.hold();
    await card.saver.idle();
    try {
      await submit.mutateAsync({
        homeworkId,
        answers: toInputs(items, card.current()),
        rev: card.saver.nextRev(),
      });
      card.saver.done();
      void navigate(pathTo('HomeworkSubmit', {}, { id: homeworkId }), { replace: true });
    } catch {
      // The server's refusal has been shown; the answers stay and keep saving.
      card.saver.resume();
      setHandingIn(false);
    }
  };

  if (items.length === 0) return <Empty description="这份作业还没有题目，请稍后再来" />;

  return (
    <>
      <div className={styles.notices}>
        {submission.state === 'returned' && (
          <Alert
            type="error"
            showIcon
            title="老师退回了这份作业，请修改后重新提交"
            description={submission.returnReason ? `退回原因：${submission.returnReason}` : null}
          />
        )}
        {homework.overdue && homework.allowLate && (
          <Alert type="warning" showIcon title="作业已过截止时间，现在提交将记为补交" />
        )}
        {card.restored && (
          <Alert type="info" showIcon closable title="已恢复你在本机上次未保存的作答" />
        )}
      </div>
      <div className={styles.layout}>
        <section aria-label="作答区">
          {items.map((item) => (
            <ItemBlock key={item.itemId} item={item}>
              <ItemInput
                item={item}
                value={card.answers[item.itemId] ?? EMPTY_ANSWER}
                disabled={handingIn}
                onChange={(update) => card.change(item.itemId, update)}
                onPhotosChanged={() => void card.saver.flush()}
                onStagedChange={(count) => setStaged((old) => ({ ...old, [item.itemId]: count }))}
              />
            </ItemBlock>
          ))}
        </section>
        <aside className={styles.side} aria-label="答题进度">
          <div className={styles.muted}>{deadlineText(homework.deadline)}</div>
          <SaveStatusLine status={card.status} onRetry={() => void card.saver.flush()} />
          <AnswerNav items={items} answers={card.answers} />
          <div className={styles.sideButtons}>
            <Button disabled={handingIn} onClick={() => void preview()}>
              预览
            </Button>
            <Button type="primary" loading={handingIn} onClick={() => void handIn()}>
              提交作业
            </Button>
          </div>
        </aside>
      </div>
    </>
  );
}
