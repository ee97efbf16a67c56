import { App, Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../../lib/api';
import { saKeys } from '../api/keys';
import {
  holdQuestionUntilSaved,
  saveShortAnswer,
  saveShortAnswerOnExit,
} from '../api/save-short-answer';
import { rememberSavedAnswer } from '../api/short-answer-question';
import { submitShortAnswer } from '../api/submit-short-answer';
import type { ShortAnswerPayload, ShortAnswerView } from '../types';
import { useAnswerPictures } from '../hooks/use-answer-pictures';
import { saveFailureMessage, useAutosave } from '../hooks/use-autosave';
import { useExitSave } from '../hooks/use-exit-save';
import { useUnsentPicturesGuard } from '../hooks/use-unsent-pictures-guard';
import { nextSaveRev } from '../lib/save-rev';
import { AnswerBox } from './answer-box';
import { PictureArea } from './picture-area';
import styles from './short-answer.module.css';

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
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const id = view.question.id;
  const saved = view.answer;
  const [text, setText] = useState(saved?.answer ?? '');
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  // The current text for code that outlives a render (an upload's await, the autosave timer):
  // every save is built from it, never from a render's copy.
  const textRef = useRef(text);
  /**
   * The last text the server acknowledged — what the learner saw 已自动保存 or 保存 for, and
   * what 取消 returns to.
   */
  const serverText = useRef(text);
  const everSaved = useRef(saved !== null);

  const { saver, status } = useAutosave<ShortAnswerPayload>(saveShortAnswer, (payload) => {
    serverText.current = payload.answer;
    rememberSavedAnswer(queryClient, payload);
    if (!everSaved.current) {
      // 未作答 becomes 草稿 in the section list.
      everSaved.current = true;
      void queryClient.invalidateQueries({ queryKey: [...saKeys.all, 'list'] });
    }
  });

  const setTextNow = (next: string) => {
    textRef.current = next;
    setText(next);
  };
  const payload = (): ShortAnswerPayload => ({
    id,
    answer: textRef.current,
    url: pictures.urls(),
    rev: nextSaveRev(),
  });
  const flush = async (): Promise<string | null> =>
    (await saver.flush(payload())) ? null : saveFailureMessage(saver.lastError());

  const pictures = useAnswerPictures(id, saved, {
    onRemovedUploaded: () => void saver.flush(payload()),
    onUploaded: async (count) => {
      // The text as it is now, not as it was when 上传 was clicked.
      const failure = await flush();
      if (failure) message.error(failure);
      else message.success(`已上传${count}张图片`);
    },
  });
  useUnsentPicturesGuard(pictures.waiting, id);

  useExitSave(() => {
    const unsaved = saver.unsaved();
    if (unsaved) saveShortAnswerOnExit(unsaved);
  });
  // Leaving for the other layout of this question: its page reads the answer only once what
  // was still being saved here has landed.
  useEffect(
    () => () => {
      if (saver.unsaved() !== null) holdQuestionUntilSaved(id, saver.flush());
    },
    [id, saver],
  );

  const change = (next: string) => {
    setTextNow(next);
    saver.schedule(payload());
  };

  const cancel = () => {
    const back = serverText.current;
    setTextNow(back);
    setEditing(false);
    // Words typed since may be waiting for the timer or on their way: the saved text goes
    // through the same queue (the timer cleared), so it is the last write.
    if (saver.unsaved() !== null) void saver.flush(payload());
  };

  const save = async () => {
    setSaving(true);
    const failure = await flush();
    setSaving(false);
    if (failure) {
      message.error(failure);
      return;
    }
    setEditing(false);
  };

  const submit = () => {
    if (pictures.hasWaiting()) {
      message.warning('还有图片未上传，请先点击“上传”或删除这些图片');
      return;
    }
    if (!textRef.current.trim() && pictures.urls().length === 0) {
      message.warning('请先作答后再提交');
      return;
    }
    modal.confirm({
      title: '确定提交批改吗？',
      content: '提交后答案将不能再修改，老师批改后可在本页查看得分和评语。',
      okText: '提交批改',
      cancelText: '再检查一下',
      onOk: async () => {
        const failure = await flush();
        if (failure) {
          message.error(failure);
          return;
        }
        try {
          await submitShortAnswer(id);
        } catch (error) {
          if (!isApiError(error)) message.error('提交失败，请稍后再试');
          return;
        }
        message.success('已提交，等待老师批改');
        onSubmitted();
      },
    });
  };

  return (
    <>
      <AnswerBox
        text={text}
        wordsNum={view.question.wordsNum}
        editing={editing}
        status={status}
        saving={saving}
        onEdit={() => setEditing(true)}
        onChange={change}
        onCancel={cancel}
        onSave={() => void save()}
      />
      <PictureArea
        pictures={pictures.pictures}
        uploading={pictures.uploading}
        onPick={(files) => void pictures.pick(files)}
        onRemove={pictures.remove}
        onUpload={() => void pictures.upload()}
      />
      <div className={styles.actions}>
        <Button type="primary" size="large" onClick={submit} disabled={pictures.uploading}>
          提交批改
        </Button>
      </div>
    </>
  );
}
