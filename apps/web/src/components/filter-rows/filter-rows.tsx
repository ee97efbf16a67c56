import styles from './filter-rows.module.css';

export interface FilterOption {
  value: string;
  label: string;
  count?: number;
}

export interface FilterRow {
  /** The address key it sets, also the row's test id. */
  key: string;
  label: string;
  options: readonly FilterOption[];
  /** null: 全部. */
  value: string | null;
}

interface FilterRowsProps {
  rows: readonly FilterRow[];
  /** One row's new value (null for 全部); the page resets the page number. */
  onChange: (key: string, value: string | null) => void;
  /** Show each option's number of courses. */
  counts?: boolean;
}

/**
 * The catalogue's filter block: one row per facet (考试, 科目, 价格 …), 全部 first, the chosen
 * option highlighted. Buttons with aria-pressed, so the state is read out and testable.
 */
export function FilterRows({ rows, onChange, counts = false }: FilterRowsProps) {
  return (
    <div className={styles.block}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row} role="group" aria-label={row.label}>
          <span className={styles.label}>{row.label}</span>
          <div className={styles.options}>
            {[{ value: '', label: '全部' }, ...row.options].map((option) => {
              const active = (row.value ?? '') === option.value;
              return (
                <button
                  key={option.value || 'all'}
                  type="button"
                  className={`${styles.option} ${active ? styles.active : ''}`}
                  aria-pressed={active}
                  onClick={() => onChange(row.key, option.value || null)}
                >
                  <span>{option.label}</span>
                  {counts && 'count' in option && option.count !== undefined && (
                    <span className={styles.count}>{option.count}</span>
                  )}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
