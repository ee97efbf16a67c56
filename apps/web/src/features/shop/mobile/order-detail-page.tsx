import { Button, Steps } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useNavigate, useParams } from 'react-router';
import {
  MobileEmpty,
  MobileError,
  MobileLoading,
  MobilePage,
  MobileSpinner,
} from '../../../components/mobile';
import { isApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { formatCountdown, formatDateTime } from '../../../lib/format';
import { useCountdown } from '../../../lib/hooks/use-countdown';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { useOrder } from '../api/order';
import { useParcelTrack } from '../api/parcel-track';
import { PriceBreakdown } from '../components/price-breakdown';
import { orderSteps } from '../lib/order-steps';
import { positiveInt } from '../params';
import { slotLabel } from '../slot-time';
import type { OrderDetail } from '../types';
import { OrderActionButtons, OrderLines, STATE_TONE } from './order-card';
import { useMobileOrderActions } from './use-order-actions';
import { useShopPayment } from './use-shop-payment';
import styles from './shop.module.css';

/**
 * MOrderDetail (/order/{id}): one shop order — its road (下单、支付、发货、签收), goods, address
 * or a coaching seat, amounts as the server computed them, the parcel and its track — with what
 * can be done now (the server says which): 去支付 and 取消订单 while unpaid, 确认收货 once
 * shipped, 删除订单 once closed.
 */
export default function MobileOrderDetailPage() {
  const { id: raw } = useParams();
  const id = positiveInt(raw);
  const user = useCurrentUser();
  let body;
  if (user.isPending) body = <MobileLoading lines={8} />;
  else if (user.isError || !user.data) {
    body = <MobileError title="订单加载失败" onRetry={() => void user.refetch()} />;
  } else if (!id) body = <MobileEmpty title="订单不存在" />;
  else body = <OrderView userId={user.data.id} id={id} />;
  return <MobilePage title="订单详情">{body}</MobilePage>;
}

function OrderView({ userId, id }: { userId: number; id: number }) {
  const navigate = useNavigate();
  const order = useOrder(userId, id);
  // Settling refreshes every shop query, this order included.
  const payment = useShopPayment({ onPaid: () => undefined });
  const actions = useMobileOrderActions({
    pay: payment.pay,
    onDeleted: () => void navigate(mobilePathTo('MOrder'), { replace: true }),
  });

  if (order.isPending) return <MobileLoading lines={8} />;
  if (order.isError) {
    if (isApiError(order.error) && order.error.code === 404) {
      return <MobileEmpty title="订单不存在" description={order.error.message} />;
    }
    return <MobileError title="订单加载失败" onRetry={() => void order.refetch()} />;
  }
  const data = order.data;
  const hasActions = data.canPay || data.canCancel || data.canDelete || data.canConfirm;

  return (
    <div className={hasActions ? styles.withBar : undefined}>
      <section className={styles.stateHead}>
        <strong className={`${styles.bigState} ${STATE_TONE[data.state]}`}>{data.stateText}</strong>
        {data.state === 'closed' && data.closedReason ? (
          <span className={styles.muted}>{data.closedReason}</span>
        ) : null}
        {data.state === 'unpaid' ? <PayDeadline expiresAt={data.expiresAt} /> : null}
      </section>

      <section className={styles.block} aria-label="订单进度">
        <Steps current={-1} className={styles.steps}>
          {orderSteps(data).map((step) => (
            <Steps.Step
              key={step.title}
              title={step.title}
              status={step.status}
              description={step.at ? formatDateTime(step.at).slice(5) : undefined}
            />
          ))}
        </Steps>
      </section>

      {data.address ? (
        <section className={styles.block} aria-labelledby="order-address">
          <h2 id="order-address" className={styles.blockTitle}>
            收货信息
          </h2>
          <p className={styles.addressWho}>
            <strong>{data.address.name}</strong> <span>{data.address.phone}</span>
          </p>
          <p className={styles.addressLine}>
            {data.address.fullAddress}
            {data.address.postcode ? `（邮编 ${data.address.postcode}）` : ''}
          </p>
        </section>
      ) : null}

      {data.booking ? (
        <section className={styles.block} aria-labelledby="order-booking">
          <h2 id="order-booking" className={styles.blockTitle}>
            上课信息
          </h2>
          <dl className={styles.facts}>
            <dt>上课时间</dt>
            <dd>
              {slotLabel(data.booking.startsAt, data.booking.endsAt)}
              {data.booking.released ? '（订单已关闭，名额已释放）' : ''}
            </dd>
            <dt>授课老师</dt>
            <dd>{data.booking.coachName}</dd>
            <dt>上课学员</dt>
            <dd>
              {data.booking.name} {data.booking.phone}
            </dd>
            {data.booking.adviserName ? (
              <>
                <dt>课程顾问</dt>
                <dd>{data.booking.adviserName}</dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}

      {data.shipment ? <Parcel userId={userId} order={data} /> : null}

      <section className={styles.block} aria-labelledby="order-goods">
        <h2 id="order-goods" className={styles.blockTitle}>
          商品信息
        </h2>
        <OrderLines lines={data.lines} />
      </section>

      <section className={styles.block} aria-labelledby="order-amounts">
        <h2 id="order-amounts" className={styles.blockTitle}>
          费用明细
        </h2>
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
        {data.coupon ? <p className={styles.muted}>使用优惠券：{data.coupon.name}</p> : null}
      </section>

      <section className={styles.block} aria-labelledby="order-facts">
        <h2 id="order-facts" className={styles.blockTitle}>
          订单信息
        </h2>
        <dl className={styles.facts}>
          <dt>订单编号</dt>
          <dd data-testid="order-num">{data.orderNum}</dd>
          <dt>下单时间</dt>
          <dd>{formatDateTime(data.createdAt)}</dd>
          {data.paidAt ? (
            <>
              <dt>支付时间</dt>
              <dd>{formatDateTime(data.paidAt)}</dd>
            </>
          ) : null}
          {data.remark ? (
            <>
              <dt>订单备注</dt>
              <dd>{data.remark}</dd>
            </>
          ) : null}
        </dl>
      </section>

      {hasActions ? (
        <div className={styles.actionBar}>
          <OrderActionButtons order={data} actions={actions} />
        </div>
      ) : null}
      {payment.sheet}
      {actions.dialog}
    </div>
  );
}

function PayDeadline({ expiresAt }: { expiresAt: string | null }) {
  const left = useCountdown(expiresAt);
  if (left === null) return null;
  return (
    <span className={styles.deadline}>
      <ClockCircleOutline />
      {left === 0 ? '支付已超时，订单即将关闭' : `剩余支付时间 ${formatCountdown(left)}`}
    </span>
  );
}

/** 物流信息: the carrier, the waybill and the track, newest first (asked of kuaidi100). */
function Parcel({ userId, order }: { userId: number; order: OrderDetail }) {
  const track = useParcelTrack(userId, order.id, order.shipment !== null);
  if (!order.shipment) return null;
  return (
    <section className={styles.block} aria-labelledby="order-track">
      <h2 id="order-track" className={styles.blockTitle}>
        物流信息
      </h2>
      <dl className={styles.facts}>
        <dt>快递公司</dt>
        <dd>{order.shipment.companyName}</dd>
        <dt>运单号</dt>
        <dd>{order.shipment.trackingNumber}</dd>
        {track.data ? (
          <>
            <dt>物流状态</dt>
            <dd>{track.data.stateText}</dd>
          </>
        ) : null}
      </dl>
      {track.isPending ? (
        <MobileSpinner text="物流信息加载中" />
      ) : track.isError ? (
        <p className={styles.muted}>
          物流信息暂时无法获取
          <Button size="mini" fill="none" onClick={() => void track.refetch()}>
            重试
          </Button>
        </p>
      ) : track.data.traces.length === 0 ? (
        <p className={styles.muted}>暂无物流轨迹，请稍后再查看</p>
      ) : (
        <ol className={styles.traces}>
          {track.data.traces.map((trace, index) => (
            <li key={`${trace.time}-${index}`} className={index === 0 ? styles.latest : undefined}>
              <span>
                {trace.location && !trace.context.startsWith('【') ? `【${trace.location}】` : ''}
                {trace.context}
              </span>
              <time className={styles.muted}>{formatDateTime(trace.time)}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
