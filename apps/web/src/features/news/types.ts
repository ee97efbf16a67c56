/** Shapes of the news API (apps/server/src/modules/news/news.schemas.ts). */
import type { ArticleSummary } from '../../lib/api/articles';
import type { CityRef, ColumnRef } from '../../lib/api/columns';

// Columns, cities and article lists are endpoints several features use: declared in lib/api.
export type { ArticleSummary, Page } from '../../lib/api/articles';
export type { CityRef, ColumnNode, ColumnRef } from '../../lib/api/columns';

export interface ArticleDetail extends ArticleSummary {
  body: string;
  author: string;
  tags: Array<{ id: number; name: string }>;
  topicId: number | null;
  topicType: number | null;
  column: ColumnRef;
  parentColumn: ColumnRef | null;
  city: CityRef | null;
  pdfUrl: string | null;
  prev: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
  related: ArticleSummary[];
}

export interface TopicSummary {
  id: number;
  title: string;
  summary: string;
  cover: string;
  classification: string;
  articleCount: number;
}

export interface TopicDetail extends TopicSummary {
  types: Array<{ type: number; name: string; articles: ArticleSummary[] }>;
}

export interface TagCount {
  id: number;
  name: string;
  articleCount: number;
}
