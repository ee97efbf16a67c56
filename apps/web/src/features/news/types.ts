/** Shapes of the news API (apps/server/src/modules/news/news.schemas.ts). */
export interface ColumnRef {
  id: number;
  title: string;
  columnDir: string;
}

/** A column: id, title, columnDir, child[]. */
export interface ColumnNode extends ColumnRef {
  /** Header picture of the column page; '' when the column has none. */
  image: string;
  child: ColumnRef[];
}

export interface CityRef {
  cityId: number;
  name: string;
  province: string;
  dir: string;
}

export interface ArticleSummary {
  id: number;
  title: string;
  summary: string;
  cover: string;
  columnId: number;
  columnTitle: string;
  cityId: number | null;
  source: string;
  publishTime: string;
  viewCount: number;
  isPdf: boolean;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

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
