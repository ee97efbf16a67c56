import { useLocation, useNavigate, useParams } from 'react-router';
import { MobilePage } from '../../../components/mobile/mobile-page';
import { PagedList } from '../../../components/mobile/paged-list';
import { MobileError } from '../../../components/mobile/states';
import { ChipRow } from '../../../components/mobile/chip-row';
import { useArticlePages } from '../../../lib/api/articles';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { useTags } from '../api/tags';
import { ArticleRow, RowsPlaceholder } from './news-rows';
import styles from './news-mobile.module.css';

const PAGE_SIZE = 20;

/**
 * /tags/{tagId?}: every article carrying a tag, with the most used tags to switch between
 * (the first of them when the address names none). A tag from an article that is not among
 * the most used keeps the name the article showed.
 */
export default function MobileTagsPage() {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const tags = useTags();
  const asked = Number(params.tagId);
  const tagId = Number.isInteger(asked) && asked > 0 ? asked : tags.data?.[0]?.id;
  const current = tags.data?.find((tag) => tag.id === tagId);
  const passedName = (location.state as { tagName?: unknown } | null)?.tagName;
  const name = current?.name ?? (typeof passedName === 'string' ? passedName : null);
  const list = useArticlePages({ tagId, pageSize: PAGE_SIZE }, !!tagId);
  const title = name ? `#${name}` : '标签';

  return (
    <MobilePage title={title} documentTitle={name ? `标签：${name}` : '标签聚合'}>
      <div className={styles.stickyTabs}>
        {tags.data ? (
          <ChipRow
            label="常用标签"
            items={tags.data.map((tag) => ({
              key: tag.id,
              label: `${tag.name}（${tag.articleCount}）`,
            }))}
            activeKey={tagId}
            onSelect={(id) => {
              navigate(mobilePathTo('MTags', { tagId: id }), { replace: true });
              window.scrollTo({ top: 0 });
            }}
          />
        ) : tags.isPending ? (
          <RowsPlaceholder rows={1} />
        ) : null}
      </div>
      {!tagId && tags.isError ? (
        <MobileError onRetry={() => void tags.refetch()} />
      ) : (
        <div className={styles.list}>
          <PagedList
            query={list}
            itemsOf={(page) => page.list}
            emptyText="该标签下暂无文章"
            renderItem={(article) => <ArticleRow key={article.id} article={article} />}
          />
        </div>
      )}
    </MobilePage>
  );
}
