import type { ConsoleGoodsDetail, ConsoleGoodsRow } from '@shangan/shared/contracts/console/goods';
import type { GoodsOptions } from '../api/console-goods';

/** Books and categories for the book tests. */
export const BOOK_ROW: ConsoleGoodsRow = {
  id: 8,
  title: '2027国考申论范文精讲',
  category: '申论',
  price: '59.80',
  stock: 120,
  lowStock: false,
  sales: 342,
  onSale: true,
  coverUrl: '/uploads/covers/book-8.svg',
  updatedAt: '2026-11-28T02:00:00.000Z',
};

export const LOW_ROW: ConsoleGoodsRow = {
  ...BOOK_ROW,
  id: 9,
  title: '行测数量关系题库',
  category: '',
  price: '45.00',
  stock: 3,
  lowStock: true,
  sales: 57,
  onSale: false,
  coverUrl: '/uploads/covers/book-9.svg',
};

export const CATEGORIES: GoodsOptions = {
  categories: [
    { id: 2, name: '行测' },
    { id: 3, name: '申论' },
  ],
};

export const bookDetail = (changes: Partial<ConsoleGoodsDetail> = {}): ConsoleGoodsDetail => ({
  id: 8,
  stock: 120,
  sales: 342,
  updatedAt: '2026-11-28T02:00:00.000Z',
  title: '2027国考申论范文精讲',
  subtitle: '三十篇范文讲透结构',
  categoryId: 3,
  price: '59.80',
  originalPrice: '79.00',
  maxPerOrder: 10,
  weightGrams: 520,
  coverUrl: '/uploads/covers/book-8.svg',
  author: '上岸公考研究院',
  publisher: '人民日报出版社',
  isbn: '9787511500000',
  edition: '第3版',
  publishedOn: '2026-03',
  pages: 368,
  description: '精选近五年国考申论真题范文',
  contents: ['第一章 立意', '第二章 结构'],
  onSale: true,
  ...changes,
});
