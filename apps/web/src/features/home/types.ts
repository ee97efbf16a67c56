import type { ArticleItem } from '../../components/article-list/article-item';

/** GET /pc/linxuan/pc/index (apps/server/src/modules/news/portal.service.ts). */
export interface HomeArticle extends ArticleItem {
  cover: string;
  columnId: number;
  cityId: number | null;
}

export interface Ad {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  link: string;
}

export interface ColumnRef {
  id: number;
  title: string;
  columnDir: string;
}

export interface CityRef {
  cityId: number;
  name: string;
  province: string;
  dir: string;
}

export interface ExamTopic {
  id: number;
  title: string;
  examType: string;
  province: string;
  cityId: number | null;
  signupStart: string;
  signupEnd: string;
  examDate: string;
  articleId: number | null;
}

export interface Teaser {
  id: number;
  title: string;
  subtitle: string;
  cover: string;
  link: string;
  price: string;
}

export interface HomeData {
  city: CityRef | null;
  banners: Ad[];
  headlines: HomeArticle[];
  columnBlocks: Array<{ column: ColumnRef; children: ColumnRef[]; articles: HomeArticle[] }>;
  weekHot: HomeArticle[];
  examCalendar: ExamTopic[];
  courses: Teaser[];
  books: Teaser[];
  friendlyLinks: Array<{ name: string; link: string }>;
  topics: Array<{
    id: number;
    title: string;
    summary: string;
    classification: string;
    articleCount: number;
  }>;
}

export interface SignStatus {
  signedToday: boolean;
  continuousDays: number;
  totalDays: number;
  monthDays: string[];
}
