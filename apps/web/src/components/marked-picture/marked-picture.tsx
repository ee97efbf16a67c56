import { useState, type ReactNode } from 'react';
import type { MarkShape } from '@shangan/shared/contracts/homework';
import { MarkShapeSvg } from './shapes';
import styles from './marked-picture.module.css';

export { MARK_RED, MarkShapeSvg, markSize, strokeWidth } from './shapes';

interface MarkedPictureProps {
  src: string;
  shapes: readonly MarkShape[];
  alt: string;
  /** Drawn over the marks (a drawing board's pointer layer). */
  children?: ReactNode;
  /** The photo's natural size, once known (a drawing board needs it to place marks). */
  onSize?: (size: { width: number; height: number }) => void;
  className?: string;
}

/**
 * A homework photo with the teacher's marks over it. The SVG takes the photo's natural size as
 * its viewBox, so marks stay in place however wide the photo is shown; until the photo has
 * loaded the box keeps a 4:3 shape so the page does not jump.
 */
export function MarkedPicture({
  src,
  shapes,
  alt,
  children,
  onSize,
  className,
}: MarkedPictureProps) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  return (
    <div
      className={`${styles.frame} ${className ?? ''}`}
      style={size ? { aspectRatio: `${size.width} / ${size.height}` } : undefined}
      data-testid="marked-picture"
    >
      <img
        className={styles.photo}
        src={src}
        alt={alt}
        draggable={false}
        onLoad={(event) => {
          const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
          if (width > 0 && height > 0) {
            setSize({ width, height });
            onSize?.({ width, height });
          }
        }}
      />
      {size && (
        <svg
          className={styles.marks}
          viewBox={`0 0 ${size.width} ${size.height}`}
          preserveAspectRatio="none"
          aria-label={shapes.length > 0 ? `老师批注 ${shapes.length} 处` : undefined}
          role={shapes.length > 0 ? 'img' : undefined}
        >
          {shapes.map((shape, index) => (
            <MarkShapeSvg key={index} shape={shape} width={size.width} height={size.height} />
          ))}
        </svg>
      )}
      {children}
    </div>
  );
}
