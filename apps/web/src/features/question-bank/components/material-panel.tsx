import { Button } from 'antd';
import { useState } from 'react';
import { MATERIAL_COLLAPSE_HEIGHT_PX, POP_OUT_WINDOW } from '@shangan/shared';
import { useTallBlocks } from '../hooks/use-tall-blocks';
import { RichText } from './rich-text';
import styles from './question.module.css';

interface MaterialPanelProps {
  materials: Array<{ content: string }>;
}

/**
 * Materials of a composite question: 材料, numbered when more than one; 弹出
 * opens them in an 800×600 window; images enlarge on click; a material taller than 96 px is
 * collapsed, with one toggle to expand them all.
 */
export function MaterialPanel({ materials }: MaterialPanelProps) {
  const [expanded, setExpanded] = useState(false);
  const { tall, refOf, anyTall } = useTallBlocks(materials.length, MATERIAL_COLLAPSE_HEIGHT_PX, [
    materials,
  ]);
  const numbered = materials.length > 1;

  return (
    <section className={styles.materials} aria-label="材料">
      <div className={styles.materialsBar}>
        <span className={styles.materialsTitle}>材料</span>
        <div className={styles.materialsActions}>
          {anyTall && (
            <Button size="small" type="link" onClick={() => setExpanded((open) => !open)}>
              {expanded ? '收起' : '展开全部'}
            </Button>
          )}
          <Button size="small" onClick={() => popOut(materials)}>
            弹出
          </Button>
        </div>
      </div>
      {materials.map((material, index) => (
        <div key={index} className={styles.material}>
          {numbered && <div className={styles.materialNo}>材料{index + 1}</div>}
          <div
            ref={refOf(index)}
            className={styles.materialBody}
            style={
              !expanded && tall[index] ? { maxHeight: MATERIAL_COLLAPSE_HEIGHT_PX } : undefined
            }
            data-collapsed={!expanded && tall[index] ? 'true' : 'false'}
          >
            <RichText html={material.content} />
          </div>
        </div>
      ))}
    </section>
  );
}

/** The materials in a window of their own, to read beside the questions. */
function popOut(materials: Array<{ content: string }>) {
  const body = materials
    .map(
      (material, index) =>
        `${materials.length > 1 ? `<h3>材料${index + 1}</h3>` : ''}<div>${material.content}</div>`,
    )
    .join('');
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>材料</title><style>body{font:15px/1.9 -apple-system,'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif;margin:24px;color:#1f2329}img{max-width:100%}table{border-collapse:collapse}th,td{border:1px solid #d9dde3;padding:4px 12px}</style></head><body>${body}</body></html>`;
  // The materials were sanitized on write; a blob document keeps them off our page's window.
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
  window.open(url, 'qb-material', `width=${POP_OUT_WINDOW.width},height=${POP_OUT_WINDOW.height}`);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
