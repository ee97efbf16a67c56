import type { MouseEvent } from 'react';
import { RichText } from '../../../../components/rich-text/rich-text';
import { useImageViewer } from './overlays';
import styles from './practice.module.css';

/**
 * Bank rich text on a phone (stems, options, materials, analyses): sanitized by the server on
 * write and shown through the site's one rich-text component; a tap on a figure opens it full
 * screen, where it can be pinched and zoomed.
 */
export function BankRichText({
  html,
  className,
  zoomImages = true,
}: {
  html: string;
  className?: string;
  zoomImages?: boolean;
}) {
  const { open, viewer } = useImageViewer();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!zoomImages || target.tagName !== 'IMG') return;
    open([(target as HTMLImageElement).src]);
  };
  return (
    // Only taps on figures are taken; the text itself is not interactive.
    <div className={zoomImages ? styles.zoomable : undefined} onClick={onClick}>
      <RichText html={html} className={`${styles.rich} ${className ?? ''}`} />
      {zoomImages && viewer}
    </div>
  );
}
