import { CapsuleTabs, SearchBar } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { MobilePage, PagedList } from '../../../components/mobile';
import { yuan } from '../../../lib/format';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { useBookCategories } from '../api/book-categories';
import { useBookPages } from '../api/books';
import { StockNote } from '../components/stock-note';
import { positiveInt } from '../params';
import type { BookListItem, BookSort } from '../types';
import styles from './shop.module.css';

const SORTS: Array<{ value: BookSort; label: string }> = [
  { value: 'default', label: '综合' },
  { value: 'sales', label: '销量' },
  { value: 'newest', label: '最新' },
  { value: 'price_asc', label: '价格↑' },
  { value: 'price_desc', label: '价格↓' },
];

function sortOf(value: string | null): BookSort {
  return SORTS.find((sort) => sort.value === value)?.value ?? 'default';
}

/**
 * MBooks (图书): the books on sale by category, searchable by keyword and sortable, as a list
 * that grows while scrolled; category, sort and keyword live in the address so Back keeps them.
 */
export default function MobileBooksPage() {
  const [params, setParams] = useSearchParams();
  const categoryId = positiveInt(params.get('category'));
  const sort = sortOf(params.get('sort'));
  const keyword = (params.get('q') ?? '').trim();
  const categories = useBookCategories();
  const books = useBookPages({
    pageSize: 10,
    sort,
    ...(categoryId ? { categoryId } : {}),
    ...(keyword ? { keyword } : {}),
  });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (!value) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  return (
    <MobilePage title="图书">
      <div className={styles.bookBar}>
        <SearchBar
          placeholder="搜索书名、作者"
          defaultValue={keyword}
          maxLength={50}
          onSearch={(value) => update({ q: value.trim() || null })}
          onClear={() => update({ q: null })}
          className={styles.search}
        />
        <CapsuleTabs
          activeKey={categoryId ? String(categoryId) : 'all'}
          onChange={(key) => update({ category: key === 'all' ? null : key })}
          className={styles.capsules}
        >
          <CapsuleTabs.Tab key="all" title="全部" />
          {(categories.data ?? []).map((category) => (
            <CapsuleTabs.Tab key={String(category.id)} title={category.name} />
          ))}
        </CapsuleTabs>
        <div className={styles.sorts} role="radiogroup" aria-label="排序方式">
          {SORTS.map((item) => (
            <button
              key={item.value}
              type="button"
              role="radio"
              aria-checked={sort === item.value}
              className={sort === item.value ? `${styles.sort} ${styles.sortOn}` : styles.sort}
              onClick={() => update({ sort: item.value === 'default' ? null : item.value })}
            >
              {item.label}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.list}>
        <PagedList
          query={books}
          itemsOf={(page) => page.list}
          renderItem={(book: BookListItem, index) => (
            <BookRow key={book.id} book={book} eager={index < 4} />
          )}
          emptyText={keyword ? '没有找到相关图书' : categoryId ? '该分类暂无图书' : '暂无图书'}
        />
      </div>
    </MobilePage>
  );
}

function BookRow({ book, eager }: { book: BookListItem; eager: boolean }) {
  return (
    <Link to={mobilePathTo('MBookDetail', { id: book.id })} className={styles.book}>
      <img
        className={styles.bookCover}
        src={book.cover.url}
        width={book.cover.width}
        height={book.cover.height}
        alt={`${book.title}封面`}
        loading={eager ? 'eager' : 'lazy'}
      />
      <span className={styles.bookInfo}>
        <strong className={styles.bookTitle}>{book.title}</strong>
        {book.subtitle ? <span className={styles.bookSub}>{book.subtitle}</span> : null}
        <span className={styles.bookSub}>{book.author}</span>
        <span className={styles.bookPrice}>
          <strong>{yuan(book.price)}</strong>
          {book.originalPrice ? <del>{yuan(book.originalPrice)}</del> : null}
        </span>
        <span className={styles.bookMeta}>
          <StockNote stock={book.stock} soldOut={book.soldOut} />
          <span className={styles.muted}>已售 {book.sales}</span>
        </span>
      </span>
    </Link>
  );
}
