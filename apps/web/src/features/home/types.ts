/** Shapes of GET /pc/linxuan/pc/index and the pop-up ad as their endpoint contracts declare them. */
export type { Ad, ExamTopic, Teaser } from '@shangan/shared/contracts/news/portal';
