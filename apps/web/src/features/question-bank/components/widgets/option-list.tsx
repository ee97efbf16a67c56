import type { QuestionOption } from '../../types';
import { RichText } from '../rich-text';
import styles from './widgets.module.css';

interface OptionListProps {
  options: QuestionOption[];
  /** Chosen letters ('B', 'AC'). */
  selected: string;
  multiple: boolean;
  /** Absent outside edit mode: the options cannot be changed then. */
  onPick?: (letter: string) => void;
  /** Review: the key's letters, to mark right and wrong options. */
  keyLetters?: string;
  name: string;
}

/** The options of a choice question: a letter bubble and the option's text or figure. */
export function OptionList({
  options,
  selected,
  multiple,
  onPick,
  keyLetters,
  name,
}: OptionListProps) {
  return (
    <div className={styles.options} role={multiple ? 'group' : 'radiogroup'} aria-label={name}>
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
            <RichText className={styles.optionText} html={option.content} zoomImages={false} />
          </button>
        );
      })}
    </div>
  );
}
