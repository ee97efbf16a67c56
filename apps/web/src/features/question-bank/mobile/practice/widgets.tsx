import { SHORT_ANSWER_MAX_CHARS } from '@shangan/shared';
import { Button, Input, TextArea } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { ChoiceOptions } from '../../../../components/choice-options/choice-options';
import { mobilePathTo } from '../../../../lib/mobile-paths';
import { useShortAnswerWriting } from '../../components/short-answer-writing';
import { useBlankDrafts } from '../../hooks/use-blank-drafts';
import {
  emptyAnswer,
  orderOf,
  toggleMultiple,
  toggleOrder,
  toggleSingle,
} from '../../lib/answer-model';
import { wordCount } from '../../short-answer/lib/answer-text';
import type { AnswerValue, QuestionFields, QuestionOption } from '../../types';
import { BankRichText } from './rich-text';
import styles from './practice.module.css';

interface WidgetProps {
  question: QuestionFields;
  value: AnswerValue | undefined;
  /** Given only while answering; without it the widget is read-only. */
  onChange?: (value: AnswerValue) => void;
  /** Review: the key marks the options right and wrong. */
  review?: boolean;
}

/** The answer widget of a question type, for touch (each option and box at least 44 px). */
export function AnswerWidget({ question, value, onChange, review = false }: WidgetProps) {
  const current = value ?? emptyAnswer(question);
  const name = `第${question.id}题`;
  const keyLetters = review && question.answerList ? question.answerList.join('') : undefined;
  const writing = useShortAnswerWriting();
  switch (question.questionTypeCode) {
    case 'single_choose':
    case 'true_false_choose':
    case 'multiple_choose':
    case 'non_directional_choose': {
      const multiple =
        question.questionTypeCode === 'multiple_choose' ||
        question.questionTypeCode === 'non_directional_choose';
      const selected = typeof current === 'string' ? current : '';
      return (
        <ChoiceList
          options={question.questionOptionList}
          selected={selected}
          multiple={multiple}
          name={name}
          {...(keyLetters === undefined ? {} : { keyLetters })}
          {...(onChange
            ? {
                onPick: (letter: string) =>
                  onChange(
                    multiple ? toggleMultiple(selected, letter) : toggleSingle(selected, letter),
                  ),
              }
            : {})}
        />
      );
    }
    case 'fill_in':
      return (
        <FillIn
          answerSize={question.answerSize}
          value={Array.isArray(current) ? current : []}
          name={name}
          {...(onChange ? { onChange } : {})}
        />
      );
    case 'sequencing':
      return (
        <Sequencing
          answerSize={question.answerSize}
          value={typeof current === 'string' ? current : ''}
          name={name}
          {...(onChange ? { onChange } : {})}
        />
      );
    case 'short_answer':
      if (review) return null;
      if (writing && onChange) {
        return (
          <EssayBox
            question={question}
            value={typeof current === 'string' ? current : ''}
            onChange={onChange}
          />
        );
      }
      return <EssayNote question={question} />;
    default:
      return null;
  }
}

/**
 * A contest's 申论 is written on the exam screen, on its clock, and handed in with the rest (as
 * on the desktop): text only, saved as it is typed like any answer.
 */
function EssayBox({
  question,
  value,
  onChange,
}: {
  question: QuestionFields;
  value: string;
  onChange: (value: AnswerValue) => void;
}) {
  const id = `essay-${question.id}`;
  const count = wordCount(value, question.wordsNum);
  return (
    <div className={styles.essayBox}>
      <label className={styles.essayLabel} htmlFor={id}>
        我的作答
      </label>
      <TextArea
        id={id}
        className={styles.essayInput}
        value={value}
        onChange={onChange}
        placeholder={
          question.wordsNum ? `请在此作答，建议字数：${question.wordsNum}字` : '请在此作答'
        }
        autoSize={{ minRows: 8, maxRows: 20 }}
        // The server's limit: beyond it every save would be refused.
        maxLength={SHORT_ANSWER_MAX_CHARS}
      />
      <p className={count.over ? styles.essayCountOver : styles.essayCount} aria-live="polite">
        {count.warning ? `${count.label}，${count.warning}` : count.label}
      </p>
    </div>
  );
}

