import { Input, Tag } from 'antd';
import { SHORT_ANSWER_MAX_CHARS } from '@shangan/shared';
import type { ReactNode } from 'react';
import { AiAnalysis } from '../ai-analysis';
import type { AnswerValue, QuestionFields } from '../types';
import { TYPE_LABELS, emptyAnswer } from '../lib/answer-model';
import { AnswerAnalysisPanel } from './answer-analysis-panel';
import { RichText } from './rich-text';
import { useShortAnswerWriting } from './short-answer-writing';
import { StarButton } from './star-button';
import { FillIn } from './widgets/fill-in';
import { MultipleChoose } from './widgets/multiple-choose';
import { Sequencing } from './widgets/sequencing';
import { SingleChoose } from './widgets/single-choose';
import styles from './question.module.css';

export interface ReviewInfo {
  isCorrect?: number | null;
  /** Defaults to the AI analysis of the question; null leaves the slot empty. */
  aiSlot?: ReactNode;
}

export interface QuestionBlockProps {
  question: QuestionFields;
  /** Number shown before the stem. */
  number: number;
  value: AnswerValue | undefined;
  /** Given only in edit mode; without it the widget is read-only. */
  onChange?: (value: AnswerValue) => void;
  /** Review mode: the answer and analysis panel below the widget. */
  review?: ReviewInfo;
  /** A label in place of the number line (问题1 in a composite question). */
  heading?: ReactNode;
  showStar?: boolean;
}

/** One question: its header, stem and answer widget, and in review the analysis panel. */
export function QuestionBlock({
  question,
  number,
  value,
  onChange,
  review,
  heading,
  showStar = true,
}: QuestionBlockProps) {
  return (
    <article
      className={styles.question}
      data-question-id={question.id}
      aria-label={`第${number}题`}
    >
      <header className={styles.questionHeader}>
        {heading ?? <span className={styles.number}>{number}.</span>}
        <Tag color="blue">{TYPE_LABELS[question.questionTypeCode]}</Tag>
        {question.knowledgePoint && (
          <span className={styles.meta}>{question.knowledgePoint.name}</span>
        )}
        {question.source && <span className={styles.meta}>{question.source}</span>}
        <span className={styles.meta}>{question.score}分</span>
        {question.vipOnly && <Tag color="gold">VIP</Tag>}
        {showStar && (
          <span className={styles.headerEnd}>
            <StarButton questionId={question.id} starred={question.isStarred} />
          </span>
        )}
      </header>
      <RichText className={styles.stem} html={question.context} />
      <AnswerWidget
        question={question}
        value={value}
        {...(onChange ? { onChange } : {})}
        review={!!review}
      />
      {review && (
        <AnswerAnalysisPanel
          question={question}
          {...(value === undefined ? {} : { myAnswer: value })}
          {...(review.isCorrect === undefined ? {} : { isCorrect: review.isCorrect })}
          aiSlot={
            review.aiSlot === undefined ? <AiAnalysis questionId={question.id} /> : review.aiSlot
          }
        />
      )}
    </article>
  );
}

interface AnswerWidgetProps {
  question: QuestionFields;
  value: AnswerValue | undefined;
  onChange?: (value: AnswerValue) => void;
  review: boolean;
}

/** Picks the answer widget for the question type. */
export function AnswerWidget({ question, value, onChange, review }: AnswerWidgetProps) {
  const editable = !!onChange;
  const change = onChange ?? (() => undefined);
  const current = value ?? emptyAnswer(question);
  const keyLetters = review && question.answerList ? question.answerList.join('') : undefined;
  const name = `第${question.id}题`;
  const writing = useShortAnswerWriting();
  switch (question.questionTypeCode) {
    case 'single_choose':
    case 'true_false_choose':
      return (
        <SingleChoose
          options={question.questionOptionList}
          value={typeof current === 'string' ? current : ''}
          onChange={change}
          editable={editable}
          name={name}
          {...(keyLetters === undefined ? {} : { keyLetters })}
        />
      );
    case 'multiple_choose':
    case 'non_directional_choose':
      return (
        <MultipleChoose
          options={question.questionOptionList}
          value={typeof current === 'string' ? current : ''}
          onChange={change}
          editable={editable}
          name={name}
          {...(keyLetters === undefined ? {} : { keyLetters })}
        />
      );
    case 'fill_in':
      return (
        <FillIn
          answerSize={question.answerSize}
          value={Array.isArray(current) ? current : []}
          onChange={change}
          editable={editable}
          name={name}
        />
      );
    case 'sequencing':
      return (
        <Sequencing
          answerSize={question.answerSize}
          value={typeof current === 'string' ? current : ''}
          onChange={change}
          editable={editable}
          name={name}
        />
      );
    case 'short_answer':
      if (writing && editable) {
        return (
          <Input.TextArea
            className={styles.essay}
            value={typeof current === 'string' ? current : ''}
            onChange={(event) => change(event.target.value)}
            autoSize={{ minRows: 8, maxRows: 24 }}
            maxLength={SHORT_ANSWER_MAX_CHARS}
            showCount
            placeholder={
              question.wordsNum ? `请在此作答，建议字数：${question.wordsNum}字` : '请在此作答'
            }
            aria-label={`${name}作答`}
          />
        );
      }
      return (
        <p className={styles.muted}>
          本题为主观题{question.wordsNum ? `，建议作答字数：${question.wordsNum}字` : ''}
          。请在申论作答页完成作答。
        </p>
      );
    default:
      return null;
  }
}
