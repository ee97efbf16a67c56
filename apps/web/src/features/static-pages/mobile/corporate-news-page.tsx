import { HIDDEN_HEADER_COLUMN_TITLE } from '@shangan/shared';
import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { ArticleCell } from '../../../components/mobile/article-cell';
import { MobilePage } from '../../../components/mobile/mobile-page';
import { PagedList } from '../../../components/mobile/paged-list';
import { MobileError, MobileLoading } from '../../../components/mobile/states';
import { RichText } from '../../../components/rich-text/rich-text';
import { useArticlePages } from '../../../lib/api/articles';
import { useHeadColumns } from '../../../lib/api/columns';
import { formatDate } from '../../../lib/format';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { ENTERPRISE_PORTAL_ID } from '../../../lib/paths';
import { usePortalPage } from '../api/portal-page';
import { ENTERPRISE_PAGES } from '../lib/enterprise-pages';
import styles from './corporate-news-page.module.css';

const NEWS = 'news';

/** The company's own news column (企业新闻, kept out of the news tabs elsewhere). */
function CompanyNews({ columnId }: { columnId: number }) {
  const list = useArticlePages({ columnId, pageSize: 20 });
  return (
    <div className={styles.list}>
      <PagedList
        query={list}
        itemsOf={(page) => page.list}
        emptyText="暂无企业新闻"
        renderItem={(article) => (
          <ArticleCell
            key={article.id}
            to={mobilePathTo('MArticle', { id: article.id })}
            title={article.title}
            meta={[article.columnTitle, formatDate(article.publishTime)]}
          />
        )}
      />
    </div>
  );
}

/** One corporate text of the portal (企业文化, 发展历程). */
function PortalText({ portalId, type }: { portalId: number; type: number }) {
  const page = usePortalPage(portalId, type);
  if (page.isError) return <MobileError onRetry={() => void page.refetch()} />;
  if (!page.data) return <MobileLoading lines={10} />;
  return (
    <article className={styles.text}>
      <RichText html={page.data.body} />
    </article>
  );
}

/**
 * /corporateNews: the company pages of the desktop footer (企业文化, 发展历程: the Enterprise
 * page, whose `type` picks one) with the company's news column before them.
 */
export default function MobileCorporateNewsPage() {
  const [query, setQuery] = useSearchParams();
  const columns = useHeadColumns();
  const newsColumn = columns.data?.find((column) => column.title === HIDDEN_HEADER_COLUMN_TITLE);
  const portalId = Number(query.get('id')) || ENTERPRISE_PORTAL_ID;
  const asked = query.get('type') ?? '';
  const portalPage = ENTERPRISE_PAGES.find((page) => String(page.type) === asked);
  // Without a company news column (or before the columns arrive) the first text is shown.
  const active = portalPage
    ? String(portalPage.type)
    : newsColumn || columns.isPending
      ? NEWS
      : String(ENTERPRISE_PAGES[0].type);
  const title = portalPage?.title ?? '企业新闻';

  return (
    <MobilePage title="关于上岸" documentTitle={title}>
      <div className={styles.tabs}>
        <Tabs
          activeKey={active}
          onChange={(key) => {
            const next = new URLSearchParams(query);
            if (key === NEWS) next.delete('type');
            else next.set('type', key);
            setQuery(next, { replace: true });
          }}
        >
          {newsColumn || columns.isPending ? <Tabs.Tab key={NEWS} title="企业新闻" /> : null}
          {ENTERPRISE_PAGES.map((page) => (
            <Tabs.Tab key={String(page.type)} title={page.title} />
          ))}
        </Tabs>
      </div>
      {active === NEWS ? (
        newsColumn ? (
          <CompanyNews columnId={newsColumn.id} />
        ) : columns.isError ? (
          <MobileError onRetry={() => void columns.refetch()} />
        ) : (
          <MobileLoading lines={10} />
        )
      ) : (
        <PortalText portalId={portalId} type={Number(active)} />
      )}
    </MobilePage>
  );
}
