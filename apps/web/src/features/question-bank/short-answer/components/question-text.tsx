import { Button } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { MATERIAL_COLLAPSE_HEIGHT_PX } from '@shangan/shared';
import { RichText } from '../../components/rich-text';
import styles from './short-answer.module.css';

/**
 * The question text (rich text). Above 96 px it starts collapsed with 展开全部 / 收起,
 * measured again when images load and change its height.
 */
export function QuestionText({ html }: { html: string }) {
  const [expanded, setExpanded] = useState(false);
  const [tall, setTall] = useState(false);
  const inner = useRef<HTMLDivElement | null>(null);

  useLayoutEffect(() => {
    const node = inner.current;
    if (!node) return;
    const measure = () => setTall(node.scrollHeight > MATERIAL_COLLAPSE_HEIGHT_PX);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(node);
    return () => observer?.disconnect();
  }, [html]);

  const collapsed = tall && !expanded;
  return (
    <div>
      <div
        className={`${styles.stemBox} ${collapsed ? styles.stemCollapsed : ''}`}
        style={collapsed ? { maxHeight: MATERIAL_COLLAPSE_HEIGHT_PX } : undefined}
        data-collapsed={collapsed ? 'true' : 'false'}
      >
        <div ref={inner}>
          <RichText html={html} />
        </div>
      </div>
      {tall && (
        <Button
          type="link"
          size="small"
          className={styles.toggle}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? '收起' : '展开全部'}
        </Button>
      )}
    </div>
  );
}
