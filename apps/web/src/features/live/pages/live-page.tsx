import { Button, Empty, Pagination, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell/page-shell';
import { ReloadResult } from '../../../components/page-states/page-states';
import { useCurrentUser } from '../../../lib/current-user';
import { useLiveSessions, type LiveSessionsQuery } from '../api/list-live-sessions';
import { useLiveTeaching } from '../api/live-teaching';
import { FilterRows } from '../../../components/filter-rows/filter-rows';
import { LiveCard } from '../components/live-card';
import { useNow } from '../components/start-time';
import { TeachingList } from '../components/teaching-list';
import { oneOf, positiveInt } from '../lib/params';
import styles from './live-page.module.css';

const PAGE_SIZE = 12;

type ScheduleTab = 'today' | 'upcoming' | 'past';
type PageTab = ScheduleTab | 'mine';

const SCHEDULE_TABS: ReadonlyArray<{ key: ScheduleTab; label: string }> = [
  { key: 'today', label: '今天' },
  { key: 'upcoming', label: '即将开始' },
  { key: 'past', label: '往期回放' },
];

/** The values the contract allows; anything else in the address reads as 全部. */
const EXAMS = ['国考', '省考', '选调生', '事业单位'] as const;
const SUBJECTS = ['行测', '申论', '面试', '公基', '选调'] as const;
const asOption = (value: string) => ({ value, label: value });

const EMPTY_WORDS: Record<ScheduleTab, string> = {
  today: '今天没有直播',
  upcoming: '暂时没有即将开始的直播',
  past: '还没有往期回放',
};

function CardsSkeleton() {
  return (
    <div className={styles.grid} aria-busy="true" aria-label="直播加载中">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className={styles.placeholder}>
          <div className={styles.placeholderCover} />
          <div className={styles.placeholderBody}>
            <Skeleton active paragraph={{ rows: 3 }} />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * /live (直播课): the schedule by 今天 / 即将开始 / 往期回放 (each with its count) and by exam and
 * subject, as cards with the state (直播中 pulsing), the online count, and 预约提醒 for classes
 * not started (a visitor logs in first). A teacher also finds 我的直播 with the publish
 * settings. Tab, filters and page are kept in the address.
 */
export default function LivePage() {
  const [params, setParams] = useSearchParams();
  const user = useCurrentUser();
  const viewer = user.data?.id ?? 0;
  const now = useNow();
  const teaching = useLiveTeaching(viewer);
  const teaches = (teaching.data?.list.length ?? 0) > 0;

  const asked = params.get('tab');
  const tab: PageTab =
    asked === 'mine' ? 'mine' : (oneOf(['today', 'upcoming', 'past'], asked) ?? 'today');
  const exam = oneOf(EXAMS, params.get('exam'));
  const subject = oneOf(SUBJECTS, params.get('subject'));
  const page = positiveInt(params.get('page')) ?? 1;
  const query: LiveSessionsQuery = {
    tab: tab === 'mine' ? 'today' : tab,
    page,
    pageSize: PAGE_SIZE,
    ...(exam ? { exam } : {}),
    ...(subject ? { subject } : {}),
  };
  // Waits for who is asking: the reminders shown are the viewer's own. On 我的直播 it still
  // runs, for the other tabs' counts.
  const sessions = useLiveSessions(viewer, query, !user.isPending);

  const update = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { replace: true });
  };

  const counts = sessions.data?.counts;
  const tabs = [
    ...SCHEDULE_TABS.map((item) => ({
      key: item.key,
      label: counts ? `${item.label}（${counts[item.key]}）` : item.label,
    })),
    ...(teaches ? [{ key: 'mine', label: `我的直播（${teaching.data?.list.length ?? 0}）` }] : []),
  ];

  let body;
  if (tab === 'mine') {
    if (teaching.isPending && viewer > 0) body = <CardsSkeleton />;
    else if (!teaches) body = <Empty className={styles.empty} description="您还没有要讲的直播" />;
    else {
      body = (
        <div className={styles.teaching}>
          <TeachingList list={teaching.data?.list ?? []} viewer={viewer} now={now} />
        </div>
      );
    }
  } else if (user.isPending || sessions.isPending) {
    body = <CardsSkeleton />;
  } else if (sessions.isError) {
    body = (
      <ReloadResult
        title="直播加载失败"
        error={sessions.error}
        onReload={() => void sessions.refetch()}
      />
    );
  } else if (sessions.data.list.length === 0) {
    const filtered = exam !== null || subject !== null;
    body = (
      <Empty
        className={styles.empty}
        description={filtered ? '该分类下暂无直播，换个条件试试' : EMPTY_WORDS[tab]}
      >
        {filtered ? (
          <Button onClick={() => update({ exam: null, subject: null, page: null })}>
            清除筛选
          </Button>
        ) : tab === 'today' && (counts?.upcoming ?? 0) > 0 ? (
          <Button type="primary" onClick={() => update({ tab: 'upcoming', page: null })}>
            看看即将开始的直播
          </Button>
        ) : null}
      </Empty>
    );
  } else {
    body = (
      <>
        <div
          className={`${styles.grid} ${sessions.isPlaceholderData ? styles.refreshing : ''}`}
          aria-label="直播列表"
        >
          {sessions.data.list.map((card) => (
            <LiveCard key={card.id} card={card} signedIn={viewer > 0} now={now} />
          ))}
        </div>
        {sessions.data.total > PAGE_SIZE && (
          <Pagination
            className={styles.pagination}
            align="center"
            current={page}
            pageSize={PAGE_SIZE}
            total={sessions.data.total}
            showSizeChanger={false}
            onChange={(next) => update({ page: next === 1 ? null : next })}
          />
        )}
      </>
    );
  }

  return (
    <PageShell title="直播课">
      <p className={styles.lead}>名师直播授课，边看边问；预约提醒不错过，结束后可看回放。</p>
      <Tabs
        className={styles.tabs}
        activeKey={tab}
        items={tabs}
        onChange={(key) => update({ tab: key === 'today' ? null : key, page: null })}
      />
      {tab !== 'mine' && (
        <FilterRows
          rows={[
            { key: 'exam', label: '考试', options: EXAMS.map(asOption), value: exam },
            { key: 'subject', label: '科目', options: SUBJECTS.map(asOption), value: subject },
          ]}
          onChange={(key, value) => update({ [key]: value, page: null })}
        />
      )}
      {body}
    </PageShell>
  );
}
