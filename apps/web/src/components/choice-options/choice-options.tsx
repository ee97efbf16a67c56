import type { ReactNode } from 'react';
import styles from './choice-options.module.css';

export interface ChoiceOption {
  /** The option's letter: 'A', 'B' … */
  optionHead: string;
  /** Its text or figure, as stored HTML. */
  content: string;
}

interface ChoiceOptionsProps {
  options: ChoiceOption[];
  /** Chosen letters ('B', 'AC'). */
  selected: string;
  /** Several answers: checkboxes with square letters instead of radios. */
  multiple: boolean;
  /** The letter clicked; absent when the options cannot be changed (answered, or review). */
  onPick?: (letter: string) => void;
  /** After the answer: the key's letters, to mark right and wrong options. */
  keyLetters?: string;
  /** The group's accessible name. */
  label: string;
  /**
   * An option's text: the caller's rich text (the question bank's and the site's differ), given
   * the class that lets it take the rest of the row.
   */
  renderText: (option: ChoiceOption, className: string | undefined) => ReactNode;
}

/**
 * The options of a choice question: a letter bubble and the option's text or figure, the chosen
 * ones marked, and once the key is known its options right and a wrongly chosen one wrong.
 */
export function ChoiceOptions({
  options,
  selected,
  multiple,
  onPick,
  keyLetters,
  label,
  renderText,
}: ChoiceOptionsProps) {
  return (
    <div className={styles.options} role={multiple ? 'group' : 'radiogroup'} aria-label={label}>
      {options.map((option) => {
        const chosen = selected.includes(option.optionHead);
        const inKey = keyLetters?.includes(option.optionHead) ?? false;
        const mark =
          keyLetters === undefined ? '' : inKey ? styles.right : chosen ? styles.wrong : '';
        return (
          <button
            type="button"
            key={option.optionHead}
            role={multiple ? 'checkbox' : 'radio'}
            aria-checked={chosen}
            aria-label={`选项${option.optionHead}`}
            disabled={!onPick}
            className={`${styles.option} ${chosen ? styles.chosen : ''} ${mark}`}
            onClick={() => onPick?.(option.optionHead)}
          >
            <span className={`${styles.letter} ${multiple ? styles.square : ''}`}>
              {option.optionHead}
            </span>
            {renderText(option, styles.optionText)}
          </button>
        );
      })}
    </div>
  );
}
