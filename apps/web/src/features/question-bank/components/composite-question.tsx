import { Tag } from 'antd';
import type { AnswerValue, Question, SubQuestion } from '../types';
import type { AnswerMap } from '../lib/answer-model';
import { MaterialPanel } from './material-panel';
import { AnswerWidget, QuestionBlock, type ReviewInfo } from './question-block';
import { RichText } from './rich-text';
import styles from './question.module.css';

export interface CompositeQuestionProps {
  question: Question;
  /** Number of the first sub-question in the whole attempt. */
  firstNumber: number;
  values: AnswerMap;
  onChange?: (questionId: number, value: AnswerValue) => void;
  /** inline: each 问题 with its widget under it; split: materials and questions on the left,
   * the answers on the right (请在右侧答题卡上进行作答). */
  layout?: 'inline' | 'split';
  review?: Record<number, ReviewInfo>;
  /** The sub-questions' 收藏 (not offered where starring is refused, as in a mock contest). */
  showStar?: boolean;
}

/** A composite material question (资料分析, 申论): materials and numbered sub-questions. */
export function CompositeQuestion({
  question,
  firstNumber,
  values,
  onChange,
  layout = 'inline',
  review,
  showStar = true,
}: CompositeQuestionProps) {
  const sons = question.sonQuestion;
  const label = (index: number) => (sons.length > 1 ? `问题${index + 1}` : '问题');
  const changeOf = (son: SubQuestion) =>
    onChange ? (value: AnswerValue) => onChange(son.id, value) : undefined;

  if (layout === 'split') {
    return (
      <div className={styles.split} data-question-id={question.id}>
        <div className={styles.splitLeft}>
          <header className={styles.questionHeader}>
            <Tag color="purple">材料题</Tag>
            {question.source && <span className={styles.meta}>{question.source}</span>}
          </header>
          <RichText className={styles.stem} html={question.context} />
          <MaterialPanel materials={question.materialContext} />
          {sons.map((son, index) => (
            <div key={son.id} className={styles.splitStem}>
              <div className={styles.sonLabel}>{label(index)}</div>
              <RichText html={son.context} />
            </div>
          ))}
          <p className={styles.hint}>请在右侧答题卡上进行作答</p>
        </div>
        <aside className={styles.splitRight} aria-label="答题卡">
          <div className={styles.cardTitle}>答题卡</div>
          {sons.map((son, index) => {
            const change = changeOf(son);
            return (
              <div key={son.id} className={styles.splitAnswer}>
                <div className={styles.sonLabel}>
                  {firstNumber + index}. {label(index)}
                </div>
                <AnswerWidget
                  question={son}
                  value={values[son.id]}
                  {...(change ? { onChange: change } : {})}
                  review={!!review}
                />
              </div>
            );
          })}
        </aside>
      </div>
    );
  }

  return (
    <div className={styles.composite} data-question-id={question.id}>
      <header className={styles.questionHeader}>
        <Tag color="purple">材料题</Tag>
        {question.knowledgePoint && (
          <span className={styles.meta}>{question.knowledgePoint.name}</span>
        )}
        {question.source && <span className={styles.meta}>{question.source}</span>}
      </header>
      <RichText className={styles.stem} html={question.context} />
      <MaterialPanel materials={question.materialContext} />
      {sons.map((son, index) => {
        const change = changeOf(son);
        const info = review?.[son.id];
        return (
          <QuestionBlock
            key={son.id}
            question={son}
            number={firstNumber + index}
            value={values[son.id]}
            showStar={showStar}
            {...(change ? { onChange: change } : {})}
            {...(info ? { review: info } : {})}
            heading={
              <span className={styles.number}>
                {firstNumber + index}. {label(index)}
              </span>
            }
          />
        );
      })}
    </div>
  );
}
