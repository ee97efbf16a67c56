/** Shapes of the news API as its endpoint contracts declare them. */
export type {
  ArticleDetail,
  ArticleSummary,
  CityRef,
} from '@shangan/shared/contracts/news/articles';
export type { ColumnNode, ColumnRef } from '@shangan/shared/contracts/columns';
export type { TagCount, TopicDetail, TopicSummary } from '@shangan/shared/contracts/news/topics';
