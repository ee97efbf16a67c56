import { yuan } from '../../../lib/format';
import type { CourseCard } from '../types';
import styles from './price-tag.module.css';

type Priced = Pick<CourseCard, 'price' | 'originalPrice' | 'isFree' | 'isVipFree' | 'priceText'>;

/**
 * What a course costs, as the server said it: 免费, or the price with VIP免费 beside it for a
 * course members study free, or the price with the struck-through one.
 */
export function PriceTag({ course, large = false }: { course: Priced; large?: boolean }) {
  const size = large ? styles.large : '';
  if (course.isFree) {
    return <strong className={`${styles.free} ${size}`}>免费</strong>;
  }
  return (
    <span className={styles.priced}>
      <strong className={`${styles.price} ${size}`}>{yuan(course.price)}</strong>
      {course.isVipFree ? (
        <span className={styles.vipFree}>VIP免费</span>
      ) : (
        course.originalPrice && <del className={styles.original}>{yuan(course.originalPrice)}</del>
      )}
    </span>
  );
}
