import { yuan } from '../../../lib/format';
import type { OrderLine } from '../types';
import styles from './order-lines.module.css';

/** The goods of an order or checkout: cover, title, unit price × quantity, line amount. */
export function OrderLines({ lines, compact = false }: { lines: OrderLine[]; compact?: boolean }) {
  return (
    <ul className={`${styles.lines} ${compact ? styles.compact : ''}`}>
      {lines.map((line) => (
        <li key={`${line.kind}-${line.goodsId}`} className={styles.line}>
          {line.cover ? (
            <img
              className={styles.cover}
              src={line.cover}
              width={60}
              height={80}
              alt={`${line.title}封面`}
              loading="lazy"
            />
          ) : (
            <span className={styles.cover} aria-hidden />
          )}
          <div className={styles.title}>{line.title}</div>
          <div className={styles.figures}>
            <span className={styles.unit}>
              {yuan(line.price)} × {line.quantity}
            </span>
            <strong className={styles.amount}>{yuan(line.amount)}</strong>
          </div>
        </li>
      ))}
    </ul>
  );
}
