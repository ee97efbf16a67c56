import { Button, Popup, ProgressBar, Rate, TextArea } from 'antd-mobile';
import { UserOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { PagedList } from '../../../components/mobile';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notifier';
import { useCourseReviewPages } from '../api/course-reviews';
import { useSubmitReview } from '../api/submit-review';
import { REVIEW_MAX_LENGTH, reviewInputError } from '../review-rules';
import type { CourseDetail, Review, ReviewSummary } from '../types';
import styles from './mobile-reviews.module.css';

const PAGE_SIZE = 10;

function SummaryView({ summary }: { summary: ReviewSummary }) {
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <strong data-testid="review-average">
          {summary.average === null ? '—' : summary.average.toFixed(1)}
        </strong>
        <Rate readOnly allowHalf value={summary.average ?? 0} className={styles.stars} />
        <span className={styles.count}>{summary.count}条评价</span>
      </div>
      <ul className={styles.distribution} aria-label="评分分布">
        {[5, 4, 3, 2, 1].map((star) => {
          const n = summary.stars[star - 1] ?? 0;
          return (
            <li key={star}>
              <span>{star}星</span>
              <ProgressBar
                className={styles.bar}
                percent={summary.count ? Math.round((n / summary.count) * 100) : 0}
              />
              <span className={styles.starCount}>{n}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <article className={styles.review}>
      {review.userAvatar ? (
        <img
          className={styles.avatar}
          src={review.userAvatar}
          width={36}
          height={36}
          alt=""
          loading="lazy"
        />
      ) : (
        <span className={styles.avatar} aria-hidden>
          <UserOutline />
        </span>
      )}
      <div className={styles.reviewBody}>
        <div className={styles.reviewHead}>
          <span className={styles.user}>{review.userName}</span>
          {review.mine && <span className={styles.mine}>我的评价</span>}
          <time className={styles.date}>{formatDate(review.createdAt)}</time>
        </div>
        <Rate readOnly value={review.rating} className={styles.smallStars} />
        <p className={styles.content}>{review.content}</p>
      </div>
    </article>
  );
}

/** 写评价: a buyer's one review, checked as the server checks it before it is sent. */
function ReviewForm({ courseId, onDone }: { courseId: number; onDone: () => void }) {
  const submit = useSubmitReview();
  const [rating, setRating] = useState(5);
  const [content, setContent] = useState('');
  const send = () => {
    const problem = reviewInputError(rating, content);
    if (problem) {
      notify.warning(problem);
      return;
    }
    submit.mutate(
      { courseId, rating, content: content.trim() },
      {
        onSuccess: () => {
          notify.success('评价成功，感谢您的反馈');
          onDone();
        },
      },
    );
  };
  return (
    <div className={styles.form}>
      <label className={styles.field}>
        <span>课程评分</span>
        <Rate value={rating} onChange={setRating} aria-label="课程评分" />
      </label>
      <TextArea
        className={styles.textarea}
        value={content}
        onChange={setContent}
        rows={4}
        maxLength={REVIEW_MAX_LENGTH}
        showCount
        placeholder="说说课程的收获与建议，帮助其他同学选课"
        aria-label="评价内容"
      />
      <Button block color="primary" size="large" loading={submit.isPending} onClick={send}>
        发表评价
      </Button>
    </div>
  );
}

/**
 * 学员评价 on a phone: the average and the spread of stars, the newest reviews the detail
 * carries, every review in a sheet that grows as it scrolls, and for a buyer who has not
 * reviewed yet the way to write one.
 */
export function MobileReviews({ course, userId }: { course: CourseDetail; userId: number | null }) {
  const [allOpen, setAllOpen] = useState(false);
  const [writing, setWriting] = useState(false);
  const all = useCourseReviewPages(course.id, userId, PAGE_SIZE, allOpen);
  const summary = course.reviewSummary;

  return (
    <section className={styles.block} aria-labelledby="course-reviews">
      <div className={styles.head}>
        <h2 id="course-reviews" className={styles.heading}>
          学员评价（{summary.count}）
        </h2>
        {course.viewer.canReview && (
          <button type="button" className={styles.write} onClick={() => setWriting(true)}>
            写评价
          </button>
        )}
      </div>
      {summary.count > 0 && <SummaryView summary={summary} />}
      {course.reviews.length === 0 ? (
        <p className={styles.empty}>暂无评价，购买学习后来说说你的收获吧</p>
      ) : (
        <div aria-label="评价列表">
          {course.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </div>
      )}
      {summary.count > course.reviews.length && (
        <Button block fill="none" className={styles.more} onClick={() => setAllOpen(true)}>
          查看全部{summary.count}条评价
        </Button>
      )}

      <Popup
        visible={allOpen}
        onMaskClick={() => setAllOpen(false)}
        onClose={() => setAllOpen(false)}
        bodyClassName={styles.sheet}
        destroyOnClose
      >
        <div className={styles.sheetHead}>
          <h2 className={styles.heading}>全部评价（{summary.count}）</h2>
          <button type="button" className={styles.write} onClick={() => setAllOpen(false)}>
            关闭
          </button>
        </div>
        <div className={styles.sheetBody}>
          <PagedList
            query={all}
            refresh={false}
            itemsOf={(page) => page.list}
            emptyText="暂无评价"
            renderItem={(review) => <ReviewItem key={review.id} review={review} />}
          />
        </div>
      </Popup>

      <Popup
        visible={writing}
        onMaskClick={() => setWriting(false)}
        onClose={() => setWriting(false)}
        bodyClassName={styles.formSheet}
        destroyOnClose
      >
        <h2 className={styles.sheetTitle}>写评价</h2>
        <ReviewForm courseId={course.id} onDone={() => setWriting(false)} />
      </Popup>
    </section>
  );
}
