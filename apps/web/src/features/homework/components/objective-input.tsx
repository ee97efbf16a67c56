import { Input } from 'antd';
import { ChoiceOptions } from '../../../components/choice-options/choice-options';
import { RichText } from '../../../components/rich-text/rich-text';
import { kindOf, lettersOf, slotsOf } from '../lib/answers';
import type { HomeworkItem } from '../types';
import styles from './homework.module.css';

interface ObjectiveInputProps {
  item: HomeworkItem;
  /** Letters, blanks or places as held (untrimmed while typed). */
  choice: readonly string[];
  /** Absent: read-only (preview, the handed-in answer). */
  onChange?: (choice: string[]) => void;
  /** After correction: the key's letters, to mark the options right and wrong. */
  keyLetters?: string;
}

/**
 * The answer of an objective question: options to choose (one, or several in letter order),
 * one box per blank, or one order number per place.
 */
export function ObjectiveInput({ item, choice, onChange, keyLetters }: ObjectiveInputProps) {
  const kind = kindOf(item);
  const name = `第${item.number}题`;
  if (kind === 'single' || kind === 'multiple') {
    const selected = lettersOf(choice);
    const pick = (letter: string) => {
      if (!onChange) return;
      if (kind === 'single') return onChange(selected === letter ? [] : [letter]);
      const next = new Set(selected.split('').filter(Boolean));
      if (next.has(letter)) next.delete(letter);
      else next.add(letter);
      onChange([...next].sort());
    };
    return (
      <ChoiceOptions
        options={item.options}
        selected={selected}
        multiple={kind === 'multiple'}
        onPick={onChange ? pick : undefined}
        keyLetters={keyLetters}
        label={`${name}选项`}
        renderText={(option, className) => (
          <RichText className={className} html={option.content} as="span" />
        )}
      />
    );
  }
  const slots = slotsOf(choice, item.answerSize);
  const set = (index: number, value: string) =>
    onChange?.(slots.map((old, i) => (i === index ? value : old)));
  if (kind === 'fill') {
    return (
      <div className={styles.blanks}>
        {slots.map((entry, index) => (
          <label key={index} className={styles.blank}>
            <span className={styles.blankNo}>{slots.length > 1 ? `第${index + 1}空` : '答案'}</span>
            <Input
              value={entry}
              placeholder="请输入答案"
              maxLength={200}
              readOnly={!onChange}
              aria-label={`${name}第${index + 1}空`}
              onChange={(event) => set(index, event.target.value)}
            />
          </label>
        ))}
      </div>
    );
  }
  return (
    <div>
      <div className={styles.slots}>
        {slots.map((entry, index) => (
          <Input
            key={index}
            className={styles.slot}
            value={entry}
            inputMode="numeric"
            maxLength={2}
            placeholder={String(index + 1)}
            readOnly={!onChange}
            aria-label={`${name}第${index + 1}位`}
            onChange={(event) => set(index, event.target.value.replace(/[^\d]/g, ''))}
          />
        ))}
      </div>
      <p className={styles.hint}>依次填写序号（如 3、1、2），空位不计入答案。</p>
    </div>
  );
}
