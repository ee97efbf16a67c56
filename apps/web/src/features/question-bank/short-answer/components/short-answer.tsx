import { Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { LinkButton } from '../../../../components/link-button/link-button';
import { pathTo } from '../../../../lib/paths';
import { MaterialPanel } from '../../components/material-panel';
import { RichText } from '../../components/rich-text';
import { ErrorState, LoadingState } from '../../components/page-states';
import { saKeys } from '../api/keys';
import { useShortAnswerQuestion } from '../api/short-answer-question';
import type { ShortAnswerView } from '../types';
import { AnswerForm } from './answer-form';
import { QuestionText } from './question-text';
import { ShortAnswerReview } from './short-answer-review';
import styles from './short-answer.module.css';

export interface ShortAnswerProps {
  questionId: number;
  /** 'split': materials in their own scrolling column (the shortAnswer2 version). */
  layout?: 'stacked' | 'split';
  /** Shown in the header, e.g. 第2题. */
  label?: string;
  backTo?: string;
}

/**
 * The short-answer screen: answering
 * until the answer is handed in, then review with the grading and the analyses.
 */
export function ShortAnswer({ questionId, layout = 'stacked', label, backTo }: ShortAnswerProps) {
  const queryClient = useQueryClient();
  const query = useShortAnswerQuestion(questionId, true);
  // A copy cached on an earlier visit is not enough: the answer form starts from what it is
  // shown, and would autosave an older text over a newer one.
  if (query.isPending || (query.isFetching && !query.isFetchedAfterMount)) {
    return <LoadingState tip="正在加载题目…" />;
  }
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        {...(backTo ? { backTo } : {})}
      />
    );
  }
  const view = query.data;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: saKeys.all });
  const body = <Body view={view} layout={layout} label={label} onSubmitted={refresh} />;
  if (layout === 'stacked' || view.question.materialContext.length === 0) return body;
  return (
    <div className={styles.split}>
      {/* Whole materials, not collapsed: this column scrolls on its own for reading them. */}
      <section className={styles.splitMaterials} aria-label="材料">
        {view.question.materialContext.map((material, index) => (
          <div key={index} className={styles.splitMaterial}>
            <div className={styles.sectionTitle}>
              {view.question.materialContext.length > 1 ? `材料${index + 1}` : '材料'}
            </div>
            <RichText html={material.content} />
          </div>
        ))}
      </section>
      <div className={styles.splitMain}>{body}</div>
    </div>
  );
}

function Body({
  view,
  layout,
  label,
  onSubmitted,
}: {
  view: ShortAnswerView;
  layout: 'stacked' | 'split';
  label: string | undefined;
  onSubmitted: () => void;
}) {
  const { question, answer } = view;
  const reviewing = answer?.status === 'submitted' || answer?.status === 'graded';
  return (
    <div className={styles.screen} data-question-id={question.id}>
      <div className={styles.head}>
        {label && <span className={styles.number}>{label}</span>}
        <Tag color="purple">简答题</Tag>
        <span className={styles.meta}>本题{question.score}分</span>
        {answer?.status === 'draft' && <Tag>草稿</Tag>}
        {answer?.status === 'submitted' && <Tag color="processing">待批改</Tag>}
        {answer?.status === 'graded' && <Tag color="success">已批改</Tag>}
        <span className={styles.spacer} />
        {layout === 'stacked' && question.materialContext.length > 0 && (
          <LinkButton size="small" to={pathTo('ShortAnswer2', {}, { questionId: question.id })}>
            分栏作答
          </LinkButton>
        )}
      </div>
      {layout === 'stacked' && question.materialContext.length > 0 && (
        <MaterialPanel materials={question.materialContext} />
      )}
      <QuestionText html={question.context} />
      {question.wordsNum ? (
        <div className={styles.suggest}>建议作答字数：{question.wordsNum}字</div>
      ) : null}
      {reviewing ? (
        <ShortAnswerReview view={view} />
      ) : (
        // Keyed by question only: a save writes 草稿 into the cached view, which must not
        // remount the form the learner is typing in.
        <AnswerForm key={question.id} view={view} onSubmitted={onSubmitted} />
      )}
    </div>
  );
}
