import { Alert, App, Button, Image, Tooltip } from 'antd';
import {
  CameraOutlined,
  CloseOutlined,
  PictureOutlined,
  RotateRightOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { MAX_ANSWER_PICTURES, Msg } from '@shangan/shared';
import { preparePhoto } from '../../../lib/uploads/compress-photo';
import { checkPicture, roomFor } from '../../../lib/uploads/picture-check';
import { UPLOAD_FAILED, UploadError } from '../../../lib/uploads/upload-picture';
import { uploadHomeworkPhoto } from '../api/homework-upload-params';
import type { PictureValue } from '../lib/answers';
import styles from './homework.module.css';

/** A photo chosen for the answer and not uploaded yet: it can still be turned or dropped. */
interface StagedPhoto {
  key: string;
  file: File;
  /** Local preview of the original (an object URL). */
  src: string;
  /** Quarter turns clockwise chosen with 旋转. */
  turns: number;
  state: 'ready' | 'uploading' | 'failed';
}

let localKey = 0;

/**
 * The photo as it goes up: upright, at most 1600 px on the long side, turned as chosen, JPEG.
 * A photo this browser cannot redraw (an unusual format) goes as it is if it is a jpg, png or
 * gif, and not at all otherwise.
 */
async function uploadStaged(photo: StagedPhoto, warn: (text: string) => void) {
  let prepared = photo.file;
  try {
    prepared = await preparePhoto(photo.file, { quarterTurns: photo.turns });
  } catch {
    if (photo.turns % 4 !== 0) warn('这张图片无法旋转，已按原方向上传');
  }
  const verdict = await checkPicture(prepared);
  if (!verdict.ok) throw new UploadError(verdict.message ?? Msg.pictureType);
  const url = await uploadHomeworkPhoto(prepared, verdict.contentType);
  return { url, file: prepared };
}

interface PhotoAreaProps {
  itemNumber: number;
  /** The answer's uploaded photos. */
  pictures: PictureValue[];
  onAdd: (picture: PictureValue) => void;
  onRemove: (url: string) => void;
  /** How many chosen photos wait for 上传 (the hand-in refuses to leave them behind). */
  onStagedChange: (count: number) => void;
  disabled?: boolean;
}

/**
 * 上传照片: photos of handwritten work from the album or the camera, several at once; each chosen
 * photo previews and can be turned (旋转) or dropped before 上传, which compresses and uploads
 * them and saves the answer. Uploaded photos stay removable; at most 8 in all.
 */
export function PhotoArea({
  itemNumber,
  pictures,
  onAdd,
  onRemove,
  onStagedChange,
  disabled = false,
}: PhotoAreaProps) {
  const { message } = App.useApp();
  const [staged, setStaged] = useState<StagedPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  // The latest list for the upload loop, which outlives renders.
  const latest = useRef<StagedPhoto[]>([]);
  // Previews of uploaded photos stay valid for the page (the answer shows them); chosen ones
  // still waiting are let go when the area closes.
  useEffect(
    () => () => {
      for (const photo of latest.current) URL.revokeObjectURL(photo.src);
    },
    [],
  );
  const albumInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);

  const update = (change: (list: StagedPhoto[]) => StagedPhoto[]) => {
    const before = latest.current.length;
    latest.current = change(latest.current);
    setStaged(latest.current);
    if (latest.current.length !== before) onStagedChange(latest.current.length);
  };

  const total = pictures.length + staged.length;
  const full = total >= MAX_ANSWER_PICTURES;

  const pick = (list: FileList | null) => {
    const files = [...(list ?? [])].filter((file) => file.size > 0);
    if (files.length === 0) return;
    const images = files.filter((file) => !file.type || file.type.startsWith('image/'));
    if (images.length < files.length) message.error(Msg.pictureType);
    const { accepted, refused } = roomFor(pictures.length + latest.current.length, images.length);
    if (refused > 0) message.warning(Msg.tooManyPictures);
    const added = images.slice(0, accepted).map((file): StagedPhoto => {
      localKey += 1;
      return {
        key: `photo-${localKey}`,
        file,
        src: URL.createObjectURL(file),
        turns: 0,
        state: 'ready',
      };
    });
    if (added.length) update((old) => [...old, ...added]);
  };

  const drop = (key: string) => {
    const photo = latest.current.find((item) => item.key === key);
    if (photo) URL.revokeObjectURL(photo.src);
    update((old) => old.filter((item) => item.key !== key));
  };

  const turn = (key: string) =>
    update((old) =>
      old.map((item) => (item.key === key ? { ...item, turns: (item.turns + 1) % 4 } : item)),
    );

  const upload = async () => {
    setUploading(true);
    const waiting = latest.current.filter((photo) => photo.state !== 'uploading');
    for (const photo of waiting) {
      update((old) =>
        old.map((item) => (item.key === photo.key ? { ...item, state: 'uploading' } : item)),
      );
      try {
        const { url, file } = await uploadStaged(photo, (text) => message.warning(text));
        const src = file === photo.file ? photo.src : URL.createObjectURL(file);
        if (src !== photo.src) URL.revokeObjectURL(photo.src);
        // Taken out of the list without revoking: the uploaded photo now shows this preview.
        update((old) => old.filter((item) => item.key !== photo.key));
        onAdd({ url, src });
      } catch (error) {
        update((old) =>
          old.map((item) => (item.key === photo.key ? { ...item, state: 'failed' } : item)),
        );
        message.error(error instanceof UploadError ? error.message : UPLOAD_FAILED);
      }
    }
    setUploading(false);
  };

  const name = `第${itemNumber}题`;
  return (
    <section aria-label={`${name}照片`}>
      <div className={styles.photos}>
        <Image.PreviewGroup>
          {pictures.map((picture, index) => (
            <div key={picture.url} className={styles.photo} data-testid="uploaded-photo">
              {picture.src ? (
                <Image src={picture.src} alt={`${name}照片${index + 1}`} />
              ) : (
                <span className={styles.photoPlaceholder}>照片已上传</span>
              )}
              <Button
                size="small"
                shape="circle"
                className={styles.photoRemove}
                icon={<CloseOutlined />}
                aria-label={`删除${name}照片${index + 1}`}
                disabled={disabled || uploading}
                onClick={() => onRemove(picture.url)}
              />
            </div>
          ))}
        </Image.PreviewGroup>
        {staged.map((photo, index) => (
          <div key={photo.key} className={styles.photo} data-testid="staged-photo">
            <img
              src={photo.src}
              alt={`${name}待上传照片${index + 1}`}
              style={{ transform: `rotate(${photo.turns * 90}deg)` }}
            />
            <span className={styles.photoTag}>
              {photo.state === 'uploading'
                ? '上传中'
                : photo.state === 'failed'
                  ? '上传失败'
                  : '待上传'}
            </span>
            <Button
              size="small"
              shape="circle"
              className={styles.photoRemove}
              icon={<CloseOutlined />}
              aria-label={`删除${name}待上传照片${index + 1}`}
              disabled={photo.state === 'uploading'}
              onClick={() => drop(photo.key)}
            />
            <div className={styles.photoTools}>
              <Tooltip title="顺时针旋转90°">
                <Button
                  size="small"
                  icon={<RotateRightOutlined />}
                  aria-label={`旋转${name}待上传照片${index + 1}`}
                  disabled={photo.state === 'uploading'}
                  onClick={() => turn(photo.key)}
                >
                  旋转
                </Button>
              </Tooltip>
            </div>
          </div>
        ))}
      </div>
      <div className={styles.pickButtons}>
        <Button
          icon={<PictureOutlined />}
          disabled={disabled || uploading || full}
          onClick={() => albumInput.current?.click()}
        >
          从相册选择
        </Button>
        <Button
          icon={<CameraOutlined />}
          disabled={disabled || uploading || full}
          onClick={() => cameraInput.current?.click()}
        >
          拍照
        </Button>
        <input
          ref={albumInput}
          className={styles.hiddenInput}
          type="file"
          accept="image/*"
          multiple
          aria-label={`${name}从相册选择照片`}
          onChange={(event) => {
            pick(event.target.files);
            event.target.value = '';
          }}
        />
        <input
          ref={cameraInput}
          className={styles.hiddenInput}
          type="file"
          accept="image/*"
          capture="environment"
          aria-label={`${name}拍照上传`}
          onChange={(event) => {
            pick(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      <p className={styles.hint}>
        {full
          ? `已达${MAX_ANSWER_PICTURES}张上限，如需更换请先删除照片。`
          : `支持jpg、png、gif格式，最多${MAX_ANSWER_PICTURES}张（已有${total}张）；照片上传前会自动压缩，方向不对可先旋转。`}
      </p>
      {/* Nothing is sent before 上传, and the hand-in would leave these behind: they say so. */}
      {staged.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`还有${staged.length}张照片未上传`}
          description="点击“上传”后照片才会保存到答案中。"
          action={
            <Button
              type="primary"
              icon={<UploadOutlined />}
              loading={uploading}
              disabled={disabled}
              onClick={() => void upload()}
            >
              上传
            </Button>
          }
        />
      )}
    </section>
  );
}
