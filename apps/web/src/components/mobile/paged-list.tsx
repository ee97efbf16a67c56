import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { MobileEmpty, MobileError, MobileLoading } from './states';

interface PagedListProps<Page, Item> {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  /** The items of one page of the answer. */
  itemsOf: (page: Page) => readonly Item[];
  renderItem: (item: Item, index: number) => ReactNode;
  emptyText?: string;
  /** Pull to refresh (on by default). */
  refresh?: boolean;
}

/**
 * A list that grows as it is scrolled and refreshes when pulled down, over a TanStack infinite
 * query: its loading, error and empty states, and "没有更多了" at the end.
 */
export function PagedList<Page, Item>({
  query,
  itemsOf,
  renderItem,
  emptyText = '暂无内容',
  refresh = true,
}: PagedListProps<Page, Item>) {
  if (query.isPending) return <MobileLoading />;
  if (query.isError && !query.data) return <MobileError onRetry={() => void query.refetch()} />;
  const items = (query.data?.pages ?? []).flatMap(itemsOf);
  const body =
    items.length === 0 ? (
      <MobileEmpty title={emptyText} />
    ) : (
      <>
        {items.map(renderItem)}
        <InfiniteScroll
          hasMore={query.hasNextPage}
          loadMore={async () => {
            await query.fetchNextPage({ throwOnError: false });
          }}
        >
          {(hasMore, failed, retry) =>
            failed ? (
              <button type="button" onClick={() => void retry()}>
                加载失败，点击重试
              </button>
            ) : hasMore ? (
              '加载中…'
            ) : (
              '没有更多了'
            )
          }
        </InfiniteScroll>
      </>
    );
  if (!refresh) return body;
  return (
    <PullToRefresh
      onRefresh={async () => {
        await query.refetch();
      }}
    >
      {body}
    </PullToRefresh>
  );
}
