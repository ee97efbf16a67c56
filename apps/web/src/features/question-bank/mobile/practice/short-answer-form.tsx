import { MAX_ANSWER_PICTURES, SHORT_ANSWER_MAX_CHARS } from '@shangan/shared';
import { Button, TextArea } from 'antd-mobile';
import { CameraOutline, CloseOutline, PicturesOutline } from 'antd-mobile-icons';
import { useRef, useState, type ChangeEvent } from 'react';
import { MOBILE_ROUTE_PATHS } from '../../../../lib/mobile-paths';
import { useAnswerForm } from '../../short-answer/hooks/use-answer-form';
import { saveStatusText } from '../../short-answer/hooks/use-autosave';
import type { AnswerPicture } from '../../short-answer/lib/answer-picture';
import { wordCount } from '../../short-answer/lib/answer-text';
import type { ShortAnswerView } from '../../short-answer/types';
import { useConfirm, useImageViewer } from './overlays';
import styles from './short-answer.module.css';

// The mobile site has one answer page per question; its pictures wait there.
const ANSWER_PAGES = [MOBILE_ROUTE_PATHS.MShortAnswer];

/**
 * Answering a short answer (申论) on a phone: the text with its counter, saved as it is typed;
 * photos of handwriting from the camera or the album, uploaded at once through the same
 * upload API and limits as the desktop (up to 8, jpg/jpeg/png/gif, checked by their bytes);
 * then 提交批改.
 */
export function ShortAnswerForm({
  view,
  onSubmitted,
}: {
  view: ShortAnswerView;
  onSubmitted: () => void;
}) {
  const { confirm, dialog } = useConfirm();
  const [submitting, setSubmitting] = useState(false);
  const form = useAnswerForm(view, {
    onSubmitted,
    leaveGuard: {
      answerPages: ANSWER_PAGES,
      ask: (waiting) =>
        confirm({
          title: '图片还没有上传',
          content: `还有${waiting}张图片未上传，离开后这些图片不会保存到答案中。`,
          confirmText: '仍然离开',
          cancelText: '留下上传',
        }),
    },
  });
  const count = wordCount(form.text, view.question.wordsNum);
  const { pictures } = form;

  const submit = async () => {
    if (!form.readyToSubmit()) return;
    const sure = await confirm({
      title: '确定提交批改吗？',
      content: '提交后答案将不能再修改，老师批改后可在本页查看得分和评语。',
      confirmText: '提交批改',
      cancelText: '再检查一下',
    });
    if (!sure) return;
    setSubmitting(true);
    try {
      await form.submit();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <section className={styles.block}>
        <label className={styles.blockTitle} htmlFor={`short-answer-${view.question.id}`}>
          作答内容
        </label>
        <TextArea
          id={`short-answer-${view.question.id}`}
          className={styles.textArea}
          value={form.text}
          onChange={form.change}
          placeholder="请输入作答内容"
          autoSize={{ minRows: 8, maxRows: 20 }}
          // The server's limit: beyond it every save would be refused.
          maxLength={SHORT_ANSWER_MAX_CHARS}
        />
        <div className={styles.textBar}>
          <span
            className={count.over ? styles.counterOver : styles.counter}
            data-testid="word-counter"
            data-over={count.over ? 'true' : 'false'}
          >
            {count.label}
          </span>
          <span
            className={form.status.state === 'error' ? styles.statusError : styles.status}
            role="status"
            aria-live="polite"
            data-testid="autosave-status"
          >
            {saveStatusText(form.status)}
          </span>
        </div>
        {count.warning && (
          <p className={styles.warning} role="alert">
            {count.warning}
          </p>
        )}
      </section>

      <PhotoArea
        pictures={pictures.pictures}
        uploading={pictures.uploading}
        onPick={(files) => {
          // Chosen on a phone, sent at once: a photo waiting for a second tap is easily lost.
          void pictures.pick(files).then(() => pictures.upload());
        }}
        onRemove={pictures.remove}
        onRetry={() => void pictures.upload()}
      />

      <div className={styles.submitBar}>
        <Button
          block
          color="primary"
          size="large"
          onClick={() => void submit()}
          loading={submitting}
          disabled={pictures.uploading}
        >
          提交批改
        </Button>
      </div>
      {dialog}
    </>
  );
}

/**
 * 拍照 / 相册: photos of the answer, previewed (tap to enlarge), each removable; those whose
 * upload failed say so and can be sent again.
 */
function PhotoArea({
  pictures,
  uploading,
  onPick,
  onRemove,
  onRetry,
}: {
  pictures: AnswerPicture[];
  uploading: boolean;
  onPick: (files: File[]) => void;
  onRemove: (key: string) => void;
  onRetry: () => void;
}) {
  const camera = useRef<HTMLInputElement>(null);
  const album = useRef<HTMLInputElement>(null);
  const full = pictures.length >= MAX_ANSWER_PICTURES;
  const waiting = pictures.filter((picture) => !picture.url).length;
  const take = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same photo may be chosen again after being removed.
    event.target.value = '';
    if (files.length > 0) onPick(files);
  };
  const viewer = useImageViewer();
  const open = (index: number) =>
    viewer.open(
      pictures.map((picture) => picture.src),
      index,
    );

  return (
    <section className={styles.block} aria-label="图片作答">
      <div className={styles.blockTitle}>图片作答</div>
      {viewer.viewer}
      {pictures.length > 0 && (
        <ul className={styles.pictures}>
          {pictures.map((picture, index) => (
            <li
              key={picture.key}
              className={styles.picture}
              data-testid="answer-picture"
              data-uploaded={picture.url ? 'true' : 'false'}
            >
              <button
                type="button"
                className={styles.pictureOpen}
                onClick={() => open(index)}
                aria-label={`查看图片${index + 1}`}
              >
                <img src={picture.src} alt={`答案图片${index + 1}`} width={96} height={96} />
              </button>
              {!picture.url && (
                <span className={styles.pictureTag}>{uploading ? '上传中' : '未上传'}</span>
              )}
              <button
                type="button"
                className={styles.pictureRemove}
                aria-label={`删除图片${index + 1}`}
                disabled={uploading}
                onClick={() => onRemove(picture.key)}
              >
                <CloseOutline />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.pickers}>
        <Button
          className={styles.picker}
          disabled={full || uploading}
          onClick={() => camera.current?.click()}
        >
          <CameraOutline /> 拍照
        </Button>
        <Button
          className={styles.picker}
          disabled={full || uploading}
          onClick={() => album.current?.click()}
        >
          <PicturesOutline /> 从相册选择
        </Button>
        <input
          ref={camera}
          className={styles.fileInput}
          type="file"
          accept="image/*"
          capture="environment"
          aria-label="拍照上传"
          tabIndex={-1}
          onChange={take}
        />
        <input
          ref={album}
          className={styles.fileInput}
          type="file"
          accept="image/*"
          multiple
          aria-label="从相册选择图片"
          tabIndex={-1}
          onChange={take}
        />
      </div>
      <p className={styles.pictureHint}>
        {full
          ? `已达上限：每道题最多${MAX_ANSWER_PICTURES}张图片，如需更换请先删除。`
          : `支持jpg、jpeg、png、gif格式，最多${MAX_ANSWER_PICTURES}张（已选${pictures.length}张）`}
      </p>
      {waiting > 0 && !uploading && (
        <div className={styles.unsent} data-testid="unsent-pictures" role="alert">
          <span>还有{waiting}张图片未上传，离开本页后不会保留。</span>
          <Button size="small" color="primary" onClick={onRetry}>
            重新上传
          </Button>
        </div>
      )}
    </section>
  );
}
