import type { QuestionOption } from '../../types';
import { toggleSingle } from '../../lib/answer-model';
import { OptionList } from './option-list';

export interface SingleChooseProps {
  options: QuestionOption[];
  value: string;
  onChange: (value: string) => void;
  /** Editing works only in edit mode, never while reviewing. */
  editable: boolean;
  keyLetters?: string;
  name?: string;
}

/** Single choice, also true/false: choosing toggles, choosing the chosen option clears it. */
export function SingleChoose({
  options,
  value,
  onChange,
  editable,
  keyLetters,
  name = '选项',
}: SingleChooseProps) {
  return (
    <OptionList
      options={options}
      selected={value}
      multiple={false}
      name={name}
      {...(keyLetters === undefined ? {} : { keyLetters })}
      {...(editable ? { onPick: (letter: string) => onChange(toggleSingle(value, letter)) } : {})}
    />
  );
}
