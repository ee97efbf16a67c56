import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { articleUrl } from '../../lib/paths';
import { formatShortDate, type ArticleItem } from './article-item';
import styles from './title-list.module.css';

interface TitleListProps {
  items: Array<Pick<ArticleItem, 'id' | 'title' | 'publishTime' | 'isPdf'>> | undefined;
  loading?: boolean;
  /** Hot lists number their entries, the first three in the brand colour. */
  ranked?: boolean;
  showDate?: boolean;
  newTab?: boolean;
}

/** A dense list of titles: home column blocks, hot articles, related articles. */
export function TitleList({ items, loading, ranked, showDate = true, newTab }: TitleListProps) {
  if (loading && !items) return <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  if (!items || items.length === 0) return <Empty description="暂无文章" />;
  const target = newTab ? { target: '_blank', rel: 'noopener' } : {};
  return (
    <ol className={styles.list}>
      {items.map((item, index) => (
        <li key={item.id} className={styles.item}>
          {ranked && (
            <span className={index < 3 ? `${styles.rank} ${styles.top}` : styles.rank}>
              {index + 1}
            </span>
          )}
          <Link to={articleUrl(item)} className={styles.title} title={item.title} {...target}>
            {item.title}
          </Link>
          {showDate && !ranked && (
            <time className={styles.date} dateTime={item.publishTime}>
              {formatShortDate(item.publishTime)}
            </time>
          )}
        </li>
      ))}
    </ol>
  );
}
