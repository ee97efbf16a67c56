import { Button, Empty, Pagination, Result, Select, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell/page-shell';
import { useBookCategories } from '../api/book-categories';
import { useBooks } from '../api/books';
import { BookCard } from '../components/book-card';
import { BookDetailDialog } from '../components/book-detail-dialog';
import { positiveInt } from '../params';
import type { BookSort } from '../types';
import styles from './book-page.module.css';

const PAGE_SIZE = 12;
const SORTS: Array<{ value: BookSort; label: string }> = [
  { value: 'default', label: '综合排序' },
  { value: 'sales', label: '销量优先' },
  { value: 'newest', label: '最新上架' },
  { value: 'price_asc', label: '价格从低到高' },
  { value: 'price_desc', label: '价格从高到低' },
];

function sortOf(value: string | null): BookSort {
  return SORTS.find((sort) => sort.value === value)?.value ?? 'default';
}

/**
 * /book: the books on sale by category, with covers, prices and stock, a page at a time. A
 * book's detail opens over the list (`?book=id`), so it can be linked and Back closes it.
 */
export default function BookPage() {
  const [params, setParams] = useSearchParams();
  const categoryId = positiveInt(params.get('category'));
  const sort = sortOf(params.get('sort'));
  const page = positiveInt(params.get('page')) ?? 1;
  const bookId = positiveInt(params.get('book'));
  const categories = useBookCategories();
  const books = useBooks({
    page,
    pageSize: PAGE_SIZE,
    sort,
    ...(categoryId ? { categoryId } : {}),
  });

  const update = (changes: Record<string, string | null>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace });
  };
  const linkTo = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('book', String(id));
    return `?${next.toString()}`;
  };

  const tabs = [
    { key: 'all', label: '全部' },
    ...(categories.data ?? []).map((category) => ({
      key: String(category.id),
      label: `${category.name}（${category.count}）`,
    })),
  ];

  let list;
  if (books.isPending) {
    list = (
      <div className={styles.grid} aria-busy="true">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className={styles.placeholder}>
            <Skeleton.Node active className={styles.placeholderCover} />
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          </div>
        ))}
      </div>
    );
  } else if (books.isError) {
    list = (
      <Result
        status="warning"
        title="图书加载失败"
        subTitle={books.error.message || '请稍后再试'}
        extra={
          <Button type="primary" onClick={() => void books.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  } else if (books.data.list.length === 0) {
    list = (
      <Empty className={styles.empty} description={categoryId ? '该分类暂无图书' : '暂无图书'} />
    );
  } else {
    list = (
      <>
        <div
          className={`${styles.grid} ${books.isPlaceholderData ? styles.refreshing : ''}`}
          aria-busy={books.isPlaceholderData}
        >
          {books.data.list.map((book) => (
            <BookCard key={book.id} book={book} to={linkTo(book.id)} />
          ))}
        </div>
        {books.data.total > PAGE_SIZE && (
          <Pagination
            className={styles.pagination}
            align="center"
            current={page}
            pageSize={PAGE_SIZE}
            total={books.data.total}
            showSizeChanger={false}
            onChange={(next) => update({ page: next === 1 ? null : String(next) })}
          />
        )}
      </>
    );
  }

  return (
    <PageShell title="图书">
      <div className={styles.toolbar}>
        <Tabs
          className={styles.tabs}
          activeKey={categoryId ? String(categoryId) : 'all'}
          items={tabs}
          onChange={(key) => update({ category: key === 'all' ? null : key, page: null })}
        />
        <Select<BookSort>
          className={styles.sort}
          value={sort}
          options={SORTS}
          aria-label="排序方式"
          onChange={(value) => update({ sort: value === 'default' ? null : value, page: null })}
        />
      </div>
      {list}
      <BookDetailDialog bookId={bookId} onClose={() => update({ book: null })} />
    </PageShell>
  );
}
