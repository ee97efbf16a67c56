import { PlusOutlined } from '@ant-design/icons';
import { Image, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { FEEDBACK_PICTURES_MAX, FeedbackMsg } from '@shangan/shared';
import { PICTURE_ACCEPT } from '../../../lib/uploads/picture-check';
import { UPLOAD_FAILED, UploadError } from '../../../lib/uploads/upload-picture';
import { notify } from '../../../lib/notifier';
import { uploadScreenshot } from '../lib/upload-screenshot';
import styles from './feedback.module.css';

export interface ScreenshotState {
  /** Canonical addresses of the screenshots uploaded, in the order chosen. */
  urls: string[];
  /** Screenshots still on their way up. */
  uploading: number;
}

export function screenshotState(files: UploadFile[]): ScreenshotState {
  return {
    urls: files.flatMap((file) =>
      file.status === 'done' && typeof file.response?.url === 'string' ? [file.response.url] : [],
    ),
    uploading: files.filter((file) => file.status === 'uploading').length,
  };
}

/**
 * 截图: up to FEEDBACK_PICTURES_MAX pictures, each uploaded as soon as it is chosen (checked by
 * its bytes, scaled down), previewed, removable; a failed one says why and can be removed.
 */
export function ScreenshotPicker({
  files,
  onChange,
  disabled = false,
}: {
  files: UploadFile[];
  onChange: (files: UploadFile[]) => void;
  disabled?: boolean;
}) {
  const [preview, setPreview] = useState<string | null>(null);

  const beforeUpload: UploadProps['beforeUpload'] = (file, chosen) => {
    const room = FEEDBACK_PICTURES_MAX - files.length;
    const index = chosen.indexOf(file);
    if (index < room) return true;
    // One warning for the whole choice (on its first picture left out), not one per picture.
    if (index === Math.max(room, 0)) notify.warning(FeedbackMsg.tooManyPictures);
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    uploadScreenshot(file as File).then(
      ({ url }) => onSuccess?.({ url }),
      (error: unknown) => {
        const text = error instanceof UploadError ? error.message : UPLOAD_FAILED;
        notify.error(text);
        onError?.(new Error(text));
      },
    );
  };

  return (
    <>
      <Upload
        listType="picture-card"
        accept={PICTURE_ACCEPT}
        multiple
        disabled={disabled}
        fileList={files}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={({ fileList }) =>
          onChange(fileList.map((file) => (file.status === 'error' ? { ...file, url: '' } : file)))
        }
        onPreview={(file) => setPreview(file.thumbUrl || file.url || null)}
        locale={{
          uploading: '上传中',
          uploadError: '上传失败',
          removeFile: '删除截图',
          previewFile: '查看截图',
        }}
      >
        {files.length < FEEDBACK_PICTURES_MAX && (
          <button type="button" className={styles.addShot}>
            <PlusOutlined />
            <span>添加截图</span>
          </button>
        )}
      </Upload>
      {preview && (
        <Image
          className={styles.hidden}
          src={preview}
          alt="截图预览"
          preview={{ open: true, onOpenChange: (open) => !open && setPreview(null) }}
        />
      )}
    </>
  );
}
