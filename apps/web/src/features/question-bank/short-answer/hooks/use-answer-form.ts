import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../../lib/api';
import { notify } from '../../../../lib/notifier';
import { saKeys } from '../api/keys';
import {
  holdQuestionUntilSaved,
  saveShortAnswer,
  saveShortAnswerOnExit,
} from '../api/save-short-answer';
import { rememberSavedAnswer } from '../api/short-answer-question';
import { submitShortAnswer } from '../api/submit-short-answer';
import { nextSaveRev } from '../lib/save-rev';
import type { ShortAnswerPayload, ShortAnswerView } from '../types';
import { useAnswerPictures } from './use-answer-pictures';
import { saveFailureMessage, useAutosave } from './use-autosave';
import { useExitSave } from './use-exit-save';
import {
  useUnsentPicturesGuard,
  type UnsentPicturesGuardOptions,
} from './use-unsent-pictures-guard';

export interface AnswerFormOptions {
  onSubmitted: () => void;
  /** How leaving with pictures not uploaded is asked, and which pages keep them. */
  leaveGuard: UnsentPicturesGuardOptions;
}

/**
 * Answer mode of a short answer (申论), whatever draws it: text and pictures, saved as the
 * learner works (1 s after typing stops, at once for pictures, and on page hide), then handed
 * in for grading. The text box is a summary until 作答 opens it; 取消 returns to the last text
 * the server acknowledged, 保存 saves now.
 */
export function useAnswerForm(
  view: ShortAnswerView,
  { onSubmitted, leaveGuard }: AnswerFormOptions,
) {
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
      if (failure) notify.error(failure);
      else notify.success(`已上传${count}张图片`);
    },
  });
  useUnsentPicturesGuard(pictures.waiting, id, leaveGuard);

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
      notify.error(failure);
      return;
    }
    setEditing(false);
  };

  /** Whether there is something to hand in; says what is missing when not. */
  const readyToSubmit = (): boolean => {
    if (pictures.hasWaiting()) {
      notify.warning('还有图片未上传，请先点击“上传”或删除这些图片');
      return false;
    }
    if (!textRef.current.trim() && pictures.urls().length === 0) {
      notify.warning('请先作答后再提交');
      return false;
    }
    return true;
  };

  /** Saves what is unsaved, then hands the answer in (after the learner confirmed). */
  const submit = async (): Promise<void> => {
    const failure = await flush();
    if (failure) {
      notify.error(failure);
      return;
    }
    try {
      await submitShortAnswer(id);
    } catch (error) {
      // The API client has shown the server's reason; only a broken request needs ours.
      if (!isApiError(error)) notify.error('提交失败，请稍后再试');
      return;
    }
    notify.success('已提交，等待老师批改');
    onSubmitted();
  };

  return {
    text,
    editing,
    saving,
    status,
    pictures,
    edit: () => setEditing(true),
    change,
    cancel,
    save,
    readyToSubmit,
    submit,
  };
}
