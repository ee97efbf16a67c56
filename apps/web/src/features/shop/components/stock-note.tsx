import styles from './book-card.module.css';

/** Few copies left: said as 仅剩 N 件, so the buyer knows before the checkout refuses. */
const LOW_STOCK = 10;

/** 售罄 when none is left; the count otherwise. */
export function StockNote({ stock, soldOut }: { stock: number; soldOut: boolean }) {
  if (soldOut || stock <= 0) {
    return <span className={`${styles.stock} ${styles.soldOut}`}>售罄</span>;
  }
  if (stock <= LOW_STOCK) {
    return <span className={`${styles.stock} ${styles.low}`}>仅剩 {stock} 件</span>;
  }
  return <span className={styles.stock}>有货</span>;
}
