import { Button, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { Link, useMatches } from 'react-router';
import { PageShell } from '../../../components/page-shell/page-shell';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { yuan } from '../../../lib/format';
import { notify } from '../../../lib/notifier';
import { pathTo } from '../../../lib/paths';
import { useCoachingProduct, useCoachingSlots } from '../api/coaching';
import { CoachCard } from '../components/coach-card';
import { CoursePurchaseDialog } from '../components/course-purchase-dialog';
import { Programme } from '../components/programme';
import { SlotPicker } from '../components/slot-picker';
import { openCourseDialog, registrationOf } from '../course-dialog-store';
import { slotLabel } from '../slot-time';
import type { CoachingProduct, CoachingSlot, CoachingType } from '../types';
import styles from './coaching-page.module.css';

/** The four rows of the route table that show this page, and the product each sells. */
const TYPE_OF_ROUTE: Record<string, CoachingType> = {
  Ydybs: 'ydybs',
  Ydyms: 'ydyms',
  Yddbs: 'yddbs',
  Yddms: 'yddms',
};

const TITLES: Record<CoachingType, string> = {
  ydybs: '一对一笔试辅导',
  ydyms: '一对一面试辅导',
  yddbs: '一对多笔试辅导',
  yddms: '一对多面试辅导',
};

/**
 * /ydybs, /ydyms, /yddbs and /yddms (and their /ydy/…, /ydd/… duplicates): one page fed by the
 * matched route's type. The product's programme, coaches and price, the slot picker by day with
 * the seats left, and 立即购买, which opens the course-purchase dialog over the page.
 */
export default function CoachingPage() {
  // A duplicate path's route id is '<id>@<path>'.
  const routeId = useMatches().at(-1)?.id.split('@')[0] ?? '';
  const type = TYPE_OF_ROUTE[routeId] ?? 'ydybs';
  // Keyed by type: each product starts with its own choices.
  return <Coaching key={type} type={type} />;
}

function Coaching({ type }: { type: CoachingType }) {
  const product = useCoachingProduct(type);
  const title = product.data?.title ?? TITLES[type];
  let body;
  if (product.isPending) body = <Skeleton active paragraph={{ rows: 12 }} />;
  else if (product.isError) {
    body = (
      <Result
        status="warning"
        title="课程加载失败"
        subTitle={product.error.message || '请稍后再试'}
        extra={
          <Button type="primary" onClick={() => void product.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  } else body = <ProductView product={product.data} />;
  return <PageShell title={title}>{body}</PageShell>;
}

function ProductView({ product }: { product: CoachingProduct }) {
  const { data: user } = useCurrentUser();
  const slots = useCoachingSlots(product.type);
  const [slotId, setSlotId] = useState<number | null>(null);
  // The chosen slot as the server last counted it (it may have filled up meanwhile).
  const slot = slots.data?.find((s) => s.id === slotId && s.bookable) ?? null;

  const buy = () => {
    if (!user) {
      openAuthDialog('login');
      return;
    }
    if (!slot) {
      notify.warning('请先选择上课时间');
      const picker = document.getElementById('coaching-slots');
      // Not every browser (nor jsdom) scrolls an element into view.
      if (picker && typeof picker.scrollIntoView === 'function') {
        picker.scrollIntoView({ behavior: 'smooth' });
      }
      return;
    }
    openCourseDialog(
      {
        goodsId: product.goodsId,
        slotId: slot.id,
        depositId: null,
        title: product.title,
        slotText: `${slotLabel(slot.startsAt, slot.endsAt)} · ${slot.coachName}`,
      },
      registrationOf(user),
      user.id,
    );
  };

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-label="课程概要">
        <div className={styles.tags}>
          <Tag color="orange">{product.modeText}</Tag>
          <Tag color="blue">{product.stageText}</Tag>
          <span className={styles.sales}>已售 {product.sales}</span>
        </div>
        <p className={styles.subtitle}>{product.subtitle}</p>
        <dl className={styles.facts}>
          <dt>课程安排</dt>
          <dd>
            {product.sessionCount}次课 · 共{Math.round(product.totalMinutes / 60)}小时
          </dd>
          <dt>班型</dt>
          <dd>
            {product.mode === 'one' ? '一对一，专属授课' : `小班，每班最多${product.classSize}人`}
          </dd>
          <dt>授课老师</dt>
          <dd>{product.coaches.map((c) => c.name).join('、')}</dd>
        </dl>
        <BuyBox product={product} slot={slot} onBuy={buy} />
      </section>

      <section className={styles.section} aria-labelledby="coaching-intro">
        <h2 id="coaching-intro" className={styles.heading}>
          课程介绍
        </h2>
        {product.intro.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
        <div className={styles.lists}>
          <div>
            <h3 className={styles.subheading}>课程亮点</h3>
            <ul className={styles.list}>
              {product.highlights.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className={styles.subheading}>适合人群</h3>
            <ul className={styles.list}>
              {product.suits.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="coaching-programme">
        <h2 id="coaching-programme" className={styles.heading}>
          课程安排
        </h2>
        <Programme sessions={product.programme} />
      </section>

      <section className={styles.section} aria-labelledby="coaching-coaches">
        <h2 id="coaching-coaches" className={styles.heading}>
          授课老师
        </h2>
        <div className={styles.coaches}>
          {product.coaches.map((coach) => (
            <CoachCard key={coach.id} coach={coach} />
          ))}
        </div>
      </section>

      <section id="coaching-slots" className={styles.section} aria-labelledby="coaching-slot-title">
        <h2 id="coaching-slot-title" className={styles.heading}>
          选择{product.mode === 'one' ? '首次上课' : '开班'}时间
        </h2>
        {slots.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : slots.isError ? (
          <Button onClick={() => void slots.refetch()}>时间加载失败，点击重试</Button>
        ) : (
          <SlotPicker
            slots={slots.data}
            value={slot?.id ?? null}
            mode={product.mode}
            onChange={(chosen) => setSlotId(chosen.id)}
          />
        )}
        <BuyBox product={product} slot={slot} onBuy={buy} compact />
      </section>

      {user && <CoursePurchaseDialog userId={user.id} />}
    </div>
  );
}

interface BuyBoxProps {
  product: CoachingProduct;
  slot: CoachingSlot | null;
  onBuy: () => void;
  /** Under the slot picker: the chosen time and the button only. */
  compact?: boolean;
}

function BuyBox({ product, slot, onBuy, compact = false }: BuyBoxProps) {
  return (
    <div className={styles.buy}>
      <div className={styles.price}>
        {!compact && <span className={styles.priceLabel}>价格</span>}
        <strong data-testid="coaching-price">{yuan(product.price)}</strong>
        {product.originalPrice && <del>{yuan(product.originalPrice)}</del>}
        {slot && (
          <span className={styles.chosen} data-testid="chosen-slot">
            已选：{slotLabel(slot.startsAt, slot.endsAt)} {slot.coachName}
          </span>
        )}
      </div>
      <div className={styles.buyActions}>
        {!compact && product.deposit && (
          <Link
            className={styles.depositLink}
            to={pathTo('DepositOrder', {}, { id: product.deposit.goodsId })}
          >
            先付定金{yuan(product.deposit.price)}，报名抵{yuan(product.deposit.deduct)}
          </Link>
        )}
        <Button
          type="primary"
          size="large"
          className={styles.buyButton}
          disabled={!product.onSale}
          onClick={onBuy}
        >
          {product.onSale ? '立即购买' : '暂停销售'}
        </Button>
      </div>
    </div>
  );
}
