import { Button, Empty, Skeleton } from 'antd';
import { Msg, TOP_TIER_WEIGHT } from '@shangan/shared';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useVipProducts } from '../api/get-vip-products';
import { formatDate, yuan } from '../../../lib/format';
import type { VipProductGroup } from '../types';
import { openVipDialogFor } from '../vip-dialog-store';
import { VipBadge } from '../components/vip-badge';
import styles from './vip-rights-page.module.css';

/** The lowest price a tier starts at, for the card's "起" line. */
function fromPrice(group: VipProductGroup): string | null {
  const prices = group.product.map((p) => Number(p.discountAmount ?? p.price));
  if (prices.length === 0) return null;
  return Math.min(...prices).toFixed(2);
}

/**
 * /vipRights: both tiers with their benefits and packages, and the buy button
 * that opens the dialog fitting the person (visitors log in first). The AI analysis prompt's
 * 购买VIP leads here.
 */
export default function VipRightsPage() {
  useDocumentTitle('VIP权益');
  const { data: user } = useCurrentUser();
  const products = useVipProducts(1, user?.id ?? null);
  const buy = () => openVipDialogFor(user);
  const groups = products.data ?? [];
  const memberWeight = user?.weight ?? 0;

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div className="page-container">
          <h1 className={styles.heroTitle}>上岸VIP会员</h1>
          <p className={styles.heroText}>
            题库畅练、AI解析无限次、名师直播与申论批改，一张会员卡陪你备考到上岸
          </p>
          {user && memberWeight > 0 ? (
            <div className={styles.heroMember}>
              <VipBadge weight={user.weight} name={user.vip} icon={user.icon} />
              <span>{formatDate(user.expiration_time)} 到期</span>
              <Button className={styles.heroButton} onClick={buy}>
                {memberWeight >= TOP_TIER_WEIGHT ? '续费会员' : '续费 / 升级'}
              </Button>
            </div>
          ) : (
            <Button size="large" className={styles.heroButton} onClick={buy}>
              立即开通
            </Button>
          )}
        </div>
      </section>

      <div className={`page-container ${styles.body}`}>
        {products.isPending ? (
          <div className={styles.tiers}>
            <Skeleton active paragraph={{ rows: 8 }} className={styles.tier} />
            <Skeleton active paragraph={{ rows: 8 }} className={styles.tier} />
          </div>
        ) : groups.length === 0 ? (
          <Empty className={styles.empty} description={Msg.noPackages} />
        ) : (
          <div className={styles.tiers}>
            {groups.map((group) => (
              <TierCard key={group.id} group={group} memberWeight={memberWeight} onBuy={buy} />
            ))}
          </div>
        )}

        <section className={styles.rules}>
          <h2>会员说明</h2>
          <ol>
            <li>会员权益APP与网站通用，登录同一账号即可使用。</li>
            <li>续费：在当前会员到期日的基础上顺延所购套餐的天数。</li>
            <li>
              套餐变更与升级：当前会员剩余价值按“原套餐价格 ÷ 总天数 ×
              剩余天数”抵扣，新套餐自支付之日起计算有效期；高等级套餐不可变更为低等级套餐。
            </li>
            <li>支持微信、支付宝扫码支付；下单后请尽快支付，超时未支付的订单将自动失效。</li>
            <li>购买时可选择您的课程顾问，顾问将为您提供一对一的备考服务。</li>
          </ol>
        </section>
      </div>
    </div>
  );
}

/** What the card's button does for this person: open, renew, upgrade, or nothing (lower tier). */
function buyLabel(group: VipProductGroup, memberWeight: number): string | null {
  if (memberWeight === 0) return `开通${group.name}`;
  if (group.weight === memberWeight) return '续费';
  return group.weight > memberWeight ? `升级${group.name}` : null;
}

function TierCard({
  group,
  memberWeight,
  onBuy,
}: {
  group: VipProductGroup;
  memberWeight: number;
  onBuy: () => void;
}) {
  const top = group.weight >= TOP_TIER_WEIGHT;
  const current = memberWeight === group.weight;
  const label = buyLabel(group, memberWeight);
  const from = fromPrice(group);
  return (
    <article className={`${styles.tier} ${top ? styles.topTier : styles.vipTier}`}>
      <header className={styles.tierHead}>
        {group.icon && <img src={group.icon} alt="" className={styles.tierIcon} />}
        <div>
          <h2 className={styles.tierName}>
            {group.name}
            {current && <span className={styles.currentTag}>当前等级</span>}
          </h2>
          <span className={styles.shared}>APP与网站通用</span>
        </div>
        {from && (
          <div className={styles.from}>
            <strong>{yuan(from)}</strong>起
          </div>
        )}
      </header>
      <ul className={styles.benefits}>
        {group.benefit.map((benefit) => (
          <li key={benefit.name}>
            <img src={benefit.icon} alt="" />
            {benefit.name}
          </li>
        ))}
      </ul>
      <ul className={styles.packages}>
        {group.product.map((pkg) => (
          <li key={pkg.id}>
            <span className={styles.packageName}>
              {pkg.name}
              {pkg.isActivity && pkg.intro && <em>{pkg.intro}</em>}
            </span>
            <span className={styles.packageExplain}>{pkg.explain}</span>
            <span className={styles.packagePrice}>
              {yuan(pkg.discountAmount ?? pkg.price)}
              {pkg.showOriginPrice && pkg.discountAmount !== null && <del>{yuan(pkg.price)}</del>}
            </span>
          </li>
        ))}
        {group.product.length === 0 && <li className={styles.noPackage}>{Msg.noPackages}</li>}
      </ul>
      <Button
        type="primary"
        size="large"
        block
        className={styles.buy}
        disabled={label === null}
        onClick={onBuy}
      >
        {label ?? '您已是更高等级会员'}
      </Button>
    </article>
  );
}
