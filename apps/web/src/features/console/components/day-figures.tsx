import { Button, Card, Result, Skeleton, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useDashboard } from '../api/dashboard';
import styles from '../pages/console.module.css';

function Figure({ title, value, note }: { title: string; value: ReactNode; note: ReactNode }) {
  return (
    <Card size="small">
      <Statistic title={title} value={value as string | number} />
      <p className={styles.muted}>{note}</p>
    </Card>
  );
}

/** 今日数据 (administrators): sales, new accounts, practice and the grading backlog. */
export function DayFigures() {
  const dashboard = useDashboard();
  if (dashboard.isError) {
    return (
      <Result
        status="warning"
        title="今日数据加载失败"
        subTitle={dashboard.error.message || '请稍后再试'}
        extra={<Button onClick={() => void dashboard.refetch()}>重新加载</Button>}
      />
    );
  }
  if (!dashboard.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const { today, yesterday, backlog } = dashboard.data;
  return (
    <section aria-label="今日数据" className={styles.figures}>
      <Figure title="今日收入（元）" value={today.revenue} note={`昨日 ${yesterday.revenue} 元`} />
      <Figure
        title="今日订单"
        value={today.shop.count + today.vip.count}
        note={`商城 ${today.shop.count} · 会员 ${today.vip.count} · 昨日 ${yesterday.shop.count + yesterday.vip.count}`}
      />
      <Figure title="新注册用户" value={today.newUsers} note={`昨日 ${yesterday.newUsers} 人`} />
      <Figure
        title="今日做题"
        value={today.answers}
        note={`${today.learners} 位学员；昨日 ${yesterday.answers} 题`}
      />
      <Figure
        title="批改积压"
        value={backlog.shortAnswers + backlog.homework}
        note={`申论 ${backlog.shortAnswers} 份 · 作业 ${backlog.homework} 份`}
      />
    </section>
  );
}
