import { ChoiceOptions } from '../../../../components/choice-options/choice-options';
import type { QuestionOption } from '../../types';
import { RichText } from '../rich-text';

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

/** The options of a choice question, their text in the bank's rich text (figures not zoomed). */
export function OptionList({
  options,
  selected,
  multiple,
  onPick,
  keyLetters,
  name,
}: OptionListProps) {
  return (
    <ChoiceOptions
      options={options}
      selected={selected}
      multiple={multiple}
      onPick={onPick}
      keyLetters={keyLetters}
      label={name}
      renderText={(option, className) => (
        <RichText className={className} html={option.content} zoomImages={false} />
      )}
    />
  );
}
