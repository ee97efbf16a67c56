import { useEffect, useRef } from 'react';
import styles from './chip-row.module.css';

interface ChipRowProps<Key extends string | number> {
  /** What the row chooses, for screen readers (子栏目, 常用标签). */
  label: string;
  items: ReadonlyArray<{ key: Key; label: string }>;
  activeKey: Key | undefined;
  onSelect: (key: Key) => void;
}

/**
 * A row of choices that scrolls sideways (sub-columns, tags), the chosen one kept in view: a
 * link that opens on the fifth tag must not leave it hidden past the screen's edge.
 */
export function ChipRow<Key extends string | number>({
  label,
  items,
  activeKey,
  onSelect,
}: ChipRowProps<Key>) {
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = row.current;
    if (!container || container.scrollWidth <= container.clientWidth) return;
    const active = container.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!active) return;
    const box = container.getBoundingClientRect();
    const item = active.getBoundingClientRect();
    container.scrollLeft += item.left - box.left - (box.width - item.width) / 2;
  }, [activeKey, items.length]);
  return (
    <div ref={row} className={styles.row} role="group" aria-label={label}>
      {items.map((item) => {
        const on = item.key === activeKey;
        return (
          <button
            key={item.key}
            type="button"
            className={on ? `${styles.chip} ${styles.on}` : styles.chip}
            aria-pressed={on}
            onClick={() => onSelect(item.key)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
