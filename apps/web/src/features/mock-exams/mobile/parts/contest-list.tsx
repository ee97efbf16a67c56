import { useInfiniteQuery } from '@tanstack/react-query';
import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { MobileEmpty, MobileError, PagedList } from '../../../../components/mobile';
import { useCurrentUser } from '../../../../lib/current-user';
import { mockExamKeys } from '../../api/keys';
import { fetchMockExams } from '../../api/mock-exam-page';
import { STATE_TABS, type StateTab } from '../../lib/contest-words';
import { ContestCard, ContestCardSkeleton } from './contest-card';
import styles from './parts.module.css';

const PAGE_SIZE = 10;

const EMPTY_TEXT: Record<StateTab, string> = {
  all: '暂时还没有模考大赛，敬请期待',
  upcoming: '暂无即将开始的模考',
  applying: '暂无正在报名的模考',
  running: '暂无进行中的模考',
  ended: '暂无已结束的模考',
};

export function stateTabOf(value: string | null): StateTab {
  return STATE_TABS.find((tab) => tab.key === value)?.key ?? 'all';
}

/**
 * 模考大赛 by state (the tab lives in the address, ?state=, as on the desktop), growing as it
 * scrolls and refreshed by pulling; `examType` narrows to one exam type.
 */
export function ContestList({ examType = '' }: { examType?: string }) {
  const [params, setParams] = useSearchParams();
  const tab = stateTabOf(params.get('state'));
  const { data: user, isPending: userPending } = useCurrentUser();
  const filter = {
    ...(tab === 'all' ? {} : { state: tab }),
    ...(examType ? { examType } : {}),
  };
  const list = useInfiniteQuery({
    // `applied` on each card is the viewer's: wait for who is asking, and ask again for another.
    queryKey: mockExamKeys.list({ ...filter, list: 'infinite' }, user?.id ?? 0),
    queryFn: ({ pageParam }) => fetchMockExams({ ...filter, page: pageParam, size: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * PAGE_SIZE < last.total ? pages.length + 1 : undefined,
    enabled: !userPending,
    staleTime: 15_000,
  });

  let body;
  if (userPending || list.isPending) {
    body = (
      <div aria-busy="true" aria-label="模考加载中">
        <ContestCardSkeleton />
        <ContestCardSkeleton />
      </div>
    );
  } else if (list.isError && !list.data) {
    body = <MobileError title="模考列表加载失败" onRetry={() => void list.refetch()} />;
  } else if ((list.data.pages[0]?.total ?? 0) === 0) {
    body = <MobileEmpty title={EMPTY_TEXT[tab]} />;
  } else {
    body = (
      <PagedList
        query={list}
        itemsOf={(page) => page.list}
        renderItem={(card) => <ContestCard key={card.id} card={card} />}
      />
    );
  }

  return (
    <section aria-label="模考大赛">
      <Tabs
        activeKey={tab}
        className={styles.tabs}
        onChange={(key) => {
          const next = new URLSearchParams(params);
          if (key === 'all') next.delete('state');
          else next.set('state', key);
          setParams(next, { replace: true });
        }}
      >
        {STATE_TABS.map((item) => (
          <Tabs.Tab key={item.key} title={item.label} />
        ))}
      </Tabs>
      {body}
    </section>
  );
}
