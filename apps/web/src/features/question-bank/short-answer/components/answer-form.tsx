import { App, Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { MAX_ANSWER_PICTURES, Msg } from '@shangan/shared';
import { isApiError } from '../../../../lib/api';
import { saKeys } from '../api/keys';
import { saveShortAnswer, saveShortAnswerOnExit } from '../api/save-short-answer';
import { rememberSavedAnswer } from '../api/short-answer-question';
import { submitShortAnswer } from '../api/submit-short-answer';
import type { ShortAnswerPayload, ShortAnswerView } from '../api/types';
import { saveFailureMessage, useAutosave } from '../hooks/use-autosave';
import { useExitSave } from '../hooks/use-exit-save';
import { checkPicture, roomFor } from '../lib/picture-check';
import { nextSaveRev } from '../lib/save-rev';
import { uploadPicture, UploadError } from '../lib/upload-picture';
import { AnswerBox } from './answer-box';
import { PictureArea, type AnswerPicture } from './picture-area';
import styles from './short-answer.module.css';

let localKey = 0;

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
  const [uploading, setUploading] = useState(false);
  const [pictures, setPictures] = useState<AnswerPicture[]>(() =>
    (saved?.url ?? []).map((url, index) => ({
      key: url,
      url,
      src: saved?.previewUrl[index] ?? '',
    })),
  );
  // The current text and pictures for code that outlives a render (an upload's await, the
  // autosave timer): every save is built from these, never from a render's copy.
  const textRef = useRef(text);
  const picturesRef = useRef(pictures);
  /** The text 取消 returns to: what the box held when editing began. */
  const entryText = useRef(text);
  /** The server's copy, to know whether a 取消 must be saved back. */
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
  /** Changes the pictures from the latest list, whatever render the caller closed over. */
  const updatePictures = (change: (list: AnswerPicture[]) => AnswerPicture[]) => {
    picturesRef.current = change(picturesRef.current);
    setPictures(picturesRef.current);
  };
  const payload = (): ShortAnswerPayload => ({
    id,
    answer: textRef.current,
    url: picturesRef.current.flatMap((picture) => (picture.url ? [picture.url] : [])),
    rev: nextSaveRev(),
  });
  const flush = async (): Promise<string | null> =>
    (await saver.flush(payload())) ? null : saveFailureMessage(saver.lastError());

  useExitSave(() => {
    const unsaved = saver.unsaved();
    if (unsaved) saveShortAnswerOnExit(unsaved);
  });

  // Local previews live as long as the screen.
  const objectUrls = useRef<string[]>([]);
  useEffect(() => () => objectUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const change = (next: string) => {
    setTextNow(next);
    saver.schedule(payload());
  };

  const cancel = () => {
    const back = entryText.current;
    setTextNow(back);
    setEditing(false);
    // Words typed since may be waiting for the timer, on their way, or stored: the old text
    // goes through the same queue (the timer cleared), so it is the last write.
    if (saver.unsaved() !== null || serverText.current !== back) void saver.flush(payload());
  };

  const save = async () => {
    setSaving(true);
    const failure = await flush();
    setSaving(false);
    if (failure) {
      message.error(failure);
      return;
    }
    entryText.current = textRef.current;
    setEditing(false);
  };

  const pick = async (files: File[]) => {
    const checked = await Promise.all(
      files.map(async (file) => ({ file, ...(await checkPicture(file)) })),
    );
    for (const bad of checked.filter((item) => !item.ok)) message.error(bad.message ?? '');
    const good = checked.filter((item) => item.ok);
    const { accepted, refused } = roomFor(picturesRef.current.length, good.length);
    if (refused > 0) message.warning(Msg.tooManyPictures);
    const added = good.slice(0, accepted).map((item): AnswerPicture => {
      const src = URL.createObjectURL(item.file);
      objectUrls.current.push(src);
      localKey += 1;
      return { key: `local-${localKey}`, src, file: item.file, contentType: item.contentType };
    });
    if (added.length) {
      updatePictures((list) => [...list, ...added].slice(0, MAX_ANSWER_PICTURES));
    }
  };

  const remove = (key: string) => {
    const wasUploaded = Boolean(picturesRef.current.find((picture) => picture.key === key)?.url);
    updatePictures((list) => list.filter((picture) => picture.key !== key));
    if (wasUploaded) void saver.flush(payload());
  };

  const upload = async () => {
    setUploading(true);
    let uploaded = 0;
    const waiting = picturesRef.current.filter((picture) => !picture.url && picture.file);
    for (const picture of waiting) {
      try {
        const url = await uploadPicture(picture.file!, picture.contentType ?? picture.file!.type);
        updatePictures((list) =>
          list.map((item) => (item.key === picture.key ? { ...item, url } : item)),
        );
        uploaded += 1;
      } catch (error) {
        message.error(error instanceof UploadError ? error.message : '上传图片失败');
      }
    }
    setUploading(false);
    if (uploaded > 0) {
      // The text as it is now, not as it was when 上传 was clicked.
      const failure = await flush();
      if (failure) message.error(failure);
      else message.success(`已上传${uploaded}张图片`);
    }
  };

  const submit = () => {
    if (picturesRef.current.some((picture) => !picture.url)) {
      message.warning('还有图片未上传，请先点击“上传”或删除这些图片');
      return;
    }
    if (!textRef.current.trim() && picturesRef.current.length === 0) {
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
        onEdit={() => {
          entryText.current = textRef.current;
          setEditing(true);
        }}
        onChange={change}
        onCancel={cancel}
        onSave={() => void save()}
      />
      <PictureArea
        pictures={pictures}
        uploading={uploading}
        onPick={(files) => void pick(files)}
        onRemove={remove}
        onUpload={() => void upload()}
      />
      <div className={styles.actions}>
        <Button type="primary" size="large" onClick={submit} disabled={uploading}>
          提交批改
        </Button>
      </div>
    </>
  );
}
