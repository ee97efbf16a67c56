import { Modal } from 'antd';
import { useState } from 'react';
import type { MouseEvent } from 'react';
import styles from './rich-text.module.css';

interface RichTextProps {
  /** HTML that the server sanitized on write (question stems, materials, analyses). */
  html: string;
  className?: string;
  /** Images open enlarged on click (materials). */
  zoomImages?: boolean;
}

/**
 * The one place bank rich text is rendered. The HTML is safe as stored (sanitized on write by
 * the server); it is shown as it is, and a click on an image enlarges it.
 */
export function RichText({ html, className, zoomImages = true }: RichTextProps) {
  const [zoomed, setZoomed] = useState<{ src: string; alt: string } | null>(null);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!zoomImages || target.tagName !== 'IMG') return;
    const image = target as HTMLImageElement;
    setZoomed({ src: image.src, alt: image.alt });
  };
  return (
    <>
      <div
        className={`${styles.richText} ${zoomImages ? styles.zoomable : ''} ${className ?? ''}`}
        onClick={onClick}
        // Sanitized on write by the server (modules/question-bank/bank-writer.ts).
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <Modal
        open={zoomed !== null}
        footer={null}
        onCancel={() => setZoomed(null)}
        width="auto"
        centered
        title="查看大图"
        destroyOnHidden
      >
        {zoomed && <img className={styles.zoomedImage} src={zoomed.src} alt={zoomed.alt} />}
      </Modal>
    </>
  );
}
