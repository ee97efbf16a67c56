/**
 * The mobile site's route table: one row per page, with its path under the mobile base path
 * (MOBILE_BASE_PATH, '/m') and its page file. It is the one source of the mobile site's URLs:
 * lib/mobile-paths.ts builds links from it, and the mobile router loads each row's page as its
 * own chunk (build-mobile-routes.ts). The paths of the desktop redirect table
 * (@shangan/shared mobile-site.ts) are rows here; the practice screens keep the desktop paths
 * (pch5).
 *
 * A page file `<feature>/<name>-page` is features/<feature>/mobile/<name>-page.tsx. Like the
 * desktop table, this file imports no feature.
 */
export type MobilePageFile = `${string}/${string}-page`;

/** The four entries of the bottom tab bar; a row naming one shows the bar. */
export type MobileTab = 'home' | 'course' | 'bank' | 'profile';

export interface MobileRouteRow {
  id: string;
  /** React Router pattern below the mobile base path. */
  path: `/${string}`;
  page: MobilePageFile;
  tab?: MobileTab;
  /** Only for someone logged in: others go to the mobile login and come back after. */
  auth?: boolean;
}

export const MOBILE_ROUTE_TABLE = [
  // The tab bar.
  { id: 'MHome', path: '/', page: 'home/home-page', tab: 'home' },
  { id: 'MCourse', path: '/course', page: 'courses/course-list-page', tab: 'course' },
  { id: 'MQuestionBank', path: '/questionBank', page: 'question-bank/bank-home-page', tab: 'bank' },
  { id: 'MProfile', path: '/profile', page: 'personal-center/profile-page', tab: 'profile' },

  // News and the portal.
  { id: 'MArticleList', path: '/article', page: 'news/article-list-page' },
  { id: 'MArticle', path: '/article/:id', page: 'news/article-page' },
  { id: 'MSearch', path: '/search', page: 'search/search-page' },
  { id: 'MTags', path: '/tags/:tagId?', page: 'news/tags-page' },
  { id: 'MSpecial', path: '/special', page: 'news/special-page' },
  { id: 'MSpecialDetail', path: '/special/:id', page: 'news/special-detail-page' },
  { id: 'MForecast', path: '/forecast/:type?', page: 'news/forecast-page' },
  { id: 'MRecommend', path: '/recommend/:recommendId?', page: 'news/recommend-page' },
  { id: 'MNavigation', path: '/navigation', page: 'static-pages/navigation-page' },
  { id: 'MCorporateNews', path: '/corporateNews', page: 'static-pages/corporate-news-page' },
  { id: 'MDownload', path: '/download', page: 'static-pages/download-page' },

  // Accounts, the personal centre, VIP and the shop.
  { id: 'MLogin', path: '/login', page: 'accounts/login-page' },
  { id: 'MRegister', path: '/register', page: 'accounts/register-page' },
  { id: 'MUserInfo', path: '/userInfo', page: 'accounts/user-info-page', auth: true },
  { id: 'MFeedback', path: '/feedback', page: 'support/feedback-page', auth: true },
  { id: 'MVipCenter', path: '/vipCenter', page: 'vip/vip-center-page' },
  { id: 'MOrder', path: '/order', page: 'shop/order-list-page', auth: true },
  { id: 'MBooks', path: '/books', page: 'shop/books-page' },
  { id: 'MBookDetail', path: '/books/:id', page: 'shop/book-detail-page' },
  { id: 'MConfirmOrder', path: '/confirmOrder', page: 'shop/confirm-order-page', auth: true },
  { id: 'MOrderDetail', path: '/order/:id', page: 'shop/order-detail-page', auth: true },
  // The local demo gateway's page (the payment QR's address, same path as the desktop's).
  { id: 'MPayLocal', path: '/pay/local/:orderNum', page: 'shop/pay-local-page' },

  // The online school.
  { id: 'MCourseDetail', path: '/courseDetail', page: 'courses/course-detail-page' },
  { id: 'MDetail', path: '/detail', page: 'courses/course-detail-page' },
  { id: 'MList', path: '/list', page: 'courses/course-list-page' },
  { id: 'MPublicClass', path: '/publicClass', page: 'courses/public-class-page' },
  { id: 'MVideos', path: '/video', page: 'video/video-list-page' },
  // A live class by its session: the live feature's page (state, live picture, recording).
  { id: 'MVideo', path: '/video/:id', page: 'live/playback-page' },
  { id: 'MPlay', path: '/play', page: 'video/lesson-play-page' },

  // Practice: the exam lists, the bank's screens (same paths as the desktop's), collections.
  { id: 'MTrueQuestion', path: '/trueQuestion', page: 'question-bank/true-question-page' },
  { id: 'MMockExam', path: '/mockExam', page: 'mock-exams/mock-exam-page' },
  { id: 'MFormalExam', path: '/formalExam', page: 'mock-exams/formal-exam-page' },
  { id: 'MMockExamDetail', path: '/mockExam/:id', page: 'mock-exams/mock-exam-detail-page' },
  {
    id: 'MSpecificTest',
    path: '/questionBank/specificTest',
    page: 'question-bank/practice-page',
    auth: true,
  },
  {
    id: 'MPaperTest',
    path: '/questionBank/overYearTrueTopicDetailTest',
    page: 'question-bank/practice-page',
    auth: true,
  },
  {
    id: 'MExerciseReport',
    path: '/questionBank/exerciseReport',
    page: 'question-bank/exercise-report-page',
    auth: true,
  },
  {
    id: 'MAnalysis',
    path: '/questionBank/analysis',
    page: 'question-bank/analysis-page',
    auth: true,
  },
  {
    id: 'MAiAnalysis',
    path: '/questionBank/AiAnalysis',
    page: 'question-bank/ai-analysis-page',
    auth: true,
  },
  {
    id: 'MShortAnswer',
    path: '/questionBank/shortAnswer',
    page: 'question-bank/short-answer-page',
    auth: true,
  },
  { id: 'MFavorites', path: '/favorites', page: 'question-bank/favorites-page', auth: true },
  { id: 'MErrorBook', path: '/errorBook', page: 'question-bank/error-book-page', auth: true },
] as const satisfies readonly MobileRouteRow[];
