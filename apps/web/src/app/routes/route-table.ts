/**
 * The route table: one row per page route, with its lazy page, its shell behaviour and, for a
 * page still to be built, the title of the shared 建设中 page. The router, the folder-style
 * duplicate paths and the prefetch of popular pages are all derived from it (build-routes.ts),
 * so adding a page means its URL in lib/paths.ts (links are typed from there), a row here and
 * the page itself.
 *
 * A row's path is ROUTE_PATHS[id]: links built with pathTo() can never drift from the routes.
 * Each `load` is its own import(), so each page stays its own chunk.
 */
import type { ComponentType } from 'react';
import { ErrorPageFallback } from '../../features/errors';
import { LX_SPECIAL_TOPICS } from '../../features/lx-special';
import type { RouteId } from '../../lib/paths';
import { BARE_PAGE, NO_FOOTER, NO_FOOTER_DIVIDER } from './route-meta';
import type { RouteMeta } from './route-meta';

/** A page module: one default-exported component per file, loaded as its own chunk. */
export type PageImport = () => Promise<{ default: ComponentType }>;

export interface RouteRow {
  id: RouteId;
  /** The page's lazy chunk (none: a section parent that only groups its children). */
  load?: PageImport;
  /** A page still to be built: the shared 建设中 page under this title (bare: no page frame). */
  comingSoon?: { title: string; bare?: boolean };
  /** Replaces the history entry with this route instead of rendering a page. */
  redirectTo?: RouteId;
  /** The parent's own path (the section's front page). */
  index?: boolean;
  meta?: RouteMeta;
  children?: RouteRow[];
  /** Error element that must not depend on the page's own chunk (the error page's fallback). */
  errorBoundary?: ComponentType;
}

const lxSpecialTopicPage: PageImport = () =>
  import('../../features/lx-special/pages/lx-special-topic-page');

