/** The fields of an article that lists show (GET /pc/articles and friends). */
export interface ArticleItem {
  id: number;
  title: string;
  summary: string;
  columnTitle: string;
  source: string;
  publishTime: string;
  viewCount: number;
  isPdf: boolean;
}

/** Dates as Chinese readers expect them on a news site: 2026-11-20. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Short date for dense lists: 11-20. */
export function formatShortDate(iso: string): string {
  return formatDate(iso).slice(5);
}

export function formatViews(count: number): string {
  return count >= 10_000 ? `${(count / 10_000).toFixed(1)}万` : String(count);
}
