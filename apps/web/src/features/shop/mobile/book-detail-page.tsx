import { Button, Stepper } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MobileEmpty, MobileError, MobileLoading, MobilePage } from '../../../components/mobile';
import { useSendToLogin } from '../../../components/mobile/use-send-to-login';
import { isApiError } from '../../../lib/api';
import { yuan } from '../../../lib/format';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { hasToken } from '../../../lib/session-storage';
import { useBook } from '../api/book';
import { StockNote } from '../components/stock-note';
import { positiveInt } from '../params';
import type { BookDetail } from '../types';
import styles from './shop.module.css';

/**
 * MBookDetail (/books/{id}): a book's cover, price (and the printed price struck through),
 * stock, facts, description and contents; 立即购买 with the number of copies leads to the
 * confirm-order page (logging in first).
 */
export default function MobileBookDetailPage() {
  const { id: raw } = useParams();
  const id = positiveInt(raw);
  const book = useBook(id);
  let body;
  if (!id) body = <MobileEmpty title="图书不存在" />;
  else if (book.isPending) body = <MobileLoading lines={8} />;
  else if (book.isError) {
    body =
      isApiError(book.error) && book.error.code === 404 ? (
        <MobileEmpty title="图书不存在" description={book.error.message} />
      ) : (
        <MobileError title="图书信息加载失败" onRetry={() => void book.refetch()} />
      );
  } else body = <BookView key={book.data.id} book={book.data} />;
  return (
    <MobilePage title="图书详情" documentTitle={book.data?.title ?? '图书详情'}>
      {body}
    </MobilePage>
  );
}

function BookView({ book }: { book: BookDetail }) {
  const navigate = useNavigate();
  const sendToLogin = useSendToLogin();
  const soldOut = book.soldOut || book.stock <= 0;
  const max = Math.max(1, Math.min(book.stock, book.maxPerOrder));
  const [quantity, setQuantity] = useState(1);

  const buy = () => {
    const target = mobilePathTo('MConfirmOrder', {}, { goodsId: book.id, quantity });
    if (!hasToken()) {
      // The confirm page needs a login; after it the learner comes back to this book.
      sendToLogin();
      return;
    }
    void navigate(target);
  };

  return (
    <div className={styles.withBar}>
      <div className={styles.coverBox}>
        <img
          className={styles.detailCover}
          src={book.cover.url}
          width={book.cover.width}
          height={book.cover.height}
          alt={`${book.title}封面`}
        />
      </div>
      <section className={styles.block}>
        <p className={styles.detailPrice}>
          <strong data-testid="book-price">{yuan(book.price)}</strong>
          {book.originalPrice ? <del>{yuan(book.originalPrice)}</del> : null}
          <span className={styles.detailStock}>
            <StockNote stock={book.stock} soldOut={book.soldOut} />
          </span>
        </p>
        <h1 className={styles.detailTitle}>{book.title}</h1>
        {book.subtitle ? <p className={styles.muted}>{book.subtitle}</p> : null}
        <p className={styles.muted}>已售 {book.sales}</p>
      </section>
      <section className={styles.block}>
        <dl className={styles.facts}>
          <dt>作者</dt>
          <dd>{book.author}</dd>
          <dt>出版社</dt>
          <dd>{book.publisher}</dd>
          <dt>版次</dt>
          <dd>{book.edition}</dd>
          <dt>出版时间</dt>
          <dd>{book.publishedOn}</dd>
          <dt>ISBN</dt>
          <dd>{book.isbn}</dd>
          <dt>页数</dt>
          <dd>{book.pages} 页</dd>
          <dt>分类</dt>
          <dd>{book.categoryName}</dd>
        </dl>
      </section>
      {book.description ? (
        <section className={styles.block}>
          <h2 className={styles.blockTitle}>内容简介</h2>
          {book.description.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
      ) : null}
      {book.contents.length > 0 ? (
        <section className={styles.block}>
          <h2 className={styles.blockTitle}>目录</h2>
          <ol className={styles.contents}>
            {book.contents.map((chapter, index) => (
              <li key={index}>{chapter}</li>
            ))}
          </ol>
        </section>
      ) : null}
      <div className={styles.actionBar}>
        <label className={styles.quantity}>
          <span>数量</span>
          <Stepper
            min={1}
            max={max}
            digits={0}
            value={quantity}
            disabled={soldOut}
            onChange={(value) => setQuantity(value || 1)}
            aria-label="购买数量"
          />
        </label>
        <Button
          color="primary"
          shape="rounded"
          className={styles.buyButton}
          disabled={soldOut}
          onClick={buy}
        >
          {soldOut ? '已售罄' : '立即购买'}
        </Button>
      </div>
    </div>
  );
}
