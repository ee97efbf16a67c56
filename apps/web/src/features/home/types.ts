/** Shapes of GET /pc/linxuan/pc/index and the pop-up ad as their endpoint contracts declare them. */
export type { Ad, ExamTopic, HomeData, Teaser } from '@shangan/shared/contracts/news/portal';
export type { ArticleSummary } from '@shangan/shared/contracts/news/articles';
export type { TopicSummary } from '@shangan/shared/contracts/news/topics';
