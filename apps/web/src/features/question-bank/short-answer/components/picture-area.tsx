import { Alert, Button, Image, Modal, Upload } from 'antd';
import { CloseOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { MAX_ANSWER_PICTURES } from '@shangan/shared';
import { PICTURE_ACCEPT } from '../../../../lib/uploads/picture-check';
import type { AnswerPicture } from '../lib/answer-picture';
import styles from './short-answer.module.css';

export type { AnswerPicture };

interface PictureAreaProps {
  pictures: AnswerPicture[];
  uploading: boolean;
  onPick: (files: File[]) => void;
  onRemove: (key: string) => void;
  onUpload: () => void;
}

/**
 * 上传答案: jpg/jpeg/png/gif, several at once, nothing sent until 上传;
 * each picture previews and can be removed, and those not uploaded yet are counted in a
 * warning that holds the 上传 button. At 8 the picker gives way to a control that
 * explains the limit.
 */
export function PictureArea({ pictures, uploading, onPick, onRemove, onUpload }: PictureAreaProps) {
  const [limitOpen, setLimitOpen] = useState(false);
  const full = pictures.length >= MAX_ANSWER_PICTURES;
  const waiting = pictures.filter((picture) => !picture.url).length;

  return (
    <section aria-label="上传答案">
      <div className={styles.sectionTitle}>上传答案</div>
      <div className={styles.pictures}>
        <Image.PreviewGroup>
          {pictures.map((picture, index) => (
            <div
              key={picture.key}
              className={styles.picture}
              data-testid="answer-picture"
              data-uploaded={picture.url ? 'true' : 'false'}
            >
              <Image src={picture.src} alt={`答案图片${index + 1}`} />
              {!picture.url && <span className={styles.pictureTag}>待上传</span>}
              <Button
                size="small"
                shape="circle"
                className={styles.pictureRemove}
                icon={<CloseOutlined />}
                aria-label={`删除图片${index + 1}`}
                disabled={uploading}
                onClick={() => onRemove(picture.key)}
              />
            </div>
          ))}
        </Image.PreviewGroup>
        {full ? (
          <button type="button" className={styles.pick} onClick={() => setLimitOpen(true)}>
            <PictureOutlined />
            已达上限
          </button>
        ) : (
          <Upload
            accept={PICTURE_ACCEPT}
            multiple
            // A pick during an upload would race the upload's update of the list.
            disabled={uploading}
            fileList={[]}
            showUploadList={false}
            beforeUpload={(file, batch) => {
              // Called once per file of a selection; hand over the selection once.
              if (file === batch[0]) onPick(batch);
              return false;
            }}
          >
            <button
              type="button"
              className={styles.pick}
              aria-label="选择图片"
              disabled={uploading}
            >
              <PictureOutlined />
              选择图片
            </button>
          </Upload>
        )}
      </div>
      <div className={styles.pictureHint}>
        支持jpg、jpeg、png、gif格式，最多{MAX_ANSWER_PICTURES}张（已选{pictures.length}张）
      </div>
      {/* Nothing is sent before 上传, and learners miss that: the waiting ones say so. */}
      {waiting > 0 && (
        <Alert
          type="warning"
          showIcon
          className={styles.unsent}
          data-testid="unsent-pictures"
          title={`还有${waiting}张图片未上传`}
          description="点击“上传”后图片才会保存到答案中；未上传的图片在离开本页后不会保留。"
          action={
            <Button type="primary" icon={<UploadOutlined />} loading={uploading} onClick={onUpload}>
              上传
            </Button>
          }
        />
      )}
      <Modal
        open={limitOpen}
        title="图片已达上限"
        onCancel={() => setLimitOpen(false)}
        footer={
          <Button type="primary" onClick={() => setLimitOpen(false)}>
            知道了
          </Button>
        }
      >
        每道题最多可上传{MAX_ANSWER_PICTURES}
        张答案图片。如需更换，请先删除不需要的图片，再选择新的图片上传。
      </Modal>
    </section>
  );
}
