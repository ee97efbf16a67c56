import { Result } from 'antd';
import { LinkButton } from '../../../components/link-button/link-button';
import { RichText } from '../../../components/rich-text/rich-text';
import { formatDateTime } from '../../../lib/format';
import { pathTo } from '../../../lib/paths';
import type { Sheet } from '../api/homework-sheet';
import { AnswerReview, reviewOf } from '../components/answer-review';
import { RatingBlock } from '../components/rating-block';
import { SheetGate } from '../components/sheet-gate';
import { scoreText } from '../lib/words';
import styles from './homework-pages.module.css';

/**
 * /answerSheet?id= (答题卡): the corrected homework — my score, who corrected it and when, the
 * overall comment, then every question with my answer, right or wrong with the key and analyses
 * (objective), the points given and the teacher's comment, and my photos with the teacher's
 * marks (enlarged on a click); last, my rating of the correction.
 */
export default function AnswerSheetPage() {
  return (
    <SheetGate title="答题卡" titleOf={(sheet) => `答题卡：${sheet.homework.title}`}>
      {(sheet) => <CorrectedSheet sheet={sheet} />}
    </SheetGate>
  );
}

function CorrectedSheet({ sheet }: { sheet: Sheet }) {
  const { homework, submission } = sheet;
  const id = homework.homeworkId;
  if (submission.state !== 'corrected') {
    const submitted = submission.state === 'submitted' || submission.state === 'returned';
    return (
      <Result
        status="info"
        title="老师批改后即可查看答题卡"
        subTitle={
          submission.state === 'submitted' ? '作业已提交，正在等待老师批改。' : homework.title
        }
        extra={
          <LinkButton
            type="primary"
            to={
              submitted
                ? pathTo('MyhomeworkDetail', {}, { id })
                : pathTo('HomeworkDetail', {}, { id })
            }
          >
            {submitted ? '查看我的作业' : '作业详情'}
          </LinkButton>
        }
      />
    );
  }
  const byItem = new Map(sheet.answers.map((answer) => [answer.itemId, answer]));
  return (
    <>
      <section className={styles.summary} aria-label="批改结果">
        <div className={styles.bigScore} aria-label="总得分">
          {submission.score === null ? '—' : scoreText(submission.score)}
          <small> / {scoreText(homework.totalScore)}分</small>
        </div>
        <dl className={styles.summaryFacts}>
          <div>
            <dt>批改老师</dt>
            <dd>{submission.teacherName || '授课老师'}</dd>
          </div>
          <div>
            <dt>批改时间</dt>
            <dd>{formatDateTime(submission.correctedAt)}</dd>
          </div>
          <div>
            <dt>提交时间</dt>
            <dd>
              {formatDateTime(submission.submittedAt)}
              {submission.late ? '（补交）' : ''}
            </dd>
          </div>
          {submission.objectiveScore !== null &&
            sheet.items.some((item) => item.kind === 'objective') && (
              <div>
                <dt>客观题得分</dt>
                <dd>{scoreText(submission.objectiveScore)}分</dd>
              </div>
            )}
        </dl>
      </section>
      <p className={styles.hint}>
        {homework.courseTitle} · {homework.lessonTitle}
      </p>
      {submission.comment && (
        <section aria-label="老师总评">
          <h2 className={styles.heading}>老师总评</h2>
          <RichText html={submission.comment} />
        </section>
      )}
      <h2 className={styles.heading}>逐题批改</h2>
      <section aria-label="逐题批改">
        {sheet.items.map((item) => (
          <AnswerReview
            key={item.itemId}
            item={item}
            answer={reviewOf(byItem.get(item.itemId))}
            corrected
          />
        ))}
      </section>
      <h2 className={styles.heading}>评价本次批改</h2>
      <RatingBlock submission={submission} />
      <div className={styles.bottomBar}>
        <LinkButton to={pathTo('MyHomework')}>返回我的作业</LinkButton>
      </div>
    </>
  );
}
