import { Tag } from 'antd';
import type { ConsoleCoachingProduct } from '@shangan/shared/contracts/console/coaching';
import { formatDate, yuan } from '../../../../lib/format';
import styles from './coaching.module.css';
import { runningOut } from './slot-values';

/** 一对一 or 一对多, 笔试 or 面试, and 已下架 for one off sale. */
export function ProductTags({ product }: { product: ConsoleCoachingProduct }) {
  return (
    <span className={styles.tags}>
      <Tag color={product.mode === 'one' ? 'blue' : 'purple'}>{product.modeText}</Tag>
      <Tag color={product.stageText === '面试' ? 'orange' : 'geekblue'}>{product.stageText}</Tag>
      {!product.onSale && <Tag>已下架</Tag>}
    </span>
  );
}

function ProductCard({
  product,
  chosen,
  now,
  onChoose,
}: {
  product: ConsoleCoachingProduct;
  chosen: boolean;
  now: number;
  onChoose: () => void;
}) {
  const coaches = product.coaches.map((coach) => coach.name).join('、');
  return (
    <li>
      <button
        type="button"
        className={chosen ? `${styles.product} ${styles.chosen}` : styles.product}
        aria-pressed={chosen}
        onClick={onChoose}
      >
        <span className={styles.productTitle}>{product.title}</span>
        <ProductTags product={product} />
        <span className={styles.figures}>
          <span className={styles.price}>{yuan(product.price)}</span>
          <span>老师：{coaches || '未设置'}</span>
        </span>
        <span className={styles.figures}>
          <span>未来时段 {product.upcomingSlots}</span>
          <span className={runningOut(product, now) ? styles.soon : undefined}>
            最后时段 {product.lastSlotAt ? formatDate(product.lastSlotAt) : '暂无'}
          </span>
        </span>
      </button>
    </li>
  );
}

/** The coaching products as cards; the chosen one's times show below. */
export function ProductCards({
  products,
  chosenId,
  now,
  onChoose,
}: {
  products: ConsoleCoachingProduct[];
  chosenId: number | undefined;
  now: number;
  onChoose: (id: number) => void;
}) {
  return (
    <ul className={styles.products} aria-label="辅导产品">
      {products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          chosen={product.id === chosenId}
          now={now}
          onChoose={() => onChoose(product.id)}
        />
      ))}
    </ul>
  );
}
