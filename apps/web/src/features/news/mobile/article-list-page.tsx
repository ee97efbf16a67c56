import { HIDDEN_HEADER_COLUMN_TITLE } from '@shangan/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { MobilePage } from '../../../components/mobile/mobile-page';
import { PagedList } from '../../../components/mobile/paged-list';
import { MobileEmpty, MobileError, MobileLoading } from '../../../components/mobile/states';
import { ChipRow } from '../../../components/mobile/chip-row';
import { useArticlePages } from '../../../lib/api/articles';
import { citySitesQuery, useHeadColumns } from '../../../lib/api/columns';
import { resolveColumn } from '../lib/resolve-column';
import type { ColumnNode } from '../types';
import { ArticleRow } from './news-rows';
import styles from './news-mobile.module.css';

const LATEST = 'latest';
const PAGE_SIZE = 20;

function positiveId(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * /article?columnId=: the news by column. The top columns are the tabs (最新 first: every
 * column together), a column's sub-columns the chips under them; the list grows as it is
 * scrolled and refreshes when pulled. The column is kept in the address (columnId, or id as
 * the desktop column list's links have it), so a shared link opens the same list.
 */
export default function MobileArticleListPage() {
  const [query, setQuery] = useSearchParams();
  const columns = useHeadColumns();
  const cityId = positiveId(query.get('cityId'));
  const cities = useQuery({ ...citySitesQuery, enabled: !!cityId });
  const asked = positiveId(query.get('columnId')) ?? positiveId(query.get('id'));
  const resolved =
    columns.data && asked ? resolveColumn(columns.data, cities.data ?? [], {}, query) : null;
  const city = resolved?.city ?? cities.data?.find((item) => item.cityId === cityId) ?? null;
  const current = resolved ? (resolved.child ?? resolved.top) : null;
  const list = useArticlePages(
    { columnId: current?.id, cityId: city?.cityId, pageSize: PAGE_SIZE },
    !!columns.data && (!asked || !!current) && (!cityId || !cities.isPending),
  );

  // 企业新闻 is not a tab (as in the desktop header) unless a link asked for it.
  const tabs: ColumnNode[] = (columns.data ?? []).filter(
    (column) => column.title !== HIDDEN_HEADER_COLUMN_TITLE || column.id === resolved?.top.id,
  );
  const activeTab = resolved ? String(resolved.top.id) : LATEST;
  const pageTitle = `${city ? `${city.name} · ` : ''}${current?.title ?? '考试资讯'}`;

  const show = (columnId: number | null) => {
    const next = new URLSearchParams();
    if (columnId) next.set('columnId', String(columnId));
    if (cityId) next.set('cityId', String(cityId));
    setQuery(next, { replace: true });
    window.scrollTo({ top: 0 });
  };

  if (columns.isError) {
    return (
      <MobilePage title="考试资讯">
        <MobileError onRetry={() => void columns.refetch()} />
      </MobilePage>
    );
  }
  if (columns.isPending) {
    return (
      <MobilePage title="考试资讯">
        <MobileLoading lines={10} />
      </MobilePage>
    );
  }
  if (asked && !resolved) {
    return (
      <MobilePage title="考试资讯" documentTitle="栏目不存在">
        <MobileEmpty title="栏目不存在" description="该栏目可能已调整，看看最新资讯吧">
          <Button color="primary" size="small" onClick={() => show(null)}>
            查看最新资讯
          </Button>
        </MobileEmpty>
      </MobilePage>
    );
  }

  return (
    <MobilePage title={city ? `${city.name} · 考试资讯` : '考试资讯'} documentTitle={pageTitle}>
      <div className={styles.stickyTabs}>
        <Tabs
          activeKey={activeTab}
          onChange={(key) => show(key === LATEST ? null : Number(key))}
          style={{ '--title-font-size': '15px' }}
        >
          <Tabs.Tab key={LATEST} title="最新" />
          {tabs.map((column) => (
            <Tabs.Tab key={String(column.id)} title={column.title} />
          ))}
        </Tabs>
        {resolved && resolved.top.child.length > 0 ? (
          <ChipRow
            label="子栏目"
            items={[{ id: resolved.top.id, title: '全部' }, ...resolved.top.child].map((item) => ({
              key: item.id,
              label: item.title,
            }))}
            activeKey={current?.id}
            onSelect={show}
          />
        ) : null}
      </div>
      <div className={styles.list}>
        <PagedList
          query={list}
          itemsOf={(page) => page.list}
          emptyText={current ? '该栏目暂无文章' : '暂无资讯'}
          renderItem={(article) => (
            <ArticleRow key={article.id} article={article} showColumn={!resolved?.child} />
          )}
        />
      </div>
    </MobilePage>
  );
}
