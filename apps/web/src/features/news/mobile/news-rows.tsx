import type { ArticleSummary } from '@shangan/shared/contracts/news/articles';
import { Skeleton } from 'antd-mobile';
import { ArticleCell } from '../../../components/mobile/article-cell';
import { SectionBlock } from '../../../components/mobile/section-block';
import { useArticles } from '../../../lib/api/articles';
import { formatDate } from '../../../lib/format';
import { mobilePathTo } from '../../../lib/mobile-paths';
import type { ColumnHit } from '../lib/landing-pages';
import styles from './news-mobile.module.css';

/** An article in a mobile list: its title, column and China-time date; opens the article. */
export function ArticleRow({
  article,
  rank,
  showColumn = true,
}: {
  article: Pick<ArticleSummary, 'id' | 'title' | 'columnTitle' | 'publishTime' | 'isPdf'>;
  rank?: number;
  showColumn?: boolean;
}) {
  return (
    <ArticleCell
      to={mobilePathTo('MArticle', { id: article.id })}
      title={article.title}
      rank={rank}
      meta={[
        showColumn && article.columnTitle,
        formatDate(article.publishTime),
        article.isPdf && 'PDF',
      ]}
    />
  );
}

/** Grey lines shaped like a few rows of titles. */
export function RowsPlaceholder({ rows = 5 }: { rows?: number }) {
  return (
    <div className={styles.rowsPlaceholder} aria-busy="true" aria-label="加载中">
      <Skeleton.Paragraph lineCount={rows} animated />
    </div>
  );
}

const SECTION_SIZE = 5;

/** The newest titles of one column, with the way to its full list. */
export function ColumnSection({ hit }: { hit: ColumnHit }) {
  const column = hit.child ?? hit.top;
  const list = useArticles({ columnId: column.id, page: 1, pageSize: SECTION_SIZE });
  return (
    <SectionBlock
      title={column.title}
      more={{ to: mobilePathTo('MArticleList', {}, { columnId: column.id }) }}
    >
      {list.data ? (
        list.data.list.length > 0 ? (
          list.data.list.map((article) => (
            <ArticleRow key={article.id} article={article} showColumn={false} />
          ))
        ) : (
          <p className={styles.none}>该栏目暂无文章</p>
        )
      ) : list.isError ? (
        <button type="button" className={styles.retry} onClick={() => void list.refetch()}>
          加载失败，点击重试
        </button>
      ) : (
        <RowsPlaceholder rows={SECTION_SIZE} />
      )}
    </SectionBlock>
  );
}
