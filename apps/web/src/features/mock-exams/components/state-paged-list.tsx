import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Pagination, Tabs } from 'antd';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ReloadResult } from '../../../components/page-states/page-states';
import { STATE_TABS, type StateTab } from '../lib/contest-words';
import styles from './state-paged-list.module.css';

export const PAGE_SIZE = 10;

function tabOf(value: string | null): StateTab {
  return STATE_TABS.find((tab) => tab.key === value)?.key ?? 'all';
}

/**
 * A contest list's state tab and page, kept in the address (?state=&page=) so that a shared link
 * opens the same list; `update` changes them in place of the current entry.
 */
export function useStatePage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('state'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  return { tab, page, update };
}

interface StatePagedListProps<T> {
  /** From `useStatePage`, which the list's query was built with. */
  address: ReturnType<typeof useStatePage>;
  /** The section's accessible name. */
  label: string;
  className?: string;
  tabsClassName?: string;
  /** Who is asking is not known yet: the query waits for it, the list shows it loading. */
  waiting: boolean;
  query: UseQueryResult<{ list: T[]; total: number }>;
  /** One entry's shape while the list loads (three are shown). */
  skeleton: ComponentType;
  loadingLabel: string;
  failedTitle: string;
  /** What an empty tab says, and what it offers instead. */
  empty: { description: string; extra?: ReactNode };
  renderItem: (item: T) => ReactNode;
}

/**
 * A list of contests by state: the state tabs, then the entries (the page before dimmed while
 * the next one loads) with pages under them, or their skeletons, a failed load with
 * 重新加载, or the empty tab's words.
 */
export function StatePagedList<T extends { id: number }>({
  address: { tab, page, update },
  label,
  className,
  tabsClassName,
  waiting,
  query,
  skeleton: Skeleton,
  loadingLabel,
  failedTitle,
  empty,
  renderItem,
}: StatePagedListProps<T>) {
  let body;
  if (waiting || query.isPending) {
    body = (
      <div aria-busy="true" aria-label={loadingLabel}>
        <Skeleton />
        <Skeleton />
        <Skeleton />
      </div>
    );
  } else if (query.isError) {
    body = (
      <ReloadResult title={failedTitle} error={query.error} onReload={() => void query.refetch()} />
    );
  } else if (query.data.list.length === 0) {
    body = (
      <Empty className={styles.empty} description={empty.description}>
        {empty.extra}
      </Empty>
    );
  } else {
    body = (
      <>
        <div className={query.isPlaceholderData ? styles.refreshing : undefined}>
          {query.data.list.map((item) => (
            <Fragment key={item.id}>{renderItem(item)}</Fragment>
          ))}
        </div>
        {query.data.total > PAGE_SIZE && (
          <Pagination
            className={styles.pagination}
            align="center"
            current={page}
            pageSize={PAGE_SIZE}
            total={query.data.total}
            showSizeChanger={false}
            onChange={(next) => update({ page: next === 1 ? null : String(next) })}
          />
        )}
      </>
    );
  }

  return (
    <section className={className} aria-label={label}>
      <Tabs
        className={tabsClassName}
        activeKey={tab}
        items={STATE_TABS.map((item) => ({ key: item.key, label: item.label }))}
        onChange={(key) => update({ state: key === 'all' ? null : key, page: null })}
      />
      {body}
    </section>
  );
}
