import { Button, Input, Rate } from 'antd';
import { useState } from 'react';
import { HOMEWORK_LIMITS } from '@shangan/shared';
import { formatDateTime } from '../../../lib/format';
import { useEvaluateCorrection } from '../api/evaluate-correction';
import type { SubmissionView } from '../types';
import styles from './homework.module.css';

const RATING_WORDS = ['很不满意', '不满意', '一般', '满意', '非常满意'];

/**
 * 评价批改: once the homework is corrected, the learner rates the teacher's correction once
 * (1–5 stars and an optional line); afterwards the rating shows read-only.
 */
export function RatingBlock({ submission }: { submission: SubmissionView }) {
  const [rating, setRating] = useState(0);
  const [content, setContent] = useState('');
  const evaluate = useEvaluateCorrection();
  const given = submission.evaluation ?? evaluate.data ?? null;

  if (given) {
    return (
      <section className={styles.rating} aria-label="我的评价">
        <Rate disabled value={given.rating} aria-label={`已评价${given.rating}星`} />
        {given.content && <p className={styles.myText}>{given.content}</p>}
        <span className={styles.muted}>评价于 {formatDateTime(given.at)}</span>
      </section>
    );
  }
  if (submission.submissionId === null) return null;
  const submissionId = submission.submissionId;
  return (
    <section className={styles.rating} aria-label="评价老师的批改">
      <div>
        <Rate value={rating} onChange={setRating} tooltips={RATING_WORDS} aria-label="批改评分" />
        {rating > 0 && <span className={styles.muted}> {RATING_WORDS[rating - 1]}</span>}
      </div>
      <Input.TextArea
        value={content}
        onChange={(event) => setContent(event.target.value)}
        maxLength={HOMEWORK_LIMITS.evaluation}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder="说说老师的批改对你有没有帮助（选填）"
        aria-label="评价内容"
      />
      <div>
        <Button
          type="primary"
          disabled={rating === 0}
          loading={evaluate.isPending}
          onClick={() =>
            evaluate.mutate({
              submissionId,
              rating,
              ...(content.trim() ? { content: content.trim() } : {}),
            })
          }
        >
          提交评价
        </Button>
      </div>
    </section>
  );
}
