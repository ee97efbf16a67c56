import { Collapse, Tag } from 'antd';
import type { ReactNode } from 'react';
import { RichText } from '../../../components/rich-text/rich-text';
import { typeName } from '../lib/answers';
import { scoreText } from '../lib/words';
import type { HomeworkItem } from '../types';
import styles from './homework.module.css';

/** The anchor of a question on the page, for the answer card's jumps. */
export function itemAnchor(itemId: number): string {
  return `homework-item-${itemId}`;
}

/** Scrolls the page to a question (the answer card's numbers). */
export function scrollToItem(itemId: number): void {
  document.getElementById(itemAnchor(itemId))?.scrollIntoView?.({ behavior: 'smooth' });
}

/**
 * One question of a homework: its number, type and score, its materials and stem (stored HTML,
 * through the one rich-text component), then what the page puts under it (inputs or review).
 */
export function ItemBlock({
  item,
  extra,
  children,
}: {
  item: HomeworkItem;
  /** Beside the header (a result tag, the score given). */
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article id={itemAnchor(item.itemId)} className={styles.item} aria-label={`第${item.number}题`}>
      <header className={styles.itemHeader}>
        <span className={styles.itemNumber}>{item.number}.</span>
        <Tag color={item.kind === 'subjective' ? 'purple' : 'blue'}>{typeName(item)}</Tag>
        <span className={styles.muted}>{scoreText(item.score)}分</span>
        {extra}
      </header>
      {item.materials.length > 0 && (
        <Collapse
          className={styles.materials}
          size="small"
          defaultActiveKey={['materials']}
          items={[
            {
              key: 'materials',
              label: `材料（${item.materials.length}则）`,
              children: item.materials.map((material, index) => (
                <RichText key={index} html={material} />
              )),
            },
          ]}
        />
      )}
      <RichText className={styles.stem} html={item.stem} />
      {children}
    </article>
  );
}
