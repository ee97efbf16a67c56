import { Alert, Button, Result, Skeleton, Steps } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { PageResult } from '../../../components/page-result/page-result';
import { PageShell } from '../../../components/page-shell/page-shell';
import { isApiError } from '../../../lib/api';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { useCurrentUser, type UserInfo } from '../../../lib/current-user';
import { formatDateTime, yuan } from '../../../lib/format';
import { pathTo } from '../../../lib/paths';
import { useCoachingSlots } from '../api/coaching';
import { useCreateDepositOrder, useDeposit, useDeposits } from '../api/deposits';
import { usePayOrder } from '../api/pay-order';
import { CoursePurchaseDialog } from '../components/course-purchase-dialog';
import { PriceBreakdown } from '../components/price-breakdown';
import { SlotPicker } from '../components/slot-picker';
import { openCourseDialog, registrationOf } from '../course-dialog-store';
import { usePaymentFlow } from '../hooks/use-payment-flow';
import { positiveInt } from '../params';
import { slotLabel } from '../slot-time';
import type { CoachingType, CreatedShopOrder, DepositOffer, DepositState } from '../types';
import styles from './deposit-order-page.module.css';

const TITLE = '定金订单';

const PAGE_OF_TYPE = {
  ydybs: 'Ydybs',
  ydyms: 'Ydyms',
  yddbs: 'Yddbs',
  yddms: 'Yddms',
} as const satisfies Record<CoachingType, string>;

/** Where the person is on the deposit's road: 支付定金 → 支付尾款 → 完成. */
const STEP_OF_STATE: Record<DepositState | 'none', number> = {
  none: 0,
  unpaid: 0,
  paid: 1,
  held: 1,
  used: 2,
};

/**
 * /depositOrder?id=: a deposit (定金) — what it is for and what it takes off — paid now through
 * the shop's QR payment step, then the balance paid with the deposit deducted: for a coaching
 * product, a slot picked here and the course-purchase dialog, whose price the server computes
 * with 定金抵扣. Without an id, every deposit on sale.
 */
