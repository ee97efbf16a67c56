import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ArticleCell } from '../../../components/mobile/article-cell';
import { formatDate } from '../../../lib/format';
import { mobilePathTo } from '../../../lib/mobile-paths';
import type { ArticleSummary, HomeData } from '../types';
import styles from './home-news.module.css';

const SHOWN = 6;

interface NewsGroup {
  key: string;
  title: string;
  articles: ArticleSummary[];
  /** The column its "more" link opens; none for the newest of all columns. */
  columnId?: number;
}

/** 最新 (the newest of every column) first, then each column block of the home data. */
function groupsOf(data: Pick<HomeData, 'headlines' | 'columnBlocks'>): NewsGroup[] {
  const groups: NewsGroup[] = [];
  if (data.headlines.length > 0) {
    groups.push({ key: 'latest', title: '最新', articles: data.headlines });
  }
  for (const block of data.columnBlocks) {
    groups.push({
      key: String(block.column.id),
      title: block.column.title,
      articles: block.articles,
      columnId: block.column.id,
    });
  }
  return groups;
}

/**
 * The newest exam news of the home data, one tab per group. Plain buttons rather than a tabs
 * widget: the home page is the one every visit starts on, so it carries no animation library.
 */
export function HomeNews({ data }: { data: Pick<HomeData, 'headlines' | 'columnBlocks'> }) {
  const groups = groupsOf(data);
  const [activeKey, setActiveKey] = useState(groups[0]?.key);
  const id = useId();
  const active = groups.find((group) => group.key === activeKey) ?? groups[0];
  if (!active) return <p className={styles.empty}>暂无资讯</p>;
  const moreTo = active.columnId
    ? mobilePathTo('MArticleList', {}, { columnId: active.columnId })
    : mobilePathTo('MArticleList');
  return (
    <>
      {groups.length > 1 ? (
        <div className={styles.tabs} role="tablist" aria-label="资讯栏目">
          {groups.map((group) => {
            const selected = group.key === active.key;
            return (
              <button
                key={group.key}
                type="button"
                role="tab"
                id={`${id}-tab-${group.key}`}
                aria-selected={selected}
                aria-controls={`${id}-panel`}
                className={selected ? `${styles.tab} ${styles.active}` : styles.tab}
                onClick={() => setActiveKey(group.key)}
              >
                {group.title}
              </button>
            );
          })}
        </div>
      ) : null}
      <div
        id={`${id}-panel`}
        role={groups.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={groups.length > 1 ? `${id}-tab-${active.key}` : undefined}
      >
        {active.articles.length === 0 ? (
          <p className={styles.empty}>该栏目暂无文章</p>
        ) : (
          active.articles
            .slice(0, SHOWN)
            .map((article) => (
              <ArticleCell
                key={article.id}
                to={mobilePathTo('MArticle', { id: article.id })}
                title={article.title}
                meta={[article.columnTitle, formatDate(article.publishTime)]}
              />
            ))
        )}
        <Link to={moreTo} className={styles.more}>
          查看更多{active.columnId ? active.title : '资讯'}
        </Link>
      </div>
    </>
  );
}
