import { Tag } from 'antd';
import { QUESTION_TYPE_NAMES } from '@shangan/shared';
import type { Question } from '@shangan/shared/contracts/question-bank';
import { ChoiceOptions } from '../../../components/choice-options/choice-options';
import { RichText } from '../../../components/rich-text/rich-text';
import styles from '../bounded-practice.module.css';

const MULTIPLE = new Set(['multiple_choose', 'non_directional_choose']);

export function isMultiple(question: Pick<Question, 'questionTypeCode'>): boolean {
  return MULTIPLE.has(question.questionTypeCode);
}

/** The letters after picking `letter`: one for single choice and judgement, toggled for multiple. */
export function pickLetter(selected: string, letter: string, multiple: boolean): string {
  if (!multiple) return letter;
  const set = new Set(selected.split(''));
  if (set.has(letter)) set.delete(letter);
  else set.add(letter);
  return [...set].sort().join('');
}

/**
 * A question a set draws (single choice, judgement, multiple choice): its stem and options to
 * pick from; once answered, the key's options marked right and a wrongly chosen one wrong.
 * The options are the site's shared ones; the question bank's widgets belong to that feature.
 */
export function ChoiceQuestion({
  question,
  selected,
  onPick,
  keyLetters,
}: {
  question: Question;
  /** Chosen letters ('B', 'AC'). */
  selected: string;
  /** Absent once answered: the options are fixed then. */
  onPick?: (letters: string) => void;
  /** After the answer: the key's letters. */
  keyLetters?: string;
}) {
  const multiple = isMultiple(question);
  return (
    <section aria-label="题目" className={styles.question}>
      <div className={styles.row}>
        <Tag color="blue">{QUESTION_TYPE_NAMES[question.questionTypeCode]}</Tag>
        {question.knowledgePoint && (
          <span className={styles.muted}>{question.knowledgePoint.name}</span>
        )}
        {question.source && <span className={styles.muted}>{question.source}</span>}
      </div>
      <RichText html={question.context} className={styles.stem} />
      <ChoiceOptions
        options={question.questionOptionList}
        selected={selected}
        multiple={multiple}
        onPick={onPick && ((letter) => onPick(pickLetter(selected, letter, multiple)))}
        keyLetters={keyLetters}
        label={multiple ? '选项（可多选）' : '选项'}
        renderText={(option, className) => (
          <RichText
            as="span"
            className={`${className} ${styles.optionText}`}
            html={option.content}
          />
        )}
      />
    </section>
  );
}
