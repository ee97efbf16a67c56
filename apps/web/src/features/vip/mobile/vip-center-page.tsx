import { useQueryClient } from '@tanstack/react-query';
import { Button, Result, Skeleton, Tabs } from 'antd-mobile';
import { Msg } from '@shangan/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MobileEmpty, MobileError, MobilePage, MobilePayment } from '../../../components/mobile';
import { ConfirmDialog } from '../../../components/mobile/confirm-dialog';
import { useSendToLogin } from '../../../components/mobile/use-send-to-login';
import { CURRENT_USER_KEY, isVip, useCurrentUser } from '../../../lib/current-user';
import type { UserInfo } from '../../../lib/current-user';
import { formatDate, yuan } from '../../../lib/format';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { notify } from '../../../lib/notifier';
import {
  forgetPendingPayment,
  keepPendingPayment,
  pendingPayment,
} from '../../../lib/payment/pending-payment';
import type { PendingOrder } from '../../../lib/payment/pending-payment';
import { usePaymentWatch } from '../../../lib/payment/use-payment-watch';
import { hasToken } from '../../../lib/session-storage';
import { useCourseAdvisers, useCurrentAdviser } from '../api/course-advisers';
import { useCreateVipOrder } from '../api/create-vip-order';
import { useVipProducts } from '../api/get-vip-products';
import { VIP_KEY } from '../api/vip-keys';
import {
  deducts,
  listTypeOf,
  SETTLE_FAILURE,
  struckPrice,
  tabModeOf,
  VIP_PAYMENT,
} from '../lib/purchase-rules';
import type { RenewMode } from '../lib/purchase-rules';
import type { VipOrder, VipProductGroup } from '../types';
import { chosenPackage, TierPanel } from './tier-panel';
import styles from './vip-center.module.css';

/**
 * MVipCenter: the VIP tiers with their benefits and packages priced by the server for this
 * person, and buying one as on the desktop (new, renew, change, upgrade; the same order
 * endpoint). Paying leaves for the gateway's page (lib/payment/pay-link.ts); the order is kept
 * for this tab, so coming back the page goes on waiting for it (pushed event and polling) and
 * then says 开通成功 with the new expiry. Visitors see the prices and are asked to log in first.
 */
export default function MobileVipCenterPage() {
  const { data: user, isPending: userPending } = useCurrentUser();
  const queryClient = useQueryClient();
  const signedIn = hasToken();
  const [order, setOrder] = useState<PendingOrder | null>(() =>
    signedIn ? pendingPayment('vip') : null,
  );
  const [paid, setPaid] = useState(false);

  usePaymentWatch(order?.id ?? null, VIP_PAYMENT, (state) => {
    forgetPendingPayment('vip');
    if (state !== 1) {
      setOrder(null);
      notify.warning(SETTLE_FAILURE[state]);
      void queryClient.invalidateQueries({ queryKey: VIP_KEY });
      return;
    }
    // 开通成功 shows the new expiry, so the person is reloaded before it is said.
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      queryClient.invalidateQueries({ queryKey: VIP_KEY }),
    ]).finally(() => {
      setOrder(null);
      setPaid(true);
      notify.success(Msg.paySuccess);
    });
  });

  const [askingGiveUp, setAskingGiveUp] = useState(false);
  const giveUp = () => {
    setAskingGiveUp(false);
    forgetPendingPayment('vip');
    setOrder(null);
  };

  let body;
  if (paid) {
    body = <Paid user={user ?? null} />;
  } else if (order) {
    body = (
      <MobilePayment
        order={order}
        returnTo={mobilePathTo('MVipCenter')}
        onCancel={() => setAskingGiveUp(true)}
      />
    );
  } else if (signedIn && userPending) {
    body = <ShopSkeleton />;
  } else {
    body = (
      <Shop
        user={user ?? null}
        onOrdered={(created) => {
          keepPendingPayment('vip', created);
          setOrder(created);
        }}
      />
    );
  }

  return (
    <MobilePage title={order ? '订单支付' : 'VIP会员'}>
      {body}
      <ConfirmDialog
        open={askingGiveUp}
        title="确定要放弃购买吗？"
        content="相遇不易，再考虑考虑吧~"
        confirmText="狠心离开"
        cancelText="继续购买"
        onConfirm={giveUp}
        onCancel={() => setAskingGiveUp(false)}
      />
    </MobilePage>
  );
}

function ShopSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="加载中">
      <Skeleton animated className={styles.skeletonCard} />
      <Skeleton.Title animated />
      <div className={styles.skeletonGrid}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} animated className={styles.skeletonPackage} />
        ))}
      </div>
    </div>
  );
}

