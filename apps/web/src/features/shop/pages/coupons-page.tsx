import { Button, Empty, Pagination, Result, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { PageShell } from '../../../components/page-shell/page-shell';
import { useCurrentUser } from '../../../lib/current-user';
import { pathTo } from '../../../lib/paths';
import { useCoupons } from '../api/coupons';
import { CouponCard } from '../components/coupon-card';
import { formatDateTime } from '../../../lib/format';
import { positiveInt } from '../params';
import type { Coupon, CouponStatus } from '../types';
import styles from './coupons-page.module.css';

const PAGE_SIZE = 10;
const TABS: Array<{ key: CouponStatus; label: string; empty: string }> = [
  { key: 'available', label: '可使用', empty: '暂无可使用的优惠券' },
  { key: 'used', label: '已使用', empty: '暂无已使用的优惠券' },
  { key: 'expired', label: '已过期', empty: '暂无已过期的优惠券' },
];

function statusOf(value: string | null): CouponStatus {
  return TABS.find((tab) => tab.key === value)?.key ?? 'available';
}

/** /personalCenter/coupons: the person's coupons — 可使用, 已使用 and 已过期, with counts. */
export default function CouponsPage() {
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = positiveInt(params.get('page')) ?? 1;
  const coupons = useCoupons(user?.id ?? null, { status, page, pageSize: PAGE_SIZE });
  const counts = coupons.data?.counts;

  const show = (next: { status?: CouponStatus; page?: number }) => {
    const search = new URLSearchParams(params);
    const nextStatus = next.status ?? status;
    if (nextStatus === 'available') search.delete('status');
    else search.set('status', nextStatus);
    if (!next.page || next.page === 1) search.delete('page');
    else search.set('page', String(next.page));
    setParams(search);
  };

  const aside = (coupon: Coupon) =>
    coupon.status === 'available' ? (
      <LinkButton size="small" type="primary" ghost to={pathTo('Book')}>
        去使用
      </LinkButton>
    ) : (
      <span className={styles.stamp}>{coupon.statusText}</span>
    );
  const note = (coupon: Coupon) =>
    coupon.status === 'used' && coupon.usedAt
      ? `${formatDateTime(coupon.usedAt)} 用于订单 ${coupon.orderNum ?? ''}`
      : undefined;

  let list;
  if (!user || coupons.isPending) {
    list = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (coupons.isError) {
    list = (
      <Result
        status="warning"
        title="优惠券加载失败"
        subTitle={coupons.error.message || '请稍后再试'}
        extra={
          <Button type="primary" onClick={() => void coupons.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  } else if (coupons.data.list.length === 0) {
    list = (
      <Empty className={styles.empty} description={TABS.find((tab) => tab.key === status)?.empty} />
    );
  } else {
    list = (
      <>
        <div
          className={`${styles.list} ${coupons.isPlaceholderData ? styles.refreshing : ''}`}
          aria-busy={coupons.isPlaceholderData}
        >
          {coupons.data.list.map((coupon) => (
            <CouponCard
              key={coupon.id}
              coupon={coupon}
              dimmed={coupon.status !== 'available'}
              note={note(coupon)}
              aside={aside(coupon)}
            />
          ))}
        </div>
        {coupons.data.total > PAGE_SIZE && (
          <Pagination
            className={styles.pagination}
            align="center"
            current={page}
            pageSize={PAGE_SIZE}
            total={coupons.data.total}
            showSizeChanger={false}
            onChange={(next) => show({ page: next })}
          />
        )}
      </>
    );
  }

  return (
    <PageShell title="优惠券" bare>
      <Tabs
        className={styles.tabs}
        activeKey={status}
        onChange={(key) => show({ status: statusOf(key), page: 1 })}
        items={TABS.map((tab) => ({
          key: tab.key,
          label: counts ? `${tab.label}（${counts[tab.key]}）` : tab.label,
        }))}
      />
      {list}
    </PageShell>
  );
}