/** Short answers are written, with photos, on the 申论 answer screen, which sends them for grading. */
function EssayNote({ question }: { question: QuestionFields }) {
  const navigate = useNavigate();
  return (
    <div className={styles.essayNote}>
      <p>
        本题为主观题{question.wordsNum ? `，建议作答字数：${question.wordsNum}字` : ''}
        ，请在申论作答页完成作答（可拍照上传）。
      </p>
      <Button
        size="small"
        color="primary"
        fill="outline"
        onClick={() => navigate(mobilePathTo('MShortAnswer', {}, { questionId: question.id }))}
      >
        去作答
      </Button>
    </div>
  );
}

function ChoiceList({
  options,
  selected,
  multiple,
  name,
  keyLetters,
  onPick,
}: {
  options: QuestionOption[];
  selected: string;
  multiple: boolean;
  name: string;
  keyLetters?: string;
  onPick?: (letter: string) => void;
}) {
  return (
    <div className={styles.choices}>
      {multiple && onPick && <p className={styles.hint}>可选择多个选项</p>}
      <ChoiceOptions
        options={options}
        selected={selected}
        multiple={multiple}
        onPick={onPick}
        keyLetters={keyLetters}
        label={name}
        renderText={(option, className) => (
          <span className={className}>
            <BankRichText html={option.content} zoomImages={false} />
          </span>
        )}
      />
    </div>
  );
}

/** Fill-in: one box per blank; what is reported is trimmed, spaces inside are kept. */
export function FillIn({
  answerSize,
  value,
  onChange,
  name = '填空',
}: {
  answerSize: number;
  value: string[];
  onChange?: (value: string[]) => void;
  name?: string;
}) {
  const { draft, type, size } = useBlankDrafts(answerSize, value, onChange ?? (() => undefined));
  return (
    <div className={styles.blanks}>
      {draft.map((entry, index) => (
        <label key={index} className={styles.blank}>
          <span className={styles.blankNo}>{size > 1 ? `第${index + 1}空` : '答案'}</span>
          <Input
            className={styles.blankInput}
            value={entry}
            placeholder="请输入内容"
            maxLength={200}
            disabled={!onChange}
            clearable={!!onChange}
            aria-label={`${name}第${index + 1}空`}
            onChange={(text) => type(index, text)}
          />
        </label>
      ))}
    </div>
  );
}

/**
 * Sequencing by taps: tap the sentence numbers in the order they belong; a placed number taps
 * back out. Reported as the desktop's boxes report it: order numbers joined by commas.
 */
export function Sequencing({
  answerSize,
  value,
  onChange,
  name = '排序',
}: {
  answerSize: number;
  value: string;
  onChange?: (value: string) => void;
  name?: string;
}) {
  const size = Math.max(answerSize, 1);
  const order = orderOf(value);
  const items = Array.from({ length: size }, (_, index) => String(index + 1));
  return (
    <div className={styles.sequence}>
      <div className={styles.order} aria-label={`${name}当前顺序`} aria-live="polite">
        {Array.from({ length: size }, (_, place) => {
          const item = order[place];
          return item ? (
            <button
              type="button"
              key={place}
              className={styles.orderFilled}
              disabled={!onChange}
              aria-label={`第${place + 1}位：${item}，点按移出`}
              onClick={() => onChange?.(toggleOrder(value, item))}
            >
              {item}
            </button>
          ) : (
            <span key={place} className={styles.orderEmpty} aria-hidden="true">
              {place + 1}
            </span>
          );
        })}
      </div>
      {onChange && (
        <>
          <p className={styles.hint}>按正确顺序依次点按句子序号，点按上方已排的序号可移出。</p>
          <div className={styles.items} role="group" aria-label={`${name}句子序号`}>
            {items.map((item) => {
              const placed = order.includes(item);
              return (
                <button
                  type="button"
                  key={item}
                  className={placed ? styles.itemPlaced : styles.item}
                  aria-pressed={placed}
                  aria-label={`句子${item}`}
                  onClick={() => onChange(toggleOrder(value, item))}
                >
                  {item}
                </button>
              );
            })}
            <Button
              size="small"
              fill="none"
              className={styles.clear}
              disabled={order.length === 0}
              onClick={() => onChange('')}
            >
              清空
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
