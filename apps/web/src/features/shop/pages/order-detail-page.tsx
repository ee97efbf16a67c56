import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { PageResult } from '../../../components/page-result/page-result';
import { PageShell } from '../../../components/page-shell/page-shell';
import { isApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { pathTo } from '../../../lib/paths';
import { useOrder } from '../api/order';
import { LoginNeeded } from '../components/login-needed';
import { OrderLines } from '../components/order-lines';
import { OrderStateTag } from '../components/order-state';
import { OrderSteps } from '../components/order-steps';
import { ParcelTrackView } from '../components/parcel-track';
import { PriceBreakdown } from '../components/price-breakdown';
import { formatCountdown, formatDateTime } from '../../../lib/format';
import { useCountdown } from '../../../lib/hooks/use-countdown';
import { useOrderActions } from '../hooks/use-order-actions';
import { usePaymentFlow } from '../hooks/use-payment-flow';
import { positiveInt } from '../params';
import { slotLabel } from '../slot-time';
import type { OrderDetail } from '../types';
import styles from './order-detail-page.module.css';

const TRAIL = [{ title: '我的订单', to: pathTo('Order') }];

/**
 * /orderDetail?id=: one shop order — its road (下单、支付、发货、签收), goods, address (or a
 * coaching order's seat), amounts (with 定金抵扣 when a deposit was deducted) and parcel track,
 * with what can be done now: 去支付 and 取消订单 while unpaid, 确认收货 once shipped, 删除订单
 * once closed. The server says which of these apply.
 */
export default function OrderDetailPage() {
  const { data: user, isPending } = useCurrentUser();
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  let body;
  if (isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (!user) body = <LoginNeeded what="查看订单" />;
  else if (!id) {
    body = (
      <PageResult
        status="404"
        title="订单不存在"
        action={{ label: '查看我的订单', to: pathTo('Order') }}
      />
    );
  } else body = <OrderView userId={user.id} id={id} />;
  return (
    <PageShell title="订单详情" trail={TRAIL}>
      {body}
    </PageShell>
  );
}

function OrderView({ userId, id }: { userId: number; id: number }) {
  const navigate = useNavigate();
  const order = useOrder(userId, id);
  // Settling refreshes every shop query, this order included.
  const payment = usePaymentFlow({ onPaid: () => undefined });
  const actions = useOrderActions({
    pay: payment.pay,
    onDeleted: () => void navigate(pathTo('Order'), { replace: true }),
  });

  if (order.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (order.isError) {
    if (isApiError(order.error) && order.error.code === 404) {
      return (
        <PageResult
          status="404"
          title="订单不存在"
          subTitle={order.error.message}
          action={{ label: '查看我的订单', to: pathTo('Order') }}
        />
      );
    }
    return (
      <Result
        status="warning"
        title="订单加载失败"
        subTitle={order.error.message || '请稍后再试'}
        extra={
          <Button type="primary" onClick={() => void order.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  const data = order.data;

  return (
    <div className={styles.detail}>
      <section className={styles.head}>
        <div className={styles.headFacts}>
          <div className={styles.stateLine}>
            <OrderStateTag state={data.state} text={data.stateText} />
            {data.state === 'unpaid' && <PayDeadline expiresAt={data.expiresAt} />}
          </div>
          <dl className={styles.facts}>
            <dt>订单编号</dt>
            <dd data-testid="order-num">{data.orderNum}</dd>
            <dt>下单时间</dt>
            <dd>{formatDateTime(data.createdAt)}</dd>
            {data.paidAt && (
              <>
                <dt>支付时间</dt>
                <dd>{formatDateTime(data.paidAt)}</dd>
              </>
            )}
          </dl>
        </div>
        <OrderButtons order={data} actions={actions} />
      </section>

      <section className={styles.section} aria-label="订单进度">
        <OrderSteps order={data} />
      </section>

      {data.address && (
        <section className={styles.section} aria-labelledby="order-address">
          <h2 id="order-address" className={styles.heading}>
            收货信息
          </h2>
          <p className={styles.address}>
            <strong>{data.address.name}</strong>
            <span>{data.address.phone}</span>
          </p>
          <p className={styles.addressLine}>
            {data.address.fullAddress}
            {data.address.postcode && `（邮编 ${data.address.postcode}）`}
          </p>
        </section>
      )}

      {data.booking && (
        <section className={styles.section} aria-labelledby="order-booking">
          <h2 id="order-booking" className={styles.heading}>
            上课信息
          </h2>
          <dl className={styles.facts} data-testid="order-booking">
            <dt>上课时间</dt>
            <dd>
              {slotLabel(data.booking.startsAt, data.booking.endsAt)}
              {data.booking.released && '（订单已关闭，名额已释放）'}
            </dd>
            <dt>授课老师</dt>
            <dd>{data.booking.coachName}</dd>
            <dt>上课学员</dt>
            <dd>
              {data.booking.name} {data.booking.phone}
            </dd>
            {data.booking.adviserName && (
              <>
                <dt>课程顾问</dt>
                <dd>{data.booking.adviserName}</dd>
              </>
            )}
          </dl>
        </section>
      )}

      {data.shipment && (
        <section className={styles.section} aria-labelledby="order-track">
          <h2 id="order-track" className={styles.heading}>
            物流信息
          </h2>
          <ParcelTrackView userId={userId} order={data} />
        </section>
      )}

      <section className={styles.section} aria-labelledby="order-goods">
        <h2 id="order-goods" className={styles.heading}>
          商品信息
        </h2>
        <OrderLines lines={data.lines} />
      </section>

      <section className={styles.section} aria-labelledby="order-amounts">
        <h2 id="order-amounts" className={styles.heading}>
          费用明细
        </h2>
        <div className={styles.amounts}>
          <PriceBreakdown
            noShipping={data.address === null && data.freight === '0.00'}
            figures={{
              goods: data.goodsAmount,
              discount: data.discount,
              deposit: data.depositDeduction,
              shipping: data.freight,
              payable: data.payAmount,
            }}
          />
          {data.coupon && <p className={styles.minor}>使用优惠券：{data.coupon.name}</p>}
        </div>
      </section>

      {data.remark && (
        <section className={styles.section} aria-labelledby="order-remark">
          <h2 id="order-remark" className={styles.heading}>
            订单备注
          </h2>
          <p className={styles.remark}>{data.remark}</p>
        </section>
      )}
      {payment.dialog}
    </div>
  );
}

function PayDeadline({ expiresAt }: { expiresAt: string | null }) {
  const left = useCountdown(expiresAt);
  if (left === null) return null;
  return (
    <span className={styles.deadline}>
      <ClockCircleOutlined />
      {left === 0 ? '支付已超时，订单即将关闭' : `剩余支付时间 ${formatCountdown(left)}`}
    </span>
  );
}

function OrderButtons({
  order,
  actions,
}: {
  order: OrderDetail;
  actions: ReturnType<typeof useOrderActions>;
}) {
  return (
    <div className={styles.actions}>
      {order.canPay && (
        <Button type="primary" loading={actions.busy} onClick={() => actions.pay(order.id)}>
          去支付
        </Button>
      )}
      {order.canConfirm && (
        <Button type="primary" onClick={() => actions.confirmReceipt(order.id)}>
          确认收货
        </Button>
      )}
      {order.canCancel && <Button onClick={() => actions.cancel(order.id)}>取消订单</Button>}
      {order.canDelete && (
        <Button danger onClick={() => actions.remove(order.id)}>
          删除订单
        </Button>
      )}
      <LinkButton to={pathTo('Book')}>继续购物</LinkButton>
    </div>
  );
}