export default function DepositOrderPage() {
  const { data: user, isPending } = useCurrentUser();
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  let body;
  if (isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (id) body = <DepositView goodsId={id} user={user ?? null} />;
  else body = <DepositList userId={user?.id ?? null} />;
  return <PageShell title={TITLE}>{body}</PageShell>;
}

function DepositList({ userId }: { userId: number | null }) {
  const deposits = useDeposits(userId);
  if (deposits.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (deposits.isError || deposits.data.length === 0) {
    return <Result status="info" title="暂无可预付定金的课程" />;
  }
  return (
    <ul className={styles.offers}>
      {deposits.data.map((offer) => (
        <li key={offer.goodsId}>
          <Link className={styles.offer} to={pathTo('DepositOrder', {}, { id: offer.goodsId })}>
            <span className={styles.offerTitle}>{offer.title}</span>
            <span className={styles.offerNote}>
              定金 {yuan(offer.price)}，抵扣 {yuan(offer.deduct)}
            </span>
            {offer.mine && <span className={styles.offerState}>{offer.mine.stateText}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function DepositView({ goodsId, user }: { goodsId: number; user: UserInfo | null }) {
  const deposit = useDeposit(user?.id ?? null, goodsId);
  if (deposit.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (deposit.isError) {
    if (isApiError(deposit.error) && deposit.error.code === 404) {
      return (
        <PageResult
          status="404"
          title="定金商品不存在"
          subTitle={deposit.error.message}
          action={{ label: '查看全部定金商品', to: pathTo('DepositOrder') }}
        />
      );
    }
    return (
      <Result
        status="warning"
        title="加载失败"
        subTitle={deposit.error.message || '请稍后再试'}
        extra={
          <Button type="primary" onClick={() => void deposit.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  const offer = deposit.data;
  const state = offer.mine?.state ?? 'none';
  const target = offer.target;
  return (
    <div className={styles.view}>
      <section className={styles.card} aria-label="定金">
        <div className={styles.cardMain}>
          <h2 className={styles.title}>{offer.title}</h2>
          <p className={styles.subtitle}>{offer.subtitle}</p>
          <div className={styles.amounts}>
            <span>
              定金 <strong data-testid="deposit-price">{yuan(offer.price)}</strong>
            </span>
            <span className={styles.arrow}>→</span>
            <span>
              抵扣 <strong data-testid="deposit-deduct">{yuan(offer.deduct)}</strong>
            </span>
          </div>
        </div>
        <div className={styles.target}>
          {target.cover.url && (
            <img
              className={styles.cover}
              src={target.cover.url}
              width={target.cover.width || 160}
              height={target.cover.height || 120}
              alt={target.title}
            />
          )}
          <div className={styles.targetText}>
            <span className={styles.targetLabel}>用于购买</span>
            {target.coachingType ? (
              <Link to={pathTo(PAGE_OF_TYPE[target.coachingType])}>{target.title}</Link>
            ) : (
              <span>{target.title}</span>
            )}
            <span className={styles.targetPrice}>
              原价 {yuan(target.price)}，定金抵扣后尾款 {yuan(target.balance)}
            </span>
          </div>
        </div>
      </section>

      <Steps
        className={styles.steps}
        size="small"
        current={STEP_OF_STATE[state]}
        status={state === 'used' ? 'finish' : 'process'}
        items={[{ title: '支付定金' }, { title: '支付尾款' }, { title: '完成' }]}
      />

      <section className={styles.action} aria-label="当前进度">
        <NextStep offer={offer} user={user} />
      </section>

      <section aria-labelledby="deposit-about">
        <h2 id="deposit-about" className={styles.heading}>
          定金说明
        </h2>
        {offer.intro.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
        <ul className={styles.rules}>
          {offer.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>

      {user && <CoursePurchaseDialog userId={user.id} />}
    </div>
  );
}

/** What can be done now, by where the person stands with the deposit. */
function NextStep({ offer, user }: { offer: DepositOffer; user: UserInfo | null }) {
  // Settling refreshes every shop query, this deposit's state included.
  const payment = usePaymentFlow({ onPaid: () => undefined });
  return (
    <>
      <NextAction offer={offer} user={user} pay={payment.pay} />
      {payment.dialog}
    </>
  );
}

interface NextActionProps {
  offer: DepositOffer;
  user: UserInfo | null;
  /** Opens the QR payment step of a deposit order. */
  pay: (order: CreatedShopOrder) => void;
}

function NextAction({ offer, user, pay }: NextActionProps) {
  const createOrder = useCreateDepositOrder();
  const payOrder = usePayOrder();
  const mine = offer.mine;

  if (!user) {
    return (
      <div className={styles.row}>
        <span>登录后即可支付定金</span>
        <Button type="primary" className={styles.primary} onClick={() => openAuthDialog('login')}>
          立即登录
        </Button>
      </div>
    );
  }
  if (!mine) {
    return (
      <div className={styles.row}>
        <span>
          支付定金 <strong className={styles.red}>{yuan(offer.price)}</strong>，购买时抵扣{' '}
          {yuan(offer.deduct)}
        </span>
        <Button
          type="primary"
          className={styles.primary}
          disabled={!offer.onSale}
          loading={createOrder.isPending}
          onClick={() => createOrder.mutate(offer.goodsId, { onSuccess: pay })}
        >
          支付定金
        </Button>
      </div>
    );
  }
  if (mine.state === 'unpaid') {
    return (
      <div className={styles.row}>
        <span>
          定金订单待支付{mine.expiresAt && `，请于 ${formatDateTime(mine.expiresAt)} 前完成支付`}
        </span>
        <span className={styles.buttons}>
          <LinkButton to={pathTo('OrderDetail', {}, { id: mine.orderId })}>查看订单</LinkButton>
          <Button
            type="primary"
            className={styles.primary}
            loading={payOrder.isPending}
            onClick={() => payOrder.mutate(mine.orderId, { onSuccess: pay })}
          >
            继续支付
          </Button>
        </span>
      </div>
    );
  }
  if (mine.state === 'paid') return <PayBalance offer={offer} user={user} depositId={mine.id} />;
  const balanceOrder = mine.balanceOrderId;
  return (
    <div className={styles.row}>
      <span data-testid="deposit-state">
        {mine.state === 'held'
          ? '尾款订单已提交，定金已抵扣，请尽快支付尾款'
          : '尾款已支付，定金已抵扣'}
      </span>
      {balanceOrder && (
        <LinkButton type="primary" to={pathTo('OrderDetail', {}, { id: balanceOrder })}>
          {mine.state === 'held' ? '去支付尾款' : '查看订单'}
        </LinkButton>
      )}
    </div>
  );
}

/** 支付尾款: for a coaching product, its slot picked here, then the purchase dialog. */
function PayBalance({
  offer,
  user,
  depositId,
}: {
  offer: DepositOffer;
  user: UserInfo;
  depositId: number;
}) {
  const type = offer.target.coachingType;
  const slots = useCoachingSlots(type);
  const [slotId, setSlotId] = useState<number | null>(null);
  const slot = slots.data?.find((s) => s.id === slotId && s.bookable) ?? null;
  if (!type) {
    return <Alert type="info" showIcon title="定金已支付，请联系客服完成尾款支付" />;
  }
  return (
    <div className={styles.balance}>
      <p className={styles.lead} data-testid="deposit-state">
        定金已支付，选择{type.startsWith('ydy') ? '首次上课' : '开班'}时间后支付尾款
      </p>
      {slots.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <SlotPicker
          slots={slots.data ?? []}
          value={slot?.id ?? null}
          mode={type.startsWith('ydy') ? 'one' : 'group'}
          onChange={(chosen) => setSlotId(chosen.id)}
        />
      )}
      <div className={styles.balanceFoot}>
        <div className={styles.breakdown}>
          <PriceBreakdown
            noShipping
            figures={{
              goods: offer.target.price,
              discount: '0.00',
              deposit: offer.deduct,
              shipping: '0.00',
              payable: offer.target.balance,
            }}
          />
          <p className={styles.note}>如有可用优惠券，可在下一步选择</p>
        </div>
        <Button
          type="primary"
          size="large"
          className={styles.primary}
          disabled={!slot}
          onClick={() => {
            if (!slot) return;
            openCourseDialog(
              {
                goodsId: offer.target.goodsId,
                slotId: slot.id,
                depositId,
                title: offer.target.title,
                slotText: `${slotLabel(slot.startsAt, slot.endsAt)} · ${slot.coachName}`,
              },
              registrationOf(user),
              user.id,
            );
          }}
        >
          {slot ? '支付尾款' : '请先选择时间'}
        </Button>
      </div>
    </div>
  );
}
