import { Empty, Pagination, Skeleton, Tabs, Tag } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ReloadResult } from '../../../components/page-states/page-states';
import { LinkButton } from '../../../components/link-button/link-button';
import { pathTo } from '../../../lib/paths';
import {
  LIST_TABS,
  STATE_COLORS,
  STATE_LABELS,
  deadlineText,
  mayHandInLate,
  rowAction,
  scoreText,
  tabOf,
  type ListTab,
} from '../lib/words';
import type { HomeworkCounts, HomeworkListItem } from '../types';
import styles from './homework.module.css';

export const PAGE_SIZE = 10;

/**
 * The list's tab and page, kept in the address (?tab=&page=) so a shared link or the way back
 * opens the same list; changes replace the current entry.
 */
export function useTabPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
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

/** One homework of a list: where it belongs, its deadline and state, and what to do next. */
export function HomeworkRow({ item }: { item: HomeworkListItem }) {
  const action = rowAction(item);
  return (
    <article className={styles.row} aria-label={item.title}>
      <div className={styles.rowMain}>
        <Link
          className={styles.rowTitle}
          to={pathTo('HomeworkDetail', {}, { id: item.homeworkId })}
        >
          {item.title}
        </Link>
        <div className={styles.rowMeta}>
          <span>{item.courseTitle}</span>
          <span>{item.lessonTitle}</span>
          <span>
            {item.itemCount}题 · 满分{scoreText(item.totalScore)}分
          </span>
        </div>
        <div className={styles.rowMeta}>
          <span>{deadlineText(item.deadline)}</span>
          {item.overdue && item.state !== 'submitted' && item.state !== 'corrected' && (
            <Tag color="red">已截止</Tag>
          )}
          {mayHandInLate(item) && <Tag color="orange">可补交</Tag>}
        </div>
      </div>
      <div className={styles.rowSide}>
        <Tag color={STATE_COLORS[item.state]}>{STATE_LABELS[item.state]}</Tag>
        {item.state === 'corrected' && item.score !== null && (
          <span className={styles.rowScore} aria-label="得分">
            {scoreText(item.score)}分
          </span>
        )}
        <LinkButton type={action.primary ? 'primary' : 'default'} to={action.to}>
          {action.label}
        </LinkButton>
      </div>
    </article>
  );
}

function RowsSkeleton() {
  return (
    <div aria-busy="true" aria-label="作业加载中">
      <Skeleton active paragraph={{ rows: 2 }} />
      <Skeleton active paragraph={{ rows: 2 }} />
      <Skeleton active paragraph={{ rows: 2 }} />
    </div>
  );
}

const EMPTY_WORDS: Record<ListTab, string> = {
  todo: '没有待完成的作业',
  submitted: '还没有提交过作业',
  corrected: '还没有批改完成的作业',
};

interface HomeworkTabsProps {
  label: string;
  tab: ListTab;
  onTab: (tab: ListTab) => void;
  /** Who is asking is not known yet: the list shows it loading. */
  waiting: boolean;
  query: UseQueryResult<{ list: HomeworkListItem[]; counts: HomeworkCounts; total?: number }>;
  /** Paged lists only. */
  paging?: { page: number; onPage: (page: number) => void };
  /** What an empty tab says, when not the tab's own words. */
  emptyDescription?: string;
  /** What an empty tab offers instead. */
  emptyExtra?: ReactNode;
}

/**
 * A homework list by tab (待完成 / 已提交 / 已批改, each with its count): the rows (the page before
 * dimmed while the next loads) with pages under them, their skeletons, a failed load with
 * 重新加载, or what an empty tab says.
 */
export function HomeworkTabs({
  label,
  tab,
  onTab,
  waiting,
  query,
  paging,
  emptyDescription,
  emptyExtra,
}: HomeworkTabsProps) {
  const counts = query.data?.counts;
  let body;
  if (waiting || query.isPending) {
    body = <RowsSkeleton />;
  } else if (query.isError) {
    body = (
      <ReloadResult
        title="作业加载失败"
        error={query.error}
        onReload={() => void query.refetch()}
      />
    );
  } else if (query.data.list.length === 0) {
    body = <Empty description={emptyDescription ?? EMPTY_WORDS[tab]}>{emptyExtra}</Empty>;
  } else {
    const total = query.data.total ?? query.data.list.length;
    body = (
      <>
        <div className={styles.rows} style={query.isPlaceholderData ? { opacity: 0.6 } : undefined}>
          {query.data.list.map((item) => (
            <HomeworkRow key={item.homeworkId} item={item} />
          ))}
        </div>
        {paging && total > PAGE_SIZE && (
          <Pagination
            className={styles.pagination}
            align="center"
            current={paging.page}
            pageSize={PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={paging.onPage}
          />
        )}
      </>
    );
  }
  return (
    <section aria-label={label}>
      <Tabs
        activeKey={tab}
        items={LIST_TABS.map((item) => ({
          key: item.key,
          label: counts ? `${item.label}（${counts[item.key]}）` : item.label,
        }))}
        onChange={(key) => onTab(key as ListTab)}
      />
      {body}
    </section>
  );
}