export const ROUTE_TABLE: RouteRow[] = [
  // Top-level pages.
  { id: 'Home', load: () => import('../../features/home/pages/home-page') },
  { id: 'AboutUs', load: () => import('../../features/static-pages/pages/about-us-page') },
  { id: 'Course', comingSoon: { title: '课程' }, meta: NO_FOOTER },
  { id: 'courseDetail', comingSoon: { title: '课程详情' }, meta: NO_FOOTER },
  { id: 'download', load: () => import('../../features/static-pages/pages/download-page') },
  { id: 'LivePlayer', comingSoon: { title: '直播间' }, meta: NO_FOOTER_DIVIDER },
  { id: 'login', load: () => import('../../features/accounts/pages/login-page'), meta: BARE_PAGE },
  { id: 'oldExam', load: () => import('../../features/exams/pages/old-exam-page') },
  { id: 'publicClass', comingSoon: { title: '公开课' } },
  {
    id: 'register',
    load: () => import('../../features/accounts/pages/register-page'),
    meta: BARE_PAGE,
  },
  { id: 'siteMap', load: () => import('../../features/static-pages/pages/site-map-page') },
  {
    id: 'Substation',
    load: () => import('../../features/home/pages/substation-page'),
    meta: { hideHeaderSearch: true },
  },
  { id: 'tagAggregation', load: () => import('../../features/news/pages/tag-aggregation-page') },
  { id: 'Theater', comingSoon: { title: '公考剧场' } },
  { id: 'VideoPlay', comingSoon: { title: '视频播放' }, meta: NO_FOOTER_DIVIDER },
  // Further pages.
  { id: 'Recommend', load: () => import('../../features/news/pages/recommend-page') },
  { id: 'Forecast', load: () => import('../../features/news/pages/forecast-page') },
  { id: 'ToCountry', load: () => import('../../features/news/pages/to-country-page') },
  { id: 'Together', load: () => import('../../features/news/pages/together-page') },
  { id: 'Victory', load: () => import('../../features/news/pages/victory-page') },
  { id: 'VictoryDetail', load: () => import('../../features/news/pages/victory-detail-page') },
  { id: 'Videos', comingSoon: { title: '视频课程' } },
  { id: 'Playback', comingSoon: { title: '直播回放' } },
  { id: 'VideoAd', comingSoon: { title: '精彩视频' } },
  { id: 'Book', comingSoon: { title: '图书' } },
  { id: 'ColumnList', load: () => import('../../features/news/pages/column-list-page') },
  { id: 'CourseList', comingSoon: { title: '课程列表' } },
  { id: 'Examination', load: () => import('../../features/exams/pages/examination-page') },
  { id: 'Mock', load: () => import('../../features/exams/pages/mock-page') },
  { id: 'SpecialTopics', load: () => import('../../features/news/pages/special-topics-page') },
  {
    id: 'TopicClassification',
    load: () => import('../../features/news/pages/topic-classification-page'),
  },
  { id: 'TopicDetail', load: () => import('../../features/news/pages/topic-detail-page') },
  {
    id: 'VipRights',
    load: () => import('../../features/vip/pages/vip-rights-page'),
    meta: { footerSpacing: true },
  },
  { id: 'Enterprise', load: () => import('../../features/static-pages/pages/enterprise-page') },
  {
    id: 'Feature',
    load: () => import('../../features/static-pages/pages/feature-page'),
    meta: NO_FOOTER_DIVIDER,
  },
  { id: 'System', load: () => import('../../features/static-pages/pages/system-page') },
  { id: 'JoinUs', load: () => import('../../features/static-pages/pages/join-us-page') },
  { id: 'Statement', load: () => import('../../features/static-pages/pages/statement-page') },
  { id: 'ContactUs', load: () => import('../../features/static-pages/pages/contact-us-page') },
  { id: 'Live', comingSoon: { title: '直播课' } },
  { id: 'Detail', comingSoon: { title: '网校课程详情' } },
  { id: 'Play', comingSoon: { title: '课程播放' } },
  { id: 'ConfirmOrder', comingSoon: { title: '确认订单' } },
  { id: 'OrderDetail', comingSoon: { title: '订单详情' } },
  { id: 'DepositOrder', comingSoon: { title: '定金订单' } },
  {
    id: 'Search',
    load: () => import('../../features/search/pages/search-page'),
    meta: { hideHeaderSearch: true },
  },
  { id: 'Ydybs', comingSoon: { title: '一对一笔试辅导' } },
  { id: 'Ydyms', comingSoon: { title: '一对一面试辅导' } },
  { id: 'Yddbs', comingSoon: { title: '一对多笔试辅导' } },
  { id: 'Yddms', comingSoon: { title: '一对多面试辅导' } },
  { id: 'Baoming', comingSoon: { title: '在线报名' } },
  { id: 'CreateBmOrder', comingSoon: { title: '报名订单' } },
  { id: 'Refresh', load: () => import('../../features/redirects/pages/refresh-page') },
  { id: 'Refresh2', load: () => import('../../features/redirects/pages/refresh2-page') },
  { id: 'HomeworkDetail', comingSoon: { title: '作业详情' } },
  { id: 'MyhomeworkDetail', comingSoon: { title: '我的作业详情' } },
  { id: 'HomeworkSubmit', comingSoon: { title: '提交作业' } },
  { id: 'HomeworkCorrect', comingSoon: { title: '作业批改' } },
  { id: 'PreviewHomework', comingSoon: { title: '作业预览' } },
  { id: 'DoHomework', comingSoon: { title: '在线作业' } },
  { id: 'AnswerSheet', comingSoon: { title: '答题卡' } },
  { id: 'PayLocal', load: () => import('../../features/shop/pages/pay-local-page') },
  { id: 'Grading', load: () => import('../../features/grading/pages/grading-page') },
  { id: 'GradingDetail', load: () => import('../../features/grading/pages/grading-detail-page') },
  // Parameterised pages: column lists, articles.
  { id: 'TheColumnList', load: () => import('../../features/news/pages/the-column-list-page') },
  { id: 'ColumnGov', load: () => import('../../features/news/pages/column-gov-page') },
  { id: 'ArticleDetail', load: () => import('../../features/news/pages/article-detail-page') },
  {
    id: 'ArticlePdf',
    load: () => import('../../features/news/pages/article-pdf-page'),
    meta: BARE_PAGE,
  },
  { id: 'List', comingSoon: { title: '网校' } },
  { id: 'ListRedirect', redirectTo: 'List' },
  // The error page must still say something when its own chunk or render fails.
  {
    id: 'Error',
    load: () => import('../../features/errors/pages/error-page'),
    errorBoundary: ErrorPageFallback,
  },
  {
    id: 'ErrorPage',
    load: () => import('../../features/errors/pages/error-page'),
    errorBoundary: ErrorPageFallback,
  },
  // /lxSpecial: the 遴选 section; each topic is a row of its own table, one shared page.
  {
    id: 'LxSpecial',
    load: () => import('../../features/lx-special/pages/lx-special-layout'),
    children: [
      {
        id: 'LxSpecialIndex',
        load: () => import('../../features/lx-special/pages/lx-special-index-page'),
        index: true,
      },
      ...LX_SPECIAL_TOPICS.map(({ id }): RouteRow => ({ id, load: lxSpecialTopicPage })),
    ],
  },
  // The bank's own pages have no footer: practice screens use the full height.
  {
    id: 'QuestionBankLayout',
    meta: NO_FOOTER,
    children: [
      {
        id: 'QuestionBank',
        load: () => import('../../features/question-bank/pages/question-bank-page'),
        index: true,
      },
      { id: 'Analysis', load: () => import('../../features/question-bank/pages/analysis-page') },
      {
        id: 'ClassSubjectLibrary',
        load: () => import('../../features/question-bank/pages/class-subject-library-page'),
      },
      {
        id: 'ExerciseReport',
        load: () => import('../../features/question-bank/pages/exercise-report-page'),
      },
      { id: 'Lecture', comingSoon: { title: '名师讲题' } },
      { id: 'LectureDetail', comingSoon: { title: '讲题详情' } },
      { id: 'LectureSubject', comingSoon: { title: '讲题科目' } },
      { id: 'MockExamExplain', comingSoon: { title: '模考说明' } },
      { id: 'MockRecord', comingSoon: { title: '模考记录' } },
      { id: 'MockTest', comingSoon: { title: '模考大赛' } },
      {
        id: 'OverYearTrueTopic',
        load: () => import('../../features/question-bank/pages/over-year-true-topic-page'),
      },
      {
        id: 'OverYearTrueTopicDetail',
        load: () => import('../../features/question-bank/pages/over-year-true-topic-detail-page'),
      },
      {
        id: 'OverYearTrueTopicDetailTest',
        load: () =>
          import('../../features/question-bank/pages/over-year-true-topic-detail-test-page'),
      },
      {
        id: 'PaperPreView',
        load: () => import('../../features/question-bank/pages/paper-pre-view-page'),
      },
      { id: 'PsychologyTest', comingSoon: { title: '心理测评' } },
      { id: 'PsychologyTestReport', comingSoon: { title: '测评报告' } },
      { id: 'PsychologyTestTraining', comingSoon: { title: '心理测评训练' } },
      {
        id: 'RealSituationTest',
        load: () => import('../../features/question-bank/pages/real-situation-test-page'),
      },
      { id: 'Record', load: () => import('../../features/question-bank/pages/record-page') },
      {
        id: 'SpecialTraining',
        load: () => import('../../features/question-bank/pages/special-training-page'),
      },
      {
        id: 'SpecificTest',
        load: () => import('../../features/question-bank/pages/specific-test-page'),
      },
      {
        id: 'AiAnalysis',
        load: () => import('../../features/question-bank/pages/ai-analysis-page'),
      },
      {
        id: 'AnalysisItem',
        load: () => import('../../features/question-bank/pages/analysis-item-page'),
      },
      { id: 'FillIn', load: () => import('../../features/question-bank/pages/fill-in-page') },
      {
        id: 'MultipleChoose',
        load: () => import('../../features/question-bank/pages/multiple-choose-page'),
      },
      {
        id: 'ProgressBar',
        load: () => import('../../features/question-bank/pages/progress-bar-page'),
      },
      {
        id: 'RecordItem',
        load: () => import('../../features/question-bank/pages/record-item-page'),
      },
      {
        id: 'Sequencing',
        load: () => import('../../features/question-bank/pages/sequencing-page'),
      },
      {
        id: 'ShortAnswer',
        load: () => import('../../features/question-bank/pages/short-answer-page'),
      },
      {
        id: 'ShortAnswer2',
        load: () => import('../../features/question-bank/pages/short-answer2-page'),
      },
      {
        id: 'SingleChoose',
        load: () => import('../../features/question-bank/pages/single-choose-page'),
      },
      { id: 'Synthesis', load: () => import('../../features/question-bank/pages/synthesis-page') },
      {
        id: 'Synthesis2',
        load: () => import('../../features/question-bank/pages/synthesis2-page'),
      },
    ],
  },
  {
    id: 'PersonalCenter',
    load: () => import('../../features/personal-center/pages/personal-center-layout'),
    meta: NO_FOOTER,
    children: [
      { id: 'PersonalCenterIndex', index: true, redirectTo: 'MyCollection' },
      {
        id: 'MyCollection',
        load: () => import('../../features/question-bank/pages/my-collection-page'),
      },
      { id: 'MyCourse', comingSoon: { title: '我的课程', bare: true } },
      { id: 'MyCourseDetail', comingSoon: { title: '课程学习', bare: true } },
      { id: 'Study', comingSoon: { title: '学习中心', bare: true } },
      { id: 'HomeworkList', comingSoon: { title: '作业列表', bare: true } },
      { id: 'MyHomework', comingSoon: { title: '我的作业', bare: true } },
      { id: 'MyMock', comingSoon: { title: '我的模考', bare: true } },
      { id: 'MyVip', load: () => import('../../features/vip/pages/my-vip-page') },
      { id: 'Order', comingSoon: { title: '我的订单', bare: true } },
      {
        id: 'AccountSettings',
        load: () => import('../../features/accounts/pages/account-settings-page'),
      },
      { id: 'Address', comingSoon: { title: '收货地址', bare: true } },
      { id: 'Feedback', comingSoon: { title: '意见反馈', bare: true } },
      { id: 'Coupons', comingSoon: { title: '优惠券', bare: true } },
      { id: 'MiniCourseDetail', comingSoon: { title: '微课详情', bare: true } },
    ],
  },
];

