import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { TYPE_LABELS, type AnswerMap } from '../../lib/answer-model';
import type { AnswerValue, Question, QuestionFields } from '../../types';
import { AiBox } from './ai-box';
import { AnalysisPanel } from './analysis-panel';
import { MaterialPanel } from './material-panel';
import { BankRichText } from './rich-text';
import { StarToggle } from './star';
import { AnswerWidget } from './widgets';
import styles from './practice.module.css';

export interface ReviewInfo {
  isCorrect?: number | null;
}

interface QuestionViewProps {
  /** A top-level question; a material question shows its materials and sub-questions. */
  question: Question;
  /** Number of its first (sub-)question in the whole attempt. */
  firstNumber: number;
  values: AnswerMap;
  /** Given only while answering. */
  onChange?: (questionId: number, value: AnswerValue) => void;
  /** Review: the result per question, and the answer and analysis panel under each. */
  review?: Record<number, ReviewInfo>;
  /** The AI analysis of a question in review (default: AiBox); null for none. */
  aiFor?: (questionId: number) => ReactNode;
  /** 收藏 (not offered where starring is refused, as in a mock contest). */
  showStar?: boolean;
  /** Review of a question outside any attempt (AI解析): there is no answer of mine to show. */
  hideMyAnswer?: boolean;
}

/** One screen's question: a plain one, or a material question with its sub-questions. */
export function QuestionView({
  question,
  firstNumber,
  values,
  onChange,
  review,
  aiFor,
  showStar = true,
  hideMyAnswer = false,
}: QuestionViewProps) {
  const block = (item: QuestionFields, number: number, heading?: string) => (
    <QuestionCard
      key={item.id}
      question={item}
      number={number}
      value={values[item.id]}
      showStar={showStar}
      hideMyAnswer={hideMyAnswer}
      {...(heading ? { heading } : {})}
      {...(onChange ? { onChange: (value: AnswerValue) => onChange(item.id, value) } : {})}
      {...(review ? { review: review[item.id] ?? {} } : {})}
      {...(aiFor ? { ai: aiFor(item.id) } : {})}
    />
  );
  if (question.questionTypeCode !== 'composite') return block(question, firstNumber);
  const sons = question.sonQuestion;
  return (
    <div className={styles.composite} data-question-id={question.id}>
      <header className={styles.questionHeader}>
        <Tag color="#7c4dff" fill="outline">
          材料题
        </Tag>
        {question.knowledgePoint && (
          <span className={styles.meta}>{question.knowledgePoint.name}</span>
        )}
        {question.source && <span className={styles.meta}>{question.source}</span>}
      </header>
      <BankRichText className={styles.stem} html={question.context} />
      <MaterialPanel materials={question.materialContext} />
      {sons.map((son, index) =>
        block(son, firstNumber + index, sons.length > 1 ? `问题${index + 1}` : '问题'),
      )}
    </div>
  );
}

interface QuestionCardProps {
  question: QuestionFields;
  number: number;
  value: AnswerValue | undefined;
  onChange?: (value: AnswerValue) => void;
  review?: ReviewInfo;
  ai?: ReactNode;
  /** 问题1 in a material question. */
  heading?: string;
  showStar: boolean;
  hideMyAnswer?: boolean;
}

/** A question's header, stem and answer widget, and in review the analysis panel. */
export function QuestionCard({
  question,
  number,
  value,
  onChange,
  review,
  ai,
  heading,
  showStar,
  hideMyAnswer = false,
}: QuestionCardProps) {
  return (
    <article
      className={styles.question}
      data-question-id={question.id}
      aria-label={`第${number}题`}
    >
      <header className={styles.questionHeader}>
        <span className={styles.number}>
          {number}.{heading ? ` ${heading}` : ''}
        </span>
        <Tag color="primary" fill="outline">
          {TYPE_LABELS[question.questionTypeCode]}
        </Tag>
        {question.vipOnly && <Tag color="warning">VIP</Tag>}
        <span className={styles.meta}>{question.score}分</span>
        <span className={styles.spacer} />
        {showStar && <StarToggle questionId={question.id} starred={question.isStarred} />}
      </header>
      {(question.knowledgePoint || question.source) && (
        <div className={styles.metaLine}>
          {question.knowledgePoint && <span>{question.knowledgePoint.name}</span>}
          {question.source && <span>{question.source}</span>}
        </div>
      )}
      <BankRichText className={styles.stem} html={question.context} />
      <AnswerWidget
        question={question}
        value={value}
        review={!!review}
        {...(onChange ? { onChange } : {})}
      />
      {review && (
        <AnalysisPanel
          question={question}
          hideMyAnswer={hideMyAnswer}
          {...(value === undefined ? {} : { myAnswer: value })}
          {...(review.isCorrect === undefined ? {} : { isCorrect: review.isCorrect })}
          aiSlot={ai === undefined ? <AiBox questionId={question.id} /> : ai}
        />
      )}
    </article>
  );
}
