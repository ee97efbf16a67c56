import type { QuestionOption } from '../../types';
import { toggleMultiple } from '../../lib/answer-model';
import { OptionList } from './option-list';

export interface MultipleChooseProps {
  options: QuestionOption[];
  /** Sorted letters. */
  value: string;
  onChange: (value: string) => void;
  editable: boolean;
  keyLetters?: string;
  name?: string;
}

/** Multiple choice, also non-directional: adds or removes a letter, reports them sorted. */
export function MultipleChoose({
  options,
  value,
  onChange,
  editable,
  keyLetters,
  name = '选项',
}: MultipleChooseProps) {
  return (
    <OptionList
      options={options}
      selected={value}
      multiple
      name={name}
      {...(keyLetters === undefined ? {} : { keyLetters })}
      {...(editable ? { onPick: (letter: string) => onChange(toggleMultiple(value, letter)) } : {})}
    />
  );
}
