import { Button, Descriptions, InputNumber, Modal, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { pathTo } from '../../../lib/paths';
import { hasToken } from '../../../lib/session-storage';
import { useBook } from '../api/book';
import { yuan } from '../../../lib/format';
import type { BookDetail } from '../types';
import styles from './book-detail-dialog.module.css';
import { StockNote } from './stock-note';

interface BookDetailDialogProps {
  bookId: number | null;
  onClose: () => void;
}

/**
 * A book's detail over the list (the list keeps its place): the cover, facts, description and
 * contents, and 立即购买 with the number of copies, which leads to the confirm-order page.
 */
export function BookDetailDialog({ bookId, onClose }: BookDetailDialogProps) {
  const book = useBook(bookId);
  let body;
  if (book.isPending) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (book.isError) {
    body = (
      <Result
        status="warning"
        title="图书信息加载失败"
        subTitle={book.error.message || '请稍后再试'}
        extra={
          <Button type="primary" onClick={() => void book.refetch()}>
            重试
          </Button>
        }
      />
    );
  } else {
    // Keyed by the book, so the chosen number of copies starts at 1 for each book.
    body = <BookDetailBody key={book.data.id} book={book.data} />;
  }
  return (
    <Modal
      open={bookId !== null}
      onCancel={onClose}
      footer={null}
      width={860}
      title={book.data?.title ?? '图书详情'}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}

function BookDetailBody({ book }: { book: BookDetail }) {
  const navigate = useNavigate();
  const soldOut = book.soldOut || book.stock <= 0;
  const max = Math.max(1, Math.min(book.stock, book.maxPerOrder));
  const [quantity, setQuantity] = useState(1);

  const buy = () => {
    if (!hasToken()) {
      openAuthDialog('login');
      return;
    }
    void navigate(pathTo('ConfirmOrder', {}, { goodsId: book.id, quantity }));
  };

  return (
    <div className={styles.detail}>
      <div className={styles.top}>
        <img
          className={styles.cover}
          src={book.cover.url}
          width={book.cover.width}
          height={book.cover.height}
          alt={`${book.title}封面`}
        />
        <div className={styles.info}>
          {book.subtitle && <p className={styles.subtitle}>{book.subtitle}</p>}
          <div className={styles.priceRow}>
            <strong className={styles.price} data-testid="book-price">
              {yuan(book.price)}
            </strong>
            {book.originalPrice && (
              <del className={styles.original}>{yuan(book.originalPrice)}</del>
            )}
            <StockNote stock={book.stock} soldOut={book.soldOut} />
          </div>
          <Descriptions
            className={styles.facts}
            size="small"
            column={1}
            items={[
              { key: 'author', label: '作者', children: book.author },
              { key: 'publisher', label: '出版社', children: book.publisher },
              { key: 'edition', label: '版次', children: book.edition },
              { key: 'published', label: '出版时间', children: book.publishedOn },
              { key: 'isbn', label: 'ISBN', children: book.isbn },
              { key: 'pages', label: '页数', children: `${book.pages} 页` },
              { key: 'category', label: '分类', children: book.categoryName },
            ]}
          />
          <div className={styles.buy}>
            <label className={styles.quantity}>
              <span>数量</span>
              <InputNumber
                min={1}
                max={max}
                precision={0}
                value={quantity}
                disabled={soldOut}
                onChange={(value) => setQuantity(value ?? 1)}
                aria-label="购买数量"
              />
            </label>
            <Button
              type="primary"
              size="large"
              className={styles.buyButton}
              disabled={soldOut}
              onClick={buy}
            >
              {soldOut ? '已售罄' : '立即购买'}
            </Button>
          </div>
          {!soldOut && book.maxPerOrder < book.stock && (
            <p className={styles.limit}>每单限购 {book.maxPerOrder} 件</p>
          )}
        </div>
      </div>
      {book.description && (
        <section className={styles.section}>
          <h3>内容简介</h3>
          {book.description.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      )}
      {book.contents.length > 0 && (
        <section className={styles.section}>
          <h3>目录</h3>
          <ol className={styles.contents}>
            {book.contents.map((chapter, index) => (
              <li key={index}>{chapter}</li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
