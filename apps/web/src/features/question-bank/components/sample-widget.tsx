import { Switch } from 'antd';
import { useState } from 'react';
import { useQuestionSample } from '../api/question-sample';
import type { AnswerValue, TypeCode } from '../types';
import { describeAnswer, emptyAnswer, type AnswerMap } from '../lib/answer-model';
import { CompositeQuestion } from './composite-question';
import { ErrorState, LoadingState } from './page-states';
import { QuestionBlock } from './question-block';
import styles from './bank.module.css';

/**
 * A widget at work on a real question of the bank (its key is not sent): edit mode on and off,
 * and the value the widget reports, exactly as it would be saved.
 */
export function SampleWidget({
  typeCode,
  layout,
  childType,
}: {
  typeCode: TypeCode;
  layout?: 'inline' | 'split';
  childType?: 'choice' | 'short_answer';
}) {
  const sample = useQuestionSample(typeCode, childType);
  const [editable, setEditable] = useState(true);
  const [values, setValues] = useState<AnswerMap>({});
  if (sample.isPending) return <LoadingState />;
  if (sample.isError)
    return <ErrorState error={sample.error} onRetry={() => void sample.refetch()} />;
  const question = sample.data;
  const change = (questionId: number, value: AnswerValue) =>
    setValues((previous) => ({ ...previous, [questionId]: value }));
  const leaves = question.questionTypeCode === 'composite' ? question.sonQuestion : [question];

  return (
    <div className={styles.card}>
      <label className={styles.row}>
        <Switch checked={editable} onChange={setEditable} aria-label="编辑模式" /> 编辑模式
        <span className={styles.muted}>（关闭后只能查看，不能修改作答）</span>
      </label>
      {question.questionTypeCode === 'composite' ? (
        <CompositeQuestion
          question={question}
          firstNumber={1}
          values={values}
          layout={layout ?? 'inline'}
          {...(editable ? { onChange: change } : {})}
        />
      ) : (
        <QuestionBlock
          question={question}
          number={1}
          value={values[question.id]}
          {...(editable ? { onChange: (value: AnswerValue) => change(question.id, value) } : {})}
        />
      )}
      <div className={styles.muted} data-testid="widget-value">
        组件输出：
        {leaves
          .map((leaf, index) => {
            const value = values[leaf.id] ?? emptyAnswer(leaf);
            const text = Array.isArray(value) ? JSON.stringify(value) : `"${value}"`;
            return leaves.length > 1 ? `问题${index + 1} ${text}` : text;
          })
          .join('；')}
        {leaves.length === 1 && values[leaves[0]!.id] !== undefined
          ? `（显示为 ${describeAnswer(leaves[0]!.questionTypeCode, values[leaves[0]!.id]) || '未作答'}）`
          : ''}
      </div>
    </div>
  );
}
