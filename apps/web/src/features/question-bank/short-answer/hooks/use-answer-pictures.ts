import { useEffect, useRef, useState } from 'react';
import { MAX_ANSWER_PICTURES, Msg } from '@shangan/shared';
import { notify } from '../../../../lib/notifier';
import type { ShortAnswerView } from '../types';
import type { AnswerPicture } from '../lib/answer-picture';
import { checkPicture, roomFor } from '../../../../lib/uploads/picture-check';
import { keepPendingPictures, pendingPictures } from '../lib/pending-pictures';
import { uploadPicture, UploadError } from '../lib/upload-picture';

let localKey = 0;

interface Callbacks {
  /** An uploaded picture was removed: the answer must be saved without it. */
  onRemovedUploaded: () => void;
  /** `count` pictures finished uploading: the answer must be saved with them. */
  onUploaded: (count: number) => Promise<void>;
}

/**
 * The answer's pictures: uploaded ones (canonical `url`) and chosen ones waiting for 上传
 * (`file`). Chosen ones are also kept outside the form, so the other layout of the same
 * question opens with them.
 */
export function useAnswerPictures(
  questionId: number,
  saved: ShortAnswerView['answer'],
  callbacks: Callbacks,
) {
  const [pictures, setPictures] = useState<AnswerPicture[]>(() =>
    [
      ...(saved?.url ?? []).map((url, index) => ({
        key: url,
        url,
        src: saved?.previewUrl[index] ?? '',
      })),
      ...pendingPictures(questionId).map(({ key, src, file, contentType }) => ({
        key,
        src,
        file,
        contentType,
      })),
    ].slice(0, MAX_ANSWER_PICTURES),
  );
  const [uploading, setUploading] = useState(false);
  // The current list for code that outlives a render (an upload's await, a save's payload).
  const picturesRef = useRef(pictures);
  // Local previews made or taken over here; those still waiting for 上传 outlive the form.
  const objectUrls = useRef(pendingPictures(questionId).map((picture) => picture.src));
  useEffect(
    () => () => {
      const kept = new Set(pendingPictures(questionId).map((picture) => picture.src));
      for (const url of objectUrls.current) if (!kept.has(url)) URL.revokeObjectURL(url);
    },
    [questionId],
  );

  /** Changes the pictures from the latest list, whatever render the caller closed over. */
  const update = (change: (list: AnswerPicture[]) => AnswerPicture[]) => {
    picturesRef.current = change(picturesRef.current);
    setPictures(picturesRef.current);
    keepPendingPictures(
      questionId,
      picturesRef.current.flatMap((picture) =>
        !picture.url && picture.file
          ? [
              {
                key: picture.key,
                src: picture.src,
                file: picture.file,
                contentType: picture.contentType ?? picture.file.type,
              },
            ]
          : [],
      ),
    );
  };

  const pick = async (files: File[]) => {
    const checked = await Promise.all(
      files.map(async (file) => ({ file, ...(await checkPicture(file)) })),
    );
    for (const bad of checked.filter((item) => !item.ok)) notify.error(bad.message ?? '');
    const good = checked.filter((item) => item.ok);
    const { accepted, refused } = roomFor(picturesRef.current.length, good.length);
    if (refused > 0) notify.warning(Msg.tooManyPictures);
    const added = good.slice(0, accepted).map((item): AnswerPicture => {
      const src = URL.createObjectURL(item.file);
      objectUrls.current.push(src);
      localKey += 1;
      return { key: `local-${localKey}`, src, file: item.file, contentType: item.contentType };
    });
    if (added.length) update((list) => [...list, ...added].slice(0, MAX_ANSWER_PICTURES));
  };

  const remove = (key: string) => {
    const wasUploaded = Boolean(picturesRef.current.find((picture) => picture.key === key)?.url);
    update((list) => list.filter((picture) => picture.key !== key));
    if (wasUploaded) callbacks.onRemovedUploaded();
  };

  const upload = async () => {
    setUploading(true);
    let uploaded = 0;
    const waiting = picturesRef.current.filter((picture) => !picture.url && picture.file);
    for (const picture of waiting) {
      try {
        const url = await uploadPicture(picture.file!, picture.contentType ?? picture.file!.type);
        update((list) => list.map((item) => (item.key === picture.key ? { ...item, url } : item)));
        uploaded += 1;
      } catch (error) {
        notify.error(error instanceof UploadError ? error.message : '上传图片失败');
      }
    }
    setUploading(false);
    if (uploaded > 0) await callbacks.onUploaded(uploaded);
  };

  return {
    pictures,
    uploading,
    /** Chosen and not uploaded yet. */
    waiting: pictures.filter((picture) => !picture.url).length,
    /** The canonical addresses to save, from the latest list. */
    urls: () => picturesRef.current.flatMap((picture) => (picture.url ? [picture.url] : [])),
    hasWaiting: () => picturesRef.current.some((picture) => !picture.url),
    pick,
    remove,
    upload,
  };
}
