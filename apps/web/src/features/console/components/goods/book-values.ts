import type {
  BookFields as BookFieldsBody,
  ConsoleGoodsDetail,
} from '@shangan/shared/contracts/console/goods';

/** What the book form holds; `toBookFields` turns it into what the server is sent. */
export interface BookValues {
  title: string;
  subtitle: string;
  /** None: the select's empty value. */
  categoryId?: number;
  price: string;
  originalPrice: string;
  maxPerOrder: number | null;
  weightGrams: number | null;
  coverUrl: string;
  author: string;
  publisher: string;
  isbn: string;
  edition: string;
  publishedOn: string;
  pages: number | null;
  description: string;
  /** The contents, one chapter title a line. */
  contents: string;
  onSale: boolean;
  /** A new book's first stock. */
  initialStock?: number | null;
}

/** The chapter titles of the contents' lines; blank lines are no chapter. */
export function contentsOf(text: string | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** An ISBN as printed (978-7-…, with spaces) to the digits the server takes, X capital. */
export function isbnOf(text: string | undefined): string {
  return (text ?? '').replace(/[\s-]/g, '').toUpperCase();
}

export function valuesOf(book: ConsoleGoodsDetail | null): BookValues {
  if (!book) {
    // A new book starts off the shelf, so the shop shows it only once someone puts it there;
    // at most 10 copies an order, as the shop's other books.
    return {
      title: '',
      subtitle: '',
      price: '',
      originalPrice: '',
      maxPerOrder: 10,
      weightGrams: 0,
      coverUrl: '',
      author: '',
      publisher: '',
      isbn: '',
      edition: '',
      publishedOn: '',
      pages: 0,
      description: '',
      contents: '',
      onSale: false,
      initialStock: 0,
    };
  }
  return {
    title: book.title,
    subtitle: book.subtitle,
    ...(book.categoryId === null ? {} : { categoryId: book.categoryId }),
    price: book.price,
    originalPrice: book.originalPrice,
    maxPerOrder: book.maxPerOrder,
    weightGrams: book.weightGrams,
    coverUrl: book.coverUrl,
    author: book.author,
    publisher: book.publisher,
    isbn: book.isbn,
    edition: book.edition,
    publishedOn: book.publishedOn,
    pages: book.pages,
    description: book.description,
    contents: book.contents.join('\n'),
    onSale: book.onSale,
  };
}

/** What the server is sent: trimmed; the rules have made sure the numbers are there. */
export function toBookFields(values: BookValues): BookFieldsBody {
  return {
    title: values.title.trim(),
    subtitle: (values.subtitle ?? '').trim(),
    categoryId: values.categoryId ?? null,
    price: values.price.trim(),
    originalPrice: (values.originalPrice ?? '').trim(),
    maxPerOrder: values.maxPerOrder!,
    weightGrams: values.weightGrams!,
    coverUrl: (values.coverUrl ?? '').trim(),
    author: (values.author ?? '').trim(),
    publisher: (values.publisher ?? '').trim(),
    isbn: isbnOf(values.isbn),
    edition: (values.edition ?? '').trim(),
    publishedOn: (values.publishedOn ?? '').trim(),
    pages: values.pages!,
    description: (values.description ?? '').trim(),
    contents: contentsOf(values.contents),
    onSale: Boolean(values.onSale),
  };
}
