import { useCurrentUser } from '../../../lib/current-user';
import { useMockExams } from '../api/mock-exam-page';
import type { StateTab } from '../lib/contest-words';
import { ContestCard, ContestCardSkeleton } from './contest-card';
import styles from './contest-list.module.css';
import { PAGE_SIZE, StatePagedList, useStatePage } from './state-paged-list';

const EMPTY_TEXT: Record<StateTab, string> = {
  all: '暂时还没有模考大赛，敬请期待',
  upcoming: '暂无即将开始的模考',
  applying: '暂无正在报名的模考',
  running: '暂无进行中的模考',
  ended: '暂无已结束的模考',
};

/**
 * 模考大赛: the contests by state (the tab and the page live in the address, so a shared link
 * opens the same list), each card with its one action. `examType` narrows to one exam type.
 */
export function ContestList({ examType = '' }: { examType?: string }) {
  const address = useStatePage();
  const { tab, page } = address;
  const { data: user, isPending: userPending } = useCurrentUser();
  const query = {
    page,
    size: PAGE_SIZE,
    ...(tab === 'all' ? {} : { state: tab }),
    ...(examType ? { examType } : {}),
  };
  // `applied` on each card is the viewer's: wait for who is asking before asking.
  const list = useMockExams(query, user?.id ?? 0, !userPending);

  return (
    <StatePagedList
      address={address}
      label="模考大赛"
      className={styles.list}
      tabsClassName={styles.tabs}
      waiting={userPending}
      query={list}
      skeleton={ContestCardSkeleton}
      loadingLabel="模考加载中"
      failedTitle="模考列表加载失败"
      empty={{ description: EMPTY_TEXT[tab] }}
      renderItem={(card) => <ContestCard card={card} />}
    />
  );
}
