import { Modal } from 'antd';
import { useState } from 'react';
import { MarkedPicture } from '../../../components/marked-picture/marked-picture';
import type { PictureValue } from '../lib/answers';
import styles from './homework.module.css';

/**
 * The photos of an answer with the teacher's marks drawn over them (ticks, crosses, strokes,
 * words); a photo opens large in a dialog, marks and all.
 */
export function MarkedPhotos({ pictures, label }: { pictures: PictureValue[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? undefined : pictures[open];
  return (
    <>
      <div className={styles.markedGrid}>
        {pictures.map((picture, index) => (
          <button
            type="button"
            key={picture.url}
            className={styles.markedButton}
            aria-label={`放大查看${label}${index + 1}`}
            onClick={() => setOpen(index)}
          >
            {picture.src ? (
              <MarkedPicture
                src={picture.src}
                shapes={picture.shapes ?? []}
                alt={`${label}${index + 1}`}
              />
            ) : (
              <span className={styles.photoPlaceholder}>照片已上传</span>
            )}
          </button>
        ))}
      </div>
      <Modal
        open={shown !== undefined}
        title={open === null ? '' : `${label}${open + 1}`}
        width={960}
        footer={null}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        {shown?.src && (
          <MarkedPicture
            className={styles.enlarged}
            src={shown.src}
            shapes={shown.shapes ?? []}
            alt={`${label}${(open ?? 0) + 1}（大图）`}
          />
        )}
      </Modal>
    </>
  );
}
