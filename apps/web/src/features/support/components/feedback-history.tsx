import { Button, Empty, Image, Pagination, Result, Skeleton, Tag } from 'antd';
import { formatDateTime } from '../../../lib/format';
import { useMyFeedback } from '../api/my-feedback';
import styles from './feedback.module.css';

const PAGE_SIZE = 5;

/** 我的反馈: what the member wrote, newest first, each with the school's reply once given. */
export function FeedbackHistory({
  userId,
  page,
  onPage,
}: {
  userId: number | null;
  page: number;
  onPage: (page: number) => void;
}) {
  const feedback = useMyFeedback(userId, page, PAGE_SIZE);

  if (userId === null || feedback.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (feedback.isError) {
    return (
      <Result
        status="warning"
        title="反馈记录加载失败"
        subTitle={feedback.error.message || '请稍后再试'}
        extra={
          <Button type="primary" onClick={() => void feedback.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  if (feedback.data.total === 0) {
    return <Empty className={styles.empty} description="还没有提交过反馈" />;
  }
  return (
    <>
      <ul
        className={`${styles.list} ${feedback.isPlaceholderData ? styles.refreshing : ''}`}
        aria-busy={feedback.isPlaceholderData}
        aria-label="我的反馈"
      >
        {feedback.data.list.map((item) => (
          <li key={item.id} className={styles.item} aria-label={`反馈：${item.category}`}>
            <div className={styles.meta}>
              <Tag color="blue">{item.category}</Tag>
              {item.status === 'replied' ? (
                <Tag color="success">已回复</Tag>
              ) : (
                <Tag color="warning">待回复</Tag>
              )}
              <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
            </div>
            <p className={styles.content}>{item.content}</p>
            {item.pictures.length > 0 && (
              <div className={styles.shots}>
                <Image.PreviewGroup>
                  {item.pictures.map((src, index) => (
                    <Image
                      key={src}
                      src={src}
                      width={96}
                      height={96}
                      alt={`反馈截图${index + 1}`}
                    />
                  ))}
                </Image.PreviewGroup>
              </div>
            )}
            {item.status === 'replied' ? (
              <div className={styles.reply}>
                <strong>客服回复</strong>
                {item.repliedAt && (
                  <time className={styles.hint} dateTime={item.repliedAt}>
                    {' '}
                    {formatDateTime(item.repliedAt)}
                  </time>
                )}
                <p className={styles.replyText}>{item.reply}</p>
              </div>
            ) : (
              <p className={styles.waiting}>客服老师会在1-2个工作日内回复，请留意本页</p>
            )}
          </li>
        ))}
      </ul>
      {feedback.data.total > PAGE_SIZE && (
        <Pagination
          className={styles.pagination}
          align="center"
          current={page}
          pageSize={PAGE_SIZE}
          total={feedback.data.total}
          showSizeChanger={false}
          onChange={onPage}
        />
      )}
    </>
  );
}
