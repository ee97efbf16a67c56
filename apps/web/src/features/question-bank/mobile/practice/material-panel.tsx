import { MATERIAL_COLLAPSE_HEIGHT_PX } from '@shangan/shared';
import { DownOutline, UpOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTallBlocks } from '../../hooks/use-tall-blocks';
import { BankRichText } from './rich-text';
import styles from './practice.module.css';

/** How much of a long material shows before 展开: a few lines, so the questions stay near. */
const PHONE_COLLAPSED_PX = Math.max(MATERIAL_COLLAPSE_HEIGHT_PX, 200);

/**
 * Materials of a composite question on a phone: numbered when more than one. Folded, only the
 * start of the first shows, with 展开全部; open, they scroll inside their own panel (at most
 * most of the screen), so the questions below are never far.
 */
export function MaterialPanel({ materials }: { materials: Array<{ content: string }> }) {
  const [expanded, setExpanded] = useState(false);
  const { tall, refOf, anyTall } = useTallBlocks(materials.length, PHONE_COLLAPSED_PX, [materials]);
  if (materials.length === 0) return null;
  const numbered = materials.length > 1;
  const foldable = anyTall || numbered;
  return (
    <section className={styles.materials} aria-label="材料">
      <div className={styles.materialsBar}>
        <span className={styles.materialsTitle}>
          材料{numbered ? `（共${materials.length}则）` : ''}
        </span>
        {foldable && (
          <button
            type="button"
            className={styles.textButton}
            aria-expanded={expanded}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? (
              <>
                收起 <UpOutline />
              </>
            ) : (
              <>
                展开全部 <DownOutline />
              </>
            )}
          </button>
        )}
      </div>
      <div className={expanded ? styles.materialsOpen : undefined}>
        {materials.map((material, index) => {
          // Folded, the later materials wait behind 展开全部 (still measured, so kept in place).
          const hidden = !expanded && index > 0;
          const collapsed = !expanded && (tall[index] ?? false);
          return (
            <div key={index} className={styles.material} hidden={hidden}>
              {numbered && <div className={styles.materialNo}>材料{index + 1}</div>}
              <div
                ref={refOf(index)}
                className={collapsed ? styles.materialCollapsed : styles.materialBody}
                style={collapsed ? { maxHeight: PHONE_COLLAPSED_PX } : undefined}
                data-collapsed={collapsed ? 'true' : 'false'}
              >
                <BankRichText html={material.content} />
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
