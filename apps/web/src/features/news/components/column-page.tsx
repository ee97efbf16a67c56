import { Breadcrumb } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { ArticleList } from '../../../components/article-list/article-list';
import { PageResult } from '../../../components/page-result/page-result';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { columnUrl, homeUrl } from '../../../lib/paths';
import { useArticles } from '../../../lib/api/articles';
import { useCitySites, useHeadColumns } from '../../../lib/api/columns';
import { resolveColumn } from '../lib/resolve-column';
import { HotSidebar } from './hot-sidebar';
import styles from './news.module.css';

const PAGE_SIZE = 20;

/** A column's article list (TheColumnList, /columnGov, /columnList?columnId=). */
export function ColumnPage({ gov = false }: { gov?: boolean }) {
  const params = useParams();
  const [query, setQuery] = useSearchParams();
  const columns = useHeadColumns();
  const cities = useCitySites();
  const resolved =
    columns.data && cities.data ? resolveColumn(columns.data, cities.data, params, query) : null;
  const page = Math.max(1, Number(query.get('page')) || 1);
  const current = resolved ? (resolved.child ?? resolved.top) : null;
  const list = useArticles(
    {
      columnId: current?.id,
      cityId: resolved?.city?.cityId,
      page,
      pageSize: PAGE_SIZE,
    },
    !!current,
  );
  const cityName = resolved?.city ? `${resolved.city.name}` : '';
  useDocumentTitle(current ? `${cityName}${current.title}` : '栏目');

  if (columns.isLoading || cities.isLoading) {
    return <div className={`page-container ${styles.page}`} />;
  }
  if (!resolved || !current) {
    return (
      <PageResult
        status="404"
        title="栏目不存在"
        subTitle="该栏目可能已调整，您可以回到首页查看最新资讯。"
      />
    );
  }
  const { top, child, city } = resolved;
  const tabs = [
    { ...top, label: '全部' },
    ...top.child.map((item) => ({ ...item, label: item.title })),
  ];
  return (
    <div className={`page-container ${styles.page}`}>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[
          {
            key: 'home',
            title: (
              <Link to={homeUrl(city ? String(city.cityId) : null)}>
                {city ? `${city.name}站` : '首页'}
              </Link>
            ),
          },
          { key: 'top', title: <Link to={columnUrl(top, null, city)}>{top.title}</Link> },
          ...(child ? [{ key: 'child', title: child.title }] : []),
        ]}
      />
      <div className={styles.layout}>
        <main className={styles.main}>
          {top.image && (
            // Sub-columns show their parent's strip; width and height reserve its box before load.
            <img
              className={styles.columnHeader}
              src={top.image}
              alt={`${top.title}栏目`}
              width={1200}
              height={160}
            />
          )}
          <h1 className={styles.heading}>
            {city ? `${city.name} · ` : ''}
            {current.title}
            {gov && <span className={styles.badge}>政府机关</span>}
          </h1>
          <nav className={styles.tabs} aria-label="子栏目">
            {tabs.map((tab) => {
              const active = tab.id === current.id;
              return (
                <Link
                  key={tab.id}
                  to={columnUrl(top, tab.id === top.id ? null : tab, city)}
                  className={active ? `${styles.tab} ${styles.tabActive}` : styles.tab}
                  aria-current={active ? 'page' : undefined}
                >
                  {tab.label}
                </Link>
              );
            })}
          </nav>
          <ArticleList
            items={list.data?.list}
            loading={list.isLoading}
            empty="该栏目暂无文章"
            pagination={
              list.data && {
                page,
                pageSize: PAGE_SIZE,
                total: list.data.total,
                onChange: (next) => {
                  const nextQuery = new URLSearchParams(query);
                  nextQuery.set('page', String(next));
                  setQuery(nextQuery);
                  window.scrollTo({ top: 0 });
                },
              }
            }
          />
        </main>
        <HotSidebar columnId={current.id} {...(city ? { cityId: city.cityId } : {})} />
      </div>
    </div>
  );
}
