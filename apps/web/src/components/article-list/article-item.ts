import { formatDate } from '../../lib/format';

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

/** Short date for dense lists: 11-20 (China time). */
export function formatShortDate(iso: string): string {
  return formatDate(iso).slice(5);
}

export function formatViews(count: number): string {
  return count >= 10_000 ? `${(count / 10_000).toFixed(1)}万` : String(count);
}
