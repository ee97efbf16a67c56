import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Empty, Form, Input, Pagination, Progress, Rate, Skeleton } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { useCourseReviews } from '../api/course-reviews';
import { useSubmitReview } from '../api/submit-review';
import { notify } from '../../../lib/notifier';
import { reviewContentError } from '../review-rules';
import type { CourseDetail, Review, ReviewSummary } from '../types';
import styles from './review-section.module.css';

/** The detail carries the newest five; further pages are asked for. */
const PAGE_SIZE = 5;

function SummaryView({ summary }: { summary: ReviewSummary }) {
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <strong data-testid="review-average">
          {summary.average === null ? '—' : summary.average.toFixed(1)}
        </strong>
        <Rate disabled allowHalf value={summary.average ?? 0} className={styles.stars} />
        <span className={styles.count}>{summary.count}条评价</span>
      </div>
      <ul className={styles.distribution} aria-label="评分分布">
        {[5, 4, 3, 2, 1].map((star) => {
          const n = summary.stars[star - 1] ?? 0;
          return (
            <li key={star}>
              <span className={styles.starLabel}>{star}星</span>
              <Progress
                percent={summary.count ? Math.round((n / summary.count) * 100) : 0}
                showInfo={false}
                size="small"
                className={styles.bar}
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
    <li className={styles.review}>
      <Avatar size={36} src={review.userAvatar || undefined} icon={<UserOutlined />} />
      <div className={styles.reviewBody}>
        <div className={styles.reviewHead}>
          <span className={styles.user}>{review.userName}</span>
          {review.mine && <span className={styles.mine}>我的评价</span>}
          <Rate disabled value={review.rating} className={styles.smallStars} />
          <time className={styles.date}>{formatDate(review.createdAt)}</time>
        </div>
        <p className={styles.content}>{review.content}</p>
      </div>
    </li>
  );
}

interface ReviewFormValues {
  rating: number;
  content: string;
}

/** 写评价: a buyer's one review, checked as the server checks it (1–5 stars, 5–300 characters). */
function ReviewForm({ courseId }: { courseId: number }) {
  const [form] = Form.useForm<ReviewFormValues>();
  const submit = useSubmitReview();
  return (
    <Form<ReviewFormValues>
      form={form}
      name="course-review"
      className={styles.form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ rating: 5, content: '' }}
      onFinish={(values) =>
        submit.mutate(
          { courseId, rating: values.rating, content: values.content.trim() },
          {
            onSuccess: () => {
              notify.success('评价成功，感谢您的反馈');
              form.resetFields();
            },
          },
        )
      }
    >
      <Form.Item
        label="课程评分"
        name="rating"
        rules={[{ required: true, type: 'number', min: 1, message: '请选择评分' }]}
      >
        <Rate />
      </Form.Item>
      <Form.Item
        label="评价内容"
        name="content"
        rules={[
          { required: true, whitespace: true, message: '请填写评价内容' },
          {
            validator: (_, value: string | undefined) => {
              // Empty is the rule above's to say; the rest is the server's length rule.
              const problem = (value ?? '').trim() ? reviewContentError(value ?? '') : null;
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          },
        ]}
      >
        <Input.TextArea
          rows={3}
          maxLength={300}
          showCount
          placeholder="说说课程的收获与建议，帮助其他同学选课"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.isPending}>
        发表评价
      </Button>
    </Form>
  );
}

/**
 * 学员评价: the average with the distribution of stars, the reviews a page at a time (the first
 * page from the detail itself), and for a buyer who has not reviewed yet the form to write one.
 */
export function ReviewSection({ course, userId }: { course: CourseDetail; userId: number | null }) {
  const [page, setPage] = useState(1);
  const more = useCourseReviews(course.id, userId, page, PAGE_SIZE);
  const summary = page > 1 && more.data ? more.data.summary : course.reviewSummary;
  const list = page === 1 ? course.reviews : (more.data?.list ?? []);

  let body;
  if (page > 1 && more.isPending) body = <Skeleton active avatar paragraph={{ rows: 4 }} />;
  else if (page > 1 && more.isError) {
    body = <Button onClick={() => void more.refetch()}>评价加载失败，点击重试</Button>;
  } else if (list.length === 0) {
    body = <Empty description="暂无评价，购买学习后来说说你的收获吧" />;
  } else {
    body = (
      <ul
        className={`${styles.list} ${more.isPlaceholderData ? styles.refreshing : ''}`}
        aria-label="评价列表"
      >
        {list.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
    );
  }

  return (
    <div>
      {/* Without reviews a dash, empty stars and five empty bars only repeat 暂无评价. */}
      {summary.count > 0 && <SummaryView summary={summary} />}
      {course.viewer.canReview && <ReviewForm courseId={course.id} />}
      {body}
      {summary.count > PAGE_SIZE && (
        <Pagination
          className={styles.pagination}
          align="center"
          size="small"
          current={page}
          pageSize={PAGE_SIZE}
          total={summary.count}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </div>
  );
}
