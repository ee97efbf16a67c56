import { App, Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { MAX_ANSWER_PICTURES, Msg } from '@shangan/shared';
import { isApiError } from '../../../../lib/api';
import { saKeys } from '../api/keys';
import { saveShortAnswer, saveShortAnswerOnExit } from '../api/save-short-answer';
import { submitShortAnswer } from '../api/submit-short-answer';
import type { ShortAnswerPayload, ShortAnswerView } from '../api/types';
import { useAutosave } from '../hooks/use-autosave';
import { useExitSave } from '../hooks/use-exit-save';
import { checkPicture, roomFor } from '../lib/picture-check';
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
  // The count the next pick is measured against, even before React re-renders.
  const pictureCount = useRef(pictures.length);
  /** The text 取消 returns to: what the box held when editing began. */
  const entryText = useRef(text);
  /** The server's copy, to know whether a 取消 must be saved back. */
  const serverText = useRef(text);
  const everSaved = useRef(saved !== null);

  const { saver, status } = useAutosave<ShortAnswerPayload>(saveShortAnswer, (payload) => {
    serverText.current = payload.answer;
    if (!everSaved.current) {
      // 未作答 becomes 草稿 in the section list.
      everSaved.current = true;
      void queryClient.invalidateQueries({ queryKey: [...saKeys.all, 'list'] });
    }
  });

  const urlsOf = (list: AnswerPicture[]) =>
    list.flatMap((picture) => (picture.url ? [picture.url] : []));
  const payload = (answer: string, list = pictures): ShortAnswerPayload => ({
    id,
    answer,
    url: urlsOf(list),
  });

  useExitSave(() => {
    const unsaved = saver.unsaved();
    if (unsaved) saveShortAnswerOnExit(unsaved);
  });

  // Local previews live as long as the screen.
  const objectUrls = useRef<string[]>([]);
  useEffect(() => () => objectUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const change = (next: string) => {
    setText(next);
    saver.schedule(payload(next));
  };

  const cancel = () => {
    const back = entryText.current;
    setText(back);
    setEditing(false);
    // An autosave may already have stored the discarded words: store the old text again.
    if (serverText.current !== back) void saver.flush(payload(back));
  };

  const save = async () => {
    setSaving(true);
    const ok = await saver.flush(payload(text));
    setSaving(false);
    if (ok) {
      entryText.current = text;
      setEditing(false);
    } else {
      message.error('保存失败，请检查网络');
    }
  };

  const pick = async (files: File[]) => {
    const checked = await Promise.all(
      files.map(async (file) => ({ file, ...(await checkPicture(file)) })),
    );
    for (const bad of checked.filter((item) => !item.ok)) message.error(bad.message ?? '');
    const good = checked.filter((item) => item.ok);
    const { accepted, refused } = roomFor(pictureCount.current, good.length);
    if (refused > 0) message.warning(Msg.tooManyPictures);
    const added = good.slice(0, accepted).map((item): AnswerPicture => {
      const src = URL.createObjectURL(item.file);
      objectUrls.current.push(src);
      localKey += 1;
      return { key: `local-${localKey}`, src, file: item.file, contentType: item.contentType };
    });
    pictureCount.current += added.length;
    if (added.length) setPictures((list) => [...list, ...added].slice(0, MAX_ANSWER_PICTURES));
  };

  const remove = (key: string) => {
    const next = pictures.filter((picture) => picture.key !== key);
    pictureCount.current = next.length;
    setPictures(next);
    if (pictures.find((picture) => picture.key === key)?.url) void saver.flush(payload(text, next));
  };

  const upload = async () => {
    setUploading(true);
    let list = pictures;
    let uploaded = 0;
    for (const picture of pictures) {
      if (picture.url || !picture.file) continue;
      try {
        const url = await uploadPicture(picture.file, picture.contentType ?? picture.file.type);
        list = list.map((item) => (item.key === picture.key ? { ...item, url } : item));
        setPictures(list);
        uploaded += 1;
      } catch (error) {
        message.error(error instanceof UploadError ? error.message : '上传图片失败');
      }
    }
    setUploading(false);
    if (uploaded > 0) {
      const ok = await saver.flush(payload(text, list));
      if (ok) message.success(`已上传${uploaded}张图片`);
      else message.error('保存失败，请检查网络');
    }
  };

  const submit = () => {
    if (pictures.some((picture) => !picture.url)) {
      message.warning('还有图片未上传，请先点击“上传”或删除这些图片');
      return;
    }
    if (!text.trim() && pictures.length === 0) {
      message.warning('请先作答后再提交');
      return;
    }
    modal.confirm({
      title: '确定提交批改吗？',
      content: '提交后答案将不能再修改，老师批改后可在本页查看得分和评语。',
      okText: '提交批改',
      cancelText: '再检查一下',
      onOk: async () => {
        const ok = await saver.flush(payload(text));
        if (!ok) {
          message.error('保存失败，请检查网络');
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
          entryText.current = text;
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