/** The member card, the tiers and the pay bar. */
function Shop({
  user,
  onOrdered,
}: {
  user: UserInfo | null;
  onOrdered: (order: VipOrder) => void;
}) {
  const sendToLogin = useSendToLogin();
  const queryClient = useQueryClient();
  // Someone whose paid tier has lapsed (weight 0) buys anew, as the desktop's dialogs decide.
  const isNew = !user || user.weight === 0;
  const [renewMode, setRenewMode] = useState<RenewMode>('renew');
  const products = useVipProducts(listTypeOf(isNew, renewMode), user?.id ?? null);
  const advisers = useCourseAdvisers(user !== null);
  const currentAdviser = useCurrentAdviser(user?.id ?? null);
  const [adviserChoice, setAdviserChoice] = useState<number | null | undefined>(undefined);
  const [tab, setTab] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const createOrder = useCreateVipOrder();

  // The person's own adviser is preselected when the list has them.
  const listedCurrent = advisers.data?.some((a) => a.id === currentAdviser.data?.id)
    ? (currentAdviser.data?.id ?? null)
    : null;
  const adviserId = adviserChoice === undefined ? listedCurrent : adviserChoice;

  if (products.isPending) return <ShopSkeleton />;
  if (products.isError) {
    return <MobileError title="套餐加载失败" onRetry={() => void products.refetch()} />;
  }
  const groups = products.data;
  if (groups.length === 0) return <MobileEmpty title={Msg.noPackages} />;

  // The person's own tier first opens on its tab; visitors and new buyers see the first.
  const ownTier = groups.find((g) => user && g.weight === user.weight);
  const activeKey = tab ?? String(ownTier?.id ?? groups[0]!.id);
  const active = groups.find((g) => String(g.id) === activeKey) ?? groups[0]!;
  const modeOf = (group: VipProductGroup) =>
    user ? tabModeOf(group, user, isNew, renewMode) : ('new' as const);
  const activeMode = modeOf(active);
  const chosenKey = `${active.id}-${activeMode}`;
  const selected =
    activeMode === 'owned'
      ? undefined
      : chosenPackage(active, activeMode, chosen[chosenKey] ?? null);

  const buy = () => {
    if (!selected) return;
    if (!user) {
      sendToLogin();
      return;
    }
    createOrder.mutate(
      { type: selected.orderType, vipProductId: selected.id, dealCustomer: adviserId },
      {
        onSuccess: (created) => {
          void queryClient.invalidateQueries({ queryKey: [...VIP_KEY, 'orders'] });
          onOrdered(created);
        },
      },
    );
  };

  const struck = selected && !deducts(activeMode) ? struckPrice(selected) : null;
  return (
    <>
      <MemberCard user={user} />
      <Tabs
        activeKey={activeKey}
        onChange={setTab}
        className={styles.tabs}
        stretch={groups.length <= 3}
      >
        {groups.map((group) => (
          <Tabs.Tab
            key={String(group.id)}
            title={
              <span className={styles.tabTitle}>
                {group.icon ? <img src={group.icon} alt="" width={20} height={20} /> : null}
                {group.name}
              </span>
            }
          >
            <TierPanel
              group={group}
              mode={modeOf(group)}
              tierName={user?.vip || '钻石会员'}
              selectedId={chosen[`${group.id}-${modeOf(group)}`] ?? null}
              onSelect={(pkg) =>
                setChosen((prev) => ({ ...prev, [`${group.id}-${modeOf(group)}`]: pkg.id }))
              }
              onModeChange={setRenewMode}
              refreshing={products.isFetching}
              advisers={user ? (advisers.data ?? []) : null}
              adviserId={adviserId}
              onAdviserChange={setAdviserChoice}
            />
          </Tabs.Tab>
        ))}
      </Tabs>
      {selected ? (
        <div className={styles.payBar}>
          <div className={styles.amount}>
            应付
            <strong data-testid="pay-amount">{yuan(selected.payAmount)}</strong>
            {struck !== null ? <del>{yuan(struck)}</del> : null}
          </div>
          <Button
            color="primary"
            shape="rounded"
            className={styles.payButton}
            loading={createOrder.isPending}
            onClick={buy}
          >
            {user ? (isNew ? '立即开通' : '立即支付') : '登录后开通'}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** Who is buying: their tier and its expiry, or what VIP brings. */
function MemberCard({ user }: { user: UserInfo | null }) {
  const member = isVip(user);
  return (
    <section className={styles.member}>
      <strong className={styles.memberTitle}>
        {member && user ? user.vip || 'VIP会员' : '开通VIP会员'}
      </strong>
      <span className={styles.memberSub}>
        {member && user
          ? user.expiration_time
            ? `有效期至 ${formatDate(user.expiration_time)}`
            : '体验会员'
          : user
            ? '题库畅练、AI解析无限次，APP与网站通用'
            : '登录后查看为您计算的价格，APP与网站通用'}
      </span>
    </section>
  );
}

/** 开通成功 with the expiry the refreshed user now has. */
function Paid({ user }: { user: UserInfo | null }) {
  const navigate = useNavigate();
  const expiry = user?.expiration_time ? formatDate(user.expiration_time) : null;
  return (
    <div className={styles.paid}>
      <Result
        status="success"
        title="开通成功"
        description={
          expiry ? (
            <span data-testid="new-expiry">
              {user?.vip || 'VIP会员'}有效期至 {expiry}
            </span>
          ) : (
            '会员权益已到账'
          )
        }
      />
      <div className={styles.paidActions}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          onClick={() => void navigate(mobilePathTo('MQuestionBank'))}
        >
          去刷题
        </Button>
        <Button
          block
          shape="rounded"
          size="large"
          onClick={() => void navigate(mobilePathTo('MProfile'))}
        >
          返回我的
        </Button>
      </div>
    </div>
  );
}
