import { Tag } from 'antd';
import { RichText } from '../../../components/rich-text/rich-text';
import {
  describeChoice,
  kindOf,
  lettersOf,
  type AnswerValue,
  type PictureValue,
} from '../lib/answers';
import { scoreText } from '../lib/words';
import type { HomeworkAnswer, HomeworkItem } from '../types';
import { ItemBlock } from './item-block';
import { MarkedPhotos } from './marked-photos';
import { ObjectiveInput } from './objective-input';
import styles from './homework.module.css';

/** One answer to show read-only: the learner's, and once corrected the result of it. */
export interface ReviewAnswer extends AnswerValue {
  correct: number | null;
  score: number | null;
  comment: string;
}

export function reviewOf(answer: HomeworkAnswer | undefined): ReviewAnswer | undefined {
  if (!answer) return undefined;
  return {
    choice: answer.choice,
    text: answer.text,
    pictures: answer.pictures.map((picture): PictureValue => ({
      url: picture.url,
      src: picture.previewUrl,
      shapes: picture.shapes,
    })),
    correct: answer.correct,
    score: answer.score,
    comment: answer.comment,
  };
}

function ResultTag({ correct }: { correct: number | null }) {
  if (correct === 1) return <Tag color="success">正确</Tag>;
  if (correct === 0) return <Tag color="error">错误</Tag>;
  return <Tag>未作答</Tag>;
}

interface AnswerReviewProps {
  item: HomeworkItem;
  answer: ReviewAnswer | undefined;
  /** Corrected: right or wrong, the key and analyses, the score, the comment, the marks. */
  corrected?: boolean;
}

/** A question with my answer read-only (预览, the handed-in homework, the corrected sheet). */
export function AnswerReview({ item, answer, corrected = false }: AnswerReviewProps) {
  const kind = kindOf(item);
  const choice = answer?.choice ?? [];
  const score =
    corrected && answer?.score !== null && answer?.score !== undefined ? (
      <span className={styles.rowScore} aria-label="本题得分">
        {scoreText(answer.score)}
        <span className={styles.muted}> / {scoreText(item.score)}分</span>
      </span>
    ) : null;
  const extra = (
    <>
      {corrected && kind !== 'subjective' && <ResultTag correct={answer?.correct ?? null} />}
      {score}
    </>
  );

  if (kind === 'subjective') {
    const text = answer?.text.trim() ?? '';
    const pictures = answer?.pictures ?? [];
    return (
      <ItemBlock item={item} extra={extra}>
        <div className={styles.review}>
          <div className={styles.reviewLabel}>我的作答</div>
          {text ? (
            <p className={styles.myText}>{answer?.text}</p>
          ) : (
            <p className={styles.muted}>{pictures.length ? '（未填写文字）' : '未作答'}</p>
          )}
          {pictures.length > 0 && (
            <MarkedPhotos
              pictures={corrected ? pictures : pictures.map((p) => ({ ...p, shapes: [] }))}
              label={`第${item.number}题照片`}
            />
          )}
          {corrected && answer?.comment && (
            <div className={styles.feedback}>
              <div className={styles.reviewLabel}>老师评语</div>
              <RichText html={answer.comment} />
            </div>
          )}
          {corrected && item.key && (
            <div>
              <div className={styles.reviewLabel}>参考答案</div>
              <RichText html={item.key} />
            </div>
          )}
        </div>
      </ItemBlock>
    );
  }

  const mine = describeChoice(item, choice);
  const keyLetters =
    corrected && item.key && (kind === 'single' || kind === 'multiple')
      ? lettersOf([item.key])
      : undefined;
  return (
    <ItemBlock item={item} extra={extra}>
      {(kind === 'single' || kind === 'multiple') && (
        <ObjectiveInput item={item} choice={choice} keyLetters={keyLetters} />
      )}
      <div className={styles.review}>
        <div className={styles.reviewLine}>
          <span className={styles.reviewLabel}>我的答案</span>
          <span>{mine || '未作答'}</span>
        </div>
        {corrected && item.key && (
          <div className={styles.reviewLine}>
            <span className={styles.reviewLabel}>正确答案</span>
            <span>
              {kind === 'single' || kind === 'multiple'
                ? keyLetters?.split('').join('、')
                : item.key}
            </span>
          </div>
        )}
        {corrected &&
          item.analyses.map((analysis) =>
            analysis.type === 'text' ? (
              <div key={analysis.id}>
                <div className={styles.reviewLabel}>解析</div>
                <RichText html={analysis.analysis} />
              </div>
            ) : analysis.type === 'audio' ? (
              <div key={analysis.id}>
                <div className={styles.reviewLabel}>音频解析</div>
                <audio controls preload="none" src={analysis.analysis} />
              </div>
            ) : null,
          )}
        {corrected && answer?.comment && (
          <div className={styles.feedback}>
            <div className={styles.reviewLabel}>老师评语</div>
            <RichText html={answer.comment} />
          </div>
        )}
      </div>
    </ItemBlock>
  );
}
