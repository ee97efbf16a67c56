import { Link } from 'react-router';
import { yuan } from '../../../lib/format';
import type { BookListItem } from '../types';
import styles from './book-card.module.css';
import { StockNote } from './stock-note';

interface BookCardProps {
  book: BookListItem;
  /** Where the card leads: the same list with this book's detail open. */
  to: string;
}

/**
 * One book of the list: the cover at its stored size (the width and height attributes reserve
 * its box before it arrives, so nothing below it moves), title, price and stock.
 */
export function BookCard({ book, to }: BookCardProps) {
  const soldOut = book.soldOut || book.stock <= 0;
  return (
    <Link to={to} className={`${styles.card} ${soldOut ? styles.cardSoldOut : ''}`}>
      <div className={styles.coverBox}>
        <img
          className={styles.cover}
          src={book.cover.url}
          width={book.cover.width}
          height={book.cover.height}
          alt={`${book.title}封面`}
          loading="lazy"
          decoding="async"
        />
        {soldOut && <span className={styles.soldOutMark}>售罄</span>}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{book.title}</h3>
        {book.subtitle && <p className={styles.subtitle}>{book.subtitle}</p>}
        <div className={styles.priceRow}>
          <strong className={styles.price}>{yuan(book.price)}</strong>
          {book.originalPrice && <del className={styles.original}>{yuan(book.originalPrice)}</del>}
        </div>
        <div className={styles.meta}>
          <StockNote stock={book.stock} soldOut={book.soldOut} />
          {book.sales > 0 && <span>已售 {book.sales}</span>}
        </div>
      </div>
    </Link>
  );
}
