import { EyeOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Empty, Pagination, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { articleUrl } from '../../lib/paths';
import { formatDate } from '../../lib/format';
import { formatViews, type ArticleItem } from './article-item';
import styles from './article-list.module.css';

interface ArticleListProps {
  items: ArticleItem[] | undefined;
  loading?: boolean;
  /** Replaces the plain title and summary (search results show highlighted ones). */
  renderTitle?: (item: ArticleItem) => ReactNode;
  renderSummary?: (item: ArticleItem) => ReactNode;
  empty?: string;
  pagination?: { page: number; pageSize: number; total: number; onChange: (page: number) => void };
  newTab?: boolean;
}

/** Placeholder entries while the list loads. */
const SKELETON_ITEMS = 6;

/**
 * Entries shaped like the real ones (same padding and rule; a title and two summary lines): a
 * short block would leave what follows the list (the side column on phones, the pagination) on
 * screen, to be pushed away once the articles arrive (a layout shift).
 */
function ArticleListSkeleton() {
  return (
    <ul className={styles.list} aria-busy="true" aria-label="文章加载中">
      {Array.from({ length: SKELETON_ITEMS }, (_, index) => (
        <li key={index} className={styles.item}>
          <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 2 }} />
        </li>
      ))}
    </ul>
  );
}

/** The article list of column pages, search, tags and topics: title, summary, source, date. */
export function ArticleList({
  items,
  loading,
  renderTitle,
  renderSummary,
  empty = '暂无文章',
  pagination,
  newTab,
}: ArticleListProps) {
  if (loading && !items) return <ArticleListSkeleton />;
  if (!items || items.length === 0) return <Empty description={empty} />;
  const target = newTab ? { target: '_blank', rel: 'noopener' } : {};
  return (
    <>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <Link to={articleUrl(item)} className={styles.title} {...target}>
              {item.isPdf && <FilePdfOutlined className={styles.pdf} aria-label="PDF" />}
              {renderTitle ? renderTitle(item) : item.title}
            </Link>
            <p className={styles.summary}>{renderSummary ? renderSummary(item) : item.summary}</p>
            <div className={styles.meta}>
              <span className={styles.column}>{item.columnTitle}</span>
              {item.source && <span>来源：{item.source}</span>}
              <time dateTime={item.publishTime}>{formatDate(item.publishTime)}</time>
              <span>
                <EyeOutlined /> {formatViews(item.viewCount)}
              </span>
            </div>
          </li>
        ))}
      </ul>
      {pagination && pagination.total > pagination.pageSize && (
        <Pagination
          className={styles.pagination}
          align="center"
          current={pagination.page}
          pageSize={pagination.pageSize}
          total={pagination.total}
          showSizeChanger={false}
          onChange={pagination.onChange}
        />
      )}
    </>
  );
}
