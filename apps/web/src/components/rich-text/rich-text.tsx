import styles from './rich-text.module.css';

interface RichTextProps {
  /** HTML the server sanitized when it was written (docs/architecture.md). */
  html: string;
  className?: string;
  as?: 'div' | 'article' | 'span';
}

/**
 * The one place the site renders stored HTML. The server sanitizes rich text on write, so it
 * is shown as it is here; keeping every use behind this component keeps that promise checkable.
 */
export function RichText({ html, className, as: Tag = 'div' }: RichTextProps) {
  return (
    <Tag
      className={className ? `${styles.richText} ${className}` : styles.richText}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