/**
 * Folder-style duplicate paths of the original site: they render the same page (same chunk,
 * same shell behaviour) as their counterpart, at '/<folder>' + the counterpart's own path.
 * Matching ignores case, so the original file names (/order/ConfirmOrder) work too.
 */
export const DUPLICATE_FOLDERS: Record<string, RouteId[]> = {
  order: ['ConfirmOrder', 'OrderDetail', 'DepositOrder', 'CreateBmOrder'],
  homework: [
    'HomeworkDetail',
    'MyhomeworkDetail',
    'HomeworkSubmit',
    'HomeworkCorrect',
    'PreviewHomework',
    'DoHomework',
    'AnswerSheet',
  ],
  specialTopic: ['SpecialTopics', 'TopicClassification', 'TopicDetail'],
  victory: ['Victory', 'VictoryDetail'],
  videos: ['Videos', 'Playback', 'VideoAd'],
  ydd: ['Yddbs', 'Yddms'],
  ydy: ['Ydybs', 'Ydyms'],
};

/** Single duplicate paths; /layouts/* shows the front page (a layout's own content). */
export const DUPLICATE_PATHS: Array<[path: string, id: RouteId]> = [
  ['/aboutUs/feature', 'Feature'],
  ['/aboutUs/system', 'System'],
  ['/home/Home', 'Home'],
  ['/vip/VipRights', 'VipRights'],
  ['/list/*', 'List'],
  ['/search/*', 'Search'],
  ['/layouts/*', 'Home'],
];

/** /my/<page>: the whole personal centre again, layout included, under its old folder name. */
export const PERSONAL_CENTER_ALIAS = { section: 'PersonalCenter', path: '/my' } as const;
