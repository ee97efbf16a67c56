import { describe, expect, it } from 'vitest';
import { bookDetail } from '../../pages/goods-fixtures';
import { contentsOf, isbnOf, toBookFields, valuesOf } from './book-values';

describe('the book form’s values', () => {
  it('sends back what it was given, a book without category or contents included', () => {
    for (const book of [
      bookDetail(),
      bookDetail({ categoryId: null, contents: [], isbn: '', publishedOn: '', originalPrice: '' }),
    ]) {
      const { id, stock, sales, updatedAt, ...fields } = book;
      void [id, stock, sales, updatedAt];
      expect(toBookFields(valuesOf(book))).toEqual(fields);
    }
  });

  it('reads the contents a chapter a line, and an ISBN as printed', () => {
    expect(contentsOf(' 第一章 立意 \r\n\n  \n第二章 结构')).toEqual([
      '第一章 立意',
      '第二章 结构',
    ]);
    expect(contentsOf(undefined)).toEqual([]);
    expect(isbnOf(' 7-5115-0000-x ')).toBe('751150000X');
  });
});
