import { MobilePage } from '../../../components/mobile/mobile-page';
import { SectionBlock } from '../../../components/mobile/section-block';
import { useHeadColumns } from '../../../lib/api/columns';
import { useWeekHot } from '../api/week-hot';
import { findColumnsByDir, RECOMMEND_COLUMN_DIRS } from '../lib/landing-pages';
import { ArticleRow, ColumnSection, RowsPlaceholder } from './news-rows';
import styles from './news-mobile.module.css';

/**
 * /recommend/{recommendId?}: 精选推荐, the week's most read and the editors' picks of
 * guidance. The id of old links is accepted; like the desktop page, the picks are the same
 * for everyone.
 */
export default function MobileRecommendPage() {
  const hot = useWeekHot();
  const columns = useHeadColumns();
  const sections = columns.data ? findColumnsByDir(columns.data, RECOMMEND_COLUMN_DIRS) : [];
  return (
    <MobilePage title="精选推荐">
      <SectionBlock title="本周最受关注">
        {hot.data ? (
          hot.data.length > 0 ? (
            hot.data.map((article, index) => (
              <ArticleRow key={article.id} article={article} rank={index + 1} />
            ))
          ) : (
            <p className={styles.none}>本周暂无热门文章</p>
          )
        ) : hot.isError ? (
          <button type="button" className={styles.retry} onClick={() => void hot.refetch()}>
            加载失败，点击重试
          </button>
        ) : (
          <RowsPlaceholder rows={8} />
        )}
      </SectionBlock>
      {columns.isPending ? <RowsPlaceholder rows={8} /> : null}
      {sections.map((hit) => (
        <ColumnSection key={(hit.child ?? hit.top).id} hit={hit} />
      ))}
    </MobilePage>
  );
}
