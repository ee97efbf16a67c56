import { Skeleton, Tabs } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { COACHING_SLOT_MAX_DAYS } from '@shangan/shared';
import { ReloadResult } from '../../../components/page-states/page-states';
import { oneOf, positiveInt } from '../../../lib/address-params';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useConsoleCoaching } from '../api/console-coaching';
import { CoachesPanel } from '../components/coaching/coaches-panel';
import { ProductCards } from '../components/coaching/product-cards';
import { SlotsPanel } from '../components/coaching/slots-panel';
import { ListEmpty } from '../components/list-empty';
import styles from './console.module.css';

const TABS = ['slots', 'coaches'] as const;
type CoachingTab = (typeof TABS)[number];

const TAB_NAMES: Record<CoachingTab, string> = {
  slots: '产品与时段',
  coaches: '辅导老师',
};

/** The time now, read again every minute: which times have started or ended. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /admin/coaching: the coaching timetable (辅导档期). Each coaching product as a card — 一对一 or
 * 一对多, 笔试 or 面试, its price and coaches, how many times are still to come and the last —
 * and the chosen one's times (?product=) by China day, with their seats. Staff keep times
 * ahead: a warning shows when learners are about to have none left to book. 编辑产品 changes the
 * chosen product itself (prices, texts, programme, coaches, deposit); the second tab
 * (?tab=coaches) keeps the coaches.
 */
export default function CoachingPage() {
  useDocumentTitle('辅导档期 - 教务后台');
  const [params, setParams] = useSearchParams();
  const products = useConsoleCoaching();
  const now = useNow();
  // A new time takes the length of the last one saved here (two hours before any).
  const [usedMinutes, setUsedMinutes] = useState<number>();
  const list = products.data ?? [];
  const tab: CoachingTab = oneOf(TABS, params.get('tab')) ?? 'slots';
  const wanted = positiveInt(params.get('product'));
  const product = list.find((one) => one.id === wanted) ?? list[0];

  let content;
  if (products.isError) {
    content = (
      <ReloadResult
        title="辅导产品加载失败"
        error={products.error}
        onReload={() => void products.refetch()}
      />
    );
  } else if (!products.data) {
    content = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (!product) {
    content = (
      <ListEmpty
        title="还没有辅导产品"
        hint="商城上架一对一或一对多辅导产品并设置辅导老师后，在这里为它安排时段"
      />
    );
  } else {
    content = (
      <>
        <ProductCards
          products={list}
          chosenId={product.id}
          now={now}
          onChoose={(id) => setParams({ product: String(id) })}
        />
        <SlotsPanel
          key={product.id}
          product={product}
          now={now}
          usedMinutes={usedMinutes}
          onUsedMinutes={setUsedMinutes}
        />
      </>
    );
  }

  const panels: Record<CoachingTab, ReactNode> = {
    slots: (
      <>
        <p className={styles.muted}>
          学员在辅导产品页预约这里安排的时段；时间均为北京时间，只能安排 {COACHING_SLOT_MAX_DAYS}{' '}
          天之内的时段，同一位老师的时段不能重叠。
        </p>
        {content}
      </>
    ),
    coaches: <CoachesPanel products={list} />,
  };

  return (
    <section className={styles.panel}>
      <Tabs
        activeKey={tab}
        // The chosen product stays in the address whichever tab is shown.
        onChange={(key) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            if (key === 'slots') next.delete('tab');
            else next.set('tab', key);
            return next;
          })
        }
        items={TABS.map((key) => ({ key, label: TAB_NAMES[key], children: panels[key] }))}
      />
    </section>
  );
}
