import styles from './filter-chips.module.css';

export interface FilterChipOption {
  value: string;
  label: string;
}

interface FilterChipsProps {
  /** What the row filters, said before the chips and to screen readers (考试, 科目). */
  label: string;
  options: readonly FilterChipOption[];
  /** The chosen value; null is 全部. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The first chip, standing for no filter. */
  allLabel?: string;
}

/**
 * One filter of a list as a labelled row of touch chips, 全部 first, like a desktop filter row:
 * it scrolls sideways inside itself when the chips are wider than the phone, never the page.
 * Each chip's touch area reaches 44 px high although it looks smaller.
 */
export function FilterChips({
  label,
  options,
  value,
  onChange,
  allLabel = '全部',
}: FilterChipsProps) {
  const chips = [{ value: null, label: allLabel }, ...options];
  return (
    <div className={styles.row} role="radiogroup" aria-label={label}>
      <span className={styles.label} aria-hidden>
        {label}
      </span>
      <div className={styles.chips}>
        {chips.map((chip) => {
          const active = chip.value === value;
          return (
            <button
              key={chip.value ?? ''}
              type="button"
              role="radio"
              aria-checked={active}
              className={active ? `${styles.chip} ${styles.active}` : styles.chip}
              onClick={() => onChange(chip.value)}
            >
              {chip.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
