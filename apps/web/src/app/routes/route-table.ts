/**
 * The route table: one row per page route, with its path, its page and its shell behaviour. It
 * is the one source of the site's URLs: lib/paths.ts builds links from these paths (typed from
 * them), and the router, the folder-style duplicate paths and the prefetch of popular pages are
 * derived from the rows (build-routes.ts). Adding a page means a row here and the page itself.
 *
 * lib/paths.ts imports this file, and lib/ never imports a feature, so neither does this file
 * (lint-enforced): a row names its page file and build-routes.ts loads it, each page its own
 * chunk. Ids are the old site's route names (Home, TheColumnList, MyVip, login …) and PascalCase
 * of the path for the rest.
 */
import { BARE_PAGE, CONSOLE_PAGE, NO_FOOTER, NO_FOOTER_DIVIDER } from './route-meta';
import type { RouteMeta } from './route-meta';
import type { RouteId } from '../../lib/paths';

/**
 * A page file: `<feature>/<name>` is features/<feature>/pages/<name>.tsx, whose default export
 * is the page. Only *-page.tsx and *-layout.tsx files are pages; the rest of pages/ are their
 * parts, styles and tests.
 */
export type PageFile = `${string}/${string}-page` | `${string}/${string}-layout`;

export interface RouteRow {
  id: string;
  /** The React Router pattern, in full for a section's children too. */
  path: `/${string}`;
  /** The page (none: a section parent that only groups its children). */
  page?: PageFile;
  /** Replaces the history entry with the route of this id instead of rendering a page. */
  redirectTo?: string;
  /** The parent's own path (the section's front page). */
  index?: boolean;
  meta?: RouteMeta;
  children?: readonly RouteRow[];
  /** The error page: its error element is its fallback, which must not depend on its chunk. */
  errorFallback?: boolean;
}

/** Each 遴选 topic is the one topic page, under its title from the topic table (lx-special). */
const LX_SPECIAL_TOPIC = 'lx-special/lx-special-topic-page' satisfies PageFile;

/** The four coaching products are the one coaching page, which reads its type from the row. */
const COACHING = 'shop/coaching-page' satisfies PageFile;

export const ROUTE_TABLE = [
  // Top-level pages.
  { id: 'Home', path: '/', page: 'home/home-page' },
  { id: 'AboutUs', path: '/aboutUs', page: 'static-pages/about-us-page' },
  { id: 'Course', path: '/course', page: 'courses/course-page', meta: NO_FOOTER },
  {
    id: 'courseDetail',
    path: '/courseDetail',
    page: 'courses/course-detail-page',
    meta: NO_FOOTER,
  },
  { id: 'download', path: '/download', page: 'static-pages/download-page' },
  {
    id: 'LivePlayer',
    path: '/livePlayer',
    page: 'live/live-player-page',
    meta: NO_FOOTER_DIVIDER,
  },
  { id: 'login', path: '/login', page: 'accounts/login-page', meta: BARE_PAGE },
  { id: 'oldExam', path: '/oldExam', page: 'exams/old-exam-page' },
  { id: 'publicClass', path: '/publicClass', page: 'courses/public-class-page' },
  { id: 'register', path: '/register', page: 'accounts/register-page', meta: BARE_PAGE },
  { id: 'siteMap', path: '/siteMap', page: 'static-pages/site-map-page' },
  {
    id: 'Substation',
    path: '/substation',
    page: 'home/substation-page',
    meta: { hideHeaderSearch: true },
  },
  { id: 'tagAggregation', path: '/tagAggregation', page: 'news/tag-aggregation-page' },
  { id: 'Theater', path: '/theater', page: 'video/theater-page' },
  {
    id: 'VideoPlay',
    path: '/videoPlay',
    page: 'video/video-play-page',
    meta: NO_FOOTER_DIVIDER,
  },
  // Further pages.
  { id: 'Recommend', path: '/recommend', page: 'news/recommend-page' },
  { id: 'Forecast', path: '/forecast', page: 'news/forecast-page' },
  { id: 'ToCountry', path: '/toCountry', page: 'news/to-country-page' },
  { id: 'Together', path: '/together', page: 'news/together-page' },
  { id: 'Victory', path: '/victory', page: 'news/victory-page' },
  { id: 'VictoryDetail', path: '/victoryDetail', page: 'news/victory-detail-page' },
  { id: 'Videos', path: '/videos', page: 'video/videos-page' },
  { id: 'Playback', path: '/playback', page: 'live/playback-page' },
  { id: 'VideoAd', path: '/videoAd', page: 'video/video-ad-page' },
  { id: 'Book', path: '/book', page: 'shop/book-page' },
  { id: 'ColumnList', path: '/columnList', page: 'news/column-list-page' },
  { id: 'CourseList', path: '/courseList', page: 'courses/course-list-page' },
  { id: 'Examination', path: '/examination', page: 'mock-exams/examination-page' },
  { id: 'Mock', path: '/mock', page: 'mock-exams/mock-page' },
  { id: 'SpecialTopics', path: '/specialTopics', page: 'news/special-topics-page' },
  {
    id: 'TopicClassification',
    path: '/topicClassification',
    page: 'news/topic-classification-page',
  },
  { id: 'TopicDetail', path: '/topicDetail', page: 'news/topic-detail-page' },
  {
    id: 'VipRights',
    path: '/vipRights',
    page: 'vip/vip-rights-page',
    meta: { footerSpacing: true },
  },
  { id: 'Enterprise', path: '/enterprise', page: 'static-pages/enterprise-page' },
  { id: 'Feature', path: '/feature', page: 'static-pages/feature-page', meta: NO_FOOTER_DIVIDER },
  { id: 'System', path: '/system', page: 'static-pages/system-page' },
  { id: 'JoinUs', path: '/joinUs', page: 'static-pages/join-us-page' },
  { id: 'Statement', path: '/statement', page: 'static-pages/statement-page' },
  { id: 'ContactUs', path: '/contactUs', page: 'static-pages/contact-us-page' },
  { id: 'Live', path: '/live', page: 'live/live-page' },
  // 网校课程详情 of the old site: the same course page as /courseDetail.
  { id: 'Detail', path: '/detail', page: 'courses/course-detail-page' },
  { id: 'Play', path: '/play', page: 'video/video-play-page' },
  { id: 'ConfirmOrder', path: '/confirmOrder', page: 'shop/confirm-order-page' },
  { id: 'OrderDetail', path: '/orderDetail', page: 'shop/order-detail-page' },
  { id: 'DepositOrder', path: '/depositOrder', page: 'shop/deposit-order-page' },
  { id: 'Search', path: '/search', page: 'search/search-page', meta: { hideHeaderSearch: true } },
  { id: 'Ydybs', path: '/ydybs', page: COACHING },
  { id: 'Ydyms', path: '/ydyms', page: COACHING },
  { id: 'Yddbs', path: '/yddbs', page: COACHING },
  { id: 'Yddms', path: '/yddms', page: COACHING },
  { id: 'Baoming', path: '/baoming', page: 'shop/baoming-page' },
  { id: 'CreateBmOrder', path: '/createBmOrder', page: 'shop/create-bm-order-page' },
  { id: 'Refresh', path: '/refresh', page: 'redirects/refresh-page' },
  { id: 'Refresh2', path: '/refresh2', page: 'redirects/refresh2-page' },
  { id: 'HomeworkDetail', path: '/homeworkDetail', page: 'homework/homework-detail-page' },
  {
    id: 'MyhomeworkDetail',
    path: '/myhomeworkDetail',
    page: 'homework/myhomework-detail-page',
  },
  { id: 'HomeworkSubmit', path: '/homeworkSubmit', page: 'homework/homework-submit-page' },
  { id: 'HomeworkCorrect', path: '/homeworkCorrect', page: 'grading/homework-correct-page' },
  {
    id: 'PreviewHomework',
    path: '/previewHomework',
    page: 'homework/preview-homework-page',
  },
  { id: 'DoHomework', path: '/doHomework', page: 'homework/do-homework-page' },
  { id: 'AnswerSheet', path: '/answerSheet', page: 'homework/answer-sheet-page' },
  { id: 'PayLocal', path: '/pay/local/:orderNum', page: 'shop/pay-local-page' },
  // 批改中心: one inbox of handed-in short answers (graders) and course homework (teachers), and
  // one short answer to grade (homework is corrected on /homeworkCorrect).
  { id: 'Grading', path: '/grading', page: 'grading/grading-page' },
  { id: 'GradingDetail', path: '/grading/:answerId', page: 'grading/grading-detail-page' },
  // Parameterised pages: column lists, articles.
  {
    id: 'TheColumnList',
    path: '/column/:cityColumnName?/:attributeName?/list/:firstColumnName?/:secondColumnName?',
    page: 'news/the-column-list-page',
  },
  {
    id: 'ColumnGov',
    path: '/columnGov/:cityColumnName?/:attributeName?/list/:firstColumnName?/:secondColumnName?',
    page: 'news/column-gov-page',
  },
  { id: 'ArticleDetail', path: '/articleDetail/:id/:topicId?', page: 'news/article-detail-page' },
  {
    id: 'ArticlePdf',
    path: '/articlePdf/:id/:topicId?',
    page: 'news/article-pdf-page',
    meta: BARE_PAGE,
  },
  // The online-school list lives at /list.html; /list only redirects there.
  { id: 'List', path: '/list.html', page: 'courses/list-page' },
  { id: 'ListRedirect', path: '/list', redirectTo: 'List' },
  // The error page must still say something when its own chunk or render fails.
  { id: 'Error', path: '/error', page: 'errors/error-page', errorFallback: true },
  { id: 'ErrorPage', path: '/errorPage', page: 'errors/error-page', errorFallback: true },
  // /lxSpecial: the 遴选 section; its topics in the order of its side menu.
  {
    id: 'LxSpecial',
    path: '/lxSpecial',
    page: 'lx-special/lx-special-layout',
    children: [
      {
        id: 'LxSpecialIndex',
        path: '/lxSpecial',
        page: 'lx-special/lx-special-index-page',
        index: true,
      },
      { id: 'LxSpecialNotice', path: '/lxSpecial/notice', page: LX_SPECIAL_TOPIC },
      {
        id: 'LxSpecialNoticeUnscramble',
        path: '/lxSpecial/noticeUnscramble',
        page: LX_SPECIAL_TOPIC,
      },
      { id: 'LxSpecialSchedule', path: '/lxSpecial/schedule', page: LX_SPECIAL_TOPIC },
      {
        id: 'LxSpecialApplicationConditions',
        path: '/lxSpecial/application-conditions',
        page: LX_SPECIAL_TOPIC,
      },
      {
        id: 'LxSpecialProfessionalCatalog',
        path: '/lxSpecial/professional-catalog',
        page: LX_SPECIAL_TOPIC,
      },
      { id: 'LxSpecialEnrollment', path: '/lxSpecial/enrollment', page: LX_SPECIAL_TOPIC },
      {
        id: 'LxSpecialRegistrationProcess',
        path: '/lxSpecial/registrationProcess',
        page: LX_SPECIAL_TOPIC,
      },
      { id: 'LxSpecialSignUp', path: '/lxSpecial/signUp', page: LX_SPECIAL_TOPIC },
      {
        id: 'LxSpecialAnsweringQuestionsOnRegistration',
        path: '/lxSpecial/answering-questions-on-registration',
        page: LX_SPECIAL_TOPIC,
      },
      {
        id: 'LxSpecialPhotoAdjustment',
        path: '/lxSpecial/photoAdjustment',
        page: LX_SPECIAL_TOPIC,
      },
      {
        id: 'LxSpecialAdmissionTicketPrint',
        path: '/lxSpecial/admissionTicketPrint',
        page: LX_SPECIAL_TOPIC,
      },
      {
        id: 'LxSpecialExaminationProcess',
        path: '/lxSpecial/examinationProcess',
        page: LX_SPECIAL_TOPIC,
      },
      {
        id: 'LxSpecialExaminationSubjects',
        path: '/lxSpecial/examinationSubjects',
        page: LX_SPECIAL_TOPIC,
      },
      {
        id: 'LxSpecialExaminationQuestions',
        path: '/lxSpecial/examinationQuestions',
        page: LX_SPECIAL_TOPIC,
      },
      {
        id: 'LxSpecialPrepareForExaminationData',
        path: '/lxSpecial/prepare-for-examinationData',
        page: LX_SPECIAL_TOPIC,
      },
      {
        id: 'LxSpecialPrepareForExaminationBookandcourse',
        path: '/lxSpecial/prepare-for-examination-bookandcourse',
        page: LX_SPECIAL_TOPIC,
      },
      {
        id: 'LxSpecialWrittenExaminationCourse',
        path: '/lxSpecial/writtenExaminationCourse',
        page: LX_SPECIAL_TOPIC,
      },
      {
        id: 'LxSpecialOpenClassGuidance',
        path: '/lxSpecial/openClassGuidance',
        page: LX_SPECIAL_TOPIC,
      },
      { id: 'LxSpecialScoreQuery', path: '/lxSpecial/scoreQuery', page: LX_SPECIAL_TOPIC },
      {
        id: 'LxSpecialScoreCalculation',
        path: '/lxSpecial/scoreCalculation',
        page: LX_SPECIAL_TOPIC,
      },
      { id: 'LxSpecialScoreLine', path: '/lxSpecial/scoreLine', page: LX_SPECIAL_TOPIC },
      {
        id: 'LxSpecialWrittenTestDispensingAnnouncement',
        path: '/lxSpecial/writtenTestDispensingAnnouncement',
        page: LX_SPECIAL_TOPIC,
      },
      { id: 'LxSpecialZgfs', path: '/lxSpecial/zgfs', page: LX_SPECIAL_TOPIC },
      {
        id: 'LxSpecialInterviewInformationSummary',
        path: '/lxSpecial/interviewInformationSummary',
        page: LX_SPECIAL_TOPIC,
      },
      {
        id: 'LxSpecialInterviewProcess',
        path: '/lxSpecial/interviewProcess',
        page: LX_SPECIAL_TOPIC,
      },
      {
        id: 'LxSpecialInterviewEtiquette',
        path: '/lxSpecial/interviewEtiquette',
        page: LX_SPECIAL_TOPIC,
      },
      {
        id: 'LxSpecialRecruitmentPublicity',
        path: '/lxSpecial/recruitmentPublicity',
        page: LX_SPECIAL_TOPIC,
      },
      {
        id: 'LxSpecialLearnerExperience',
        path: '/lxSpecial/learnerExperience',
        page: LX_SPECIAL_TOPIC,
      },
      { id: 'LxSpecial5', path: '/lxSpecial/5', page: LX_SPECIAL_TOPIC },
    ],
  },
  // The bank's own pages have no footer: practice screens use the full height.
  {
    id: 'QuestionBankLayout',
    path: '/questionBank',
    meta: NO_FOOTER,
    children: [
      {
        id: 'QuestionBank',
        path: '/questionBank',
        page: 'question-bank/question-bank-page',
        index: true,
      },
      { id: 'Analysis', path: '/questionBank/analysis', page: 'question-bank/analysis-page' },
      {
        id: 'BoundsDifficulty',
        path: '/questionBank/boundsDifficulty',
        page: 'bounded-practice/bounds-difficulty-page',
      },
      {
        id: 'BoundsDifficultyTest',
        path: '/questionBank/boundsDifficultyTest',
        page: 'bounded-practice/bounds-difficulty-test-page',
      },
      {
        id: 'ClassSubjectLibrary',
        path: '/questionBank/classSubjectLibrary',
        page: 'question-bank/class-subject-library-page',
      },
      {
        id: 'ExerciseReport',
        path: '/questionBank/exerciseReport',
        page: 'question-bank/exercise-report-page',
      },
      { id: 'Lecture', path: '/questionBank/lecture', page: 'lectures/lecture-page' },
      {
        id: 'LectureDetail',
        path: '/questionBank/lectureDetail',
        page: 'lectures/lecture-detail-page',
      },
      {
        id: 'LectureSubject',
        path: '/questionBank/lectureSubject',
        page: 'lectures/lecture-subject-page',
      },
      {
        id: 'MockExamExplain',
        path: '/questionBank/mockExamExplain',
        page: 'mock-exams/mock-exam-explain-page',
      },
      { id: 'MockRecord', path: '/questionBank/mockRecord', page: 'mock-exams/mock-record-page' },
      { id: 'MockTest', path: '/questionBank/mockTest', page: 'question-bank/mock-test-page' },
      {
        id: 'OverYearTrueTopic',
        path: '/questionBank/overYearTrueTopic',
        page: 'question-bank/over-year-true-topic-page',
      },
      {
        id: 'OverYearTrueTopicDetail',
        path: '/questionBank/overYearTrueTopicDetail',
        page: 'question-bank/over-year-true-topic-detail-page',
      },
      {
        id: 'OverYearTrueTopicDetailTest',
        path: '/questionBank/overYearTrueTopicDetailTest',
        page: 'question-bank/over-year-true-topic-detail-test-page',
      },
      {
        id: 'PaperPreView',
        path: '/questionBank/paperPreView',
        page: 'question-bank/paper-pre-view-page',
      },
      {
        id: 'PsychologyTest',
        path: '/questionBank/psychologyTest',
        page: 'psychology/psychology-test-page',
      },
      {
        id: 'PsychologyTestReport',
        path: '/questionBank/psychologyTestReport',
        page: 'psychology/psychology-test-report-page',
      },
      {
        id: 'PsychologyTestTraining',
        path: '/questionBank/psychologyTestTraining',
        page: 'psychology/psychology-test-training-page',
      },
      {
        id: 'RealSituationTest',
        path: '/questionBank/realSituationTest',
        page: 'question-bank/real-situation-test-page',
      },
      { id: 'Record', path: '/questionBank/record', page: 'question-bank/record-page' },
      {
        id: 'SpecialTraining',
        path: '/questionBank/specialTraining',
        page: 'question-bank/special-training-page',
      },
      {
        id: 'SpecificTest',
        path: '/questionBank/specificTest',
        page: 'question-bank/specific-test-page',
      },
      {
        id: 'AiAnalysis',
        path: '/questionBank/AiAnalysis',
        page: 'question-bank/ai-analysis-page',
      },
      {
        id: 'AnalysisItem',
        path: '/questionBank/AnalysisItem',
        page: 'question-bank/analysis-item-page',
      },
      { id: 'FillIn', path: '/questionBank/FillIn', page: 'question-bank/fill-in-page' },
      {
        id: 'MultipleChoose',
        path: '/questionBank/MultipleChoose',
        page: 'question-bank/multiple-choose-page',
      },
      {
        id: 'ProgressBar',
        path: '/questionBank/ProgressBar',
        page: 'question-bank/progress-bar-page',
      },
      {
        id: 'RecordItem',
        path: '/questionBank/recordItem',
        page: 'question-bank/record-item-page',
      },
      { id: 'Sequencing', path: '/questionBank/Sequencing', page: 'question-bank/sequencing-page' },
      {
        id: 'ShortAnswer',
        path: '/questionBank/shortAnswer',
        page: 'question-bank/short-answer-page',
      },
      {
        id: 'ShortAnswer2',
        path: '/questionBank/shortAnswer2',
        page: 'question-bank/short-answer2-page',
      },
      {
        id: 'SingleChoose',
        path: '/questionBank/SingleChoose',
        page: 'question-bank/single-choose-page',
      },
      { id: 'Synthesis', path: '/questionBank/Synthesis', page: 'question-bank/synthesis-page' },
      { id: 'Synthesis2', path: '/questionBank/Synthesis2', page: 'question-bank/synthesis2-page' },
    ],
  },
  {
    id: 'PersonalCenter',
    path: '/personalCenter',
    page: 'personal-center/personal-center-layout',
    meta: NO_FOOTER,
    children: [
      {
        id: 'PersonalCenterIndex',
        path: '/personalCenter',
        index: true,
        redirectTo: 'MyCollection',
      },
      {
        id: 'MyCollection',
        path: '/personalCenter/myCollection',
        page: 'question-bank/my-collection-page',
      },
      {
        id: 'MyCourse',
        path: '/personalCenter/myCourse',
        page: 'courses/my-course-page',
      },
      {
        id: 'MyCourseDetail',
        path: '/personalCenter/myCourseDetail',
        page: 'courses/my-course-detail-page',
      },
      { id: 'Study', path: '/personalCenter/study', page: 'courses/study-page' },
      {
        id: 'HomeworkList',
        path: '/personalCenter/homeworkList',
        page: 'homework/homework-list-page',
      },
      {
        id: 'MyHomework',
        path: '/personalCenter/myHomework',
        page: 'homework/my-homework-page',
      },
      { id: 'MyMock', path: '/personalCenter/myMock', page: 'mock-exams/my-mock-page' },
      { id: 'MyVip', path: '/personalCenter/myVip', page: 'vip/my-vip-page' },
      {
        id: 'Order',
        path: '/personalCenter/order/:enlistId?/:courseId?',
        page: 'shop/my-orders-page',
      },
      {
        id: 'AccountSettings',
        path: '/personalCenter/accountSettings',
        page: 'accounts/account-settings-page',
      },
      {
        id: 'Address',
        path: '/personalCenter/address',
        page: 'shop/address-page',
      },
      {
        id: 'Feedback',
        path: '/personalCenter/feedback',
        page: 'support/feedback-page',
      },
      {
        id: 'Coupons',
        path: '/personalCenter/coupons',
        page: 'shop/coupons-page',
      },
      {
        id: 'MiniCourseDetail',
        path: '/personalCenter/miniCourseDetail',
        page: 'courses/mini-course-detail-page',
      },
    ],
  },
  // The staff console: its own frame, lazy chunks no learner downloads, each section open to the
  // roles its endpoints allow (the server decides; the menu only follows).
  {
    id: 'Console',
    path: '/admin',
    page: 'console/console-layout',
    meta: CONSOLE_PAGE,
    children: [
      { id: 'ConsoleIndex', path: '/admin', index: true, page: 'console/console-home-page' },
      {
        id: 'ConsoleFeedback',
        path: '/admin/feedback',
        page: 'console/feedback-inbox-page',
      },
      {
        id: 'ConsoleMessages',
        path: '/admin/messages',
        page: 'console/support-messages-page',
      },
      {
        id: 'ConsoleQuestionImport',
        path: '/admin/questionImport',
        page: 'console/question-import-page',
      },
      { id: 'ConsolePapers', path: '/admin/papers', page: 'console/papers-page' },
      {
        id: 'ConsoleCatalogues',
        path: '/admin/catalogues',
        page: 'console/catalogues-page',
      },
      { id: 'ConsoleQuestions', path: '/admin/questions', page: 'console/questions-page' },
      // One editor for both: id 'new' writes a new question (?subjectId=&paperId= preset).
      {
        id: 'ConsoleQuestionEdit',
        path: '/admin/questions/:id',
        page: 'console/question-edit-page',
      },
      {
        id: 'ConsoleMockExams',
        path: '/admin/mockExams',
        page: 'console/mock-exams-page',
      },
      { id: 'ConsoleOrders', path: '/admin/orders', page: 'console/orders-page' },
      { id: 'ConsoleGrading', path: '/admin/grading', page: 'console/grading-page' },
      { id: 'ConsoleArticles', path: '/admin/articles', page: 'console/articles-page' },
      {
        id: 'ConsoleArticleEdit',
        path: '/admin/articles/edit',
        page: 'console/article-edit-page',
      },
      { id: 'ConsoleColumns', path: '/admin/columns', page: 'console/columns-page' },
      { id: 'ConsoleTopics', path: '/admin/topics', page: 'console/topics-page' },
      {
        id: 'ConsoleSiteContent',
        path: '/admin/site-content',
        page: 'console/site-content-page',
      },
      { id: 'ConsoleCourses', path: '/admin/courses', page: 'console/courses-page' },
      // One editor page for both: a new course, then (once saved) the same course by its id.
      { id: 'ConsoleCourseNew', path: '/admin/courses/new', page: 'console/course-edit-page' },
      { id: 'ConsoleCourseEdit', path: '/admin/courses/:id', page: 'console/course-edit-page' },
      { id: 'ConsoleTeachers', path: '/admin/teachers', page: 'console/teachers-page' },
      { id: 'ConsoleGoods', path: '/admin/goods', page: 'console/goods-page' },
      // As with courses: a new book, then (once saved) the same book by its id.
      { id: 'ConsoleGoodsNew', path: '/admin/goods/new', page: 'console/goods-edit-page' },
      { id: 'ConsoleGoodsEdit', path: '/admin/goods/:id', page: 'console/goods-edit-page' },
      { id: 'ConsoleCoaching', path: '/admin/coaching', page: 'console/coaching-page' },
      { id: 'ConsoleCoupons', path: '/admin/coupons', page: 'console/coupons-page' },
      { id: 'ConsoleVip', path: '/admin/vip', page: 'console/vip-page' },
      {
        id: 'ConsoleExperienceCards',
        path: '/admin/experience-cards',
        page: 'console/experience-cards-page',
      },
      { id: 'ConsolePositions', path: '/admin/positions', page: 'console/positions-page' },
      { id: 'ConsolePeople', path: '/admin/people', page: 'console/people-page' },
      { id: 'ConsoleSettings', path: '/admin/settings', page: 'console/site-settings-page' },
      { id: 'ConsoleAudit', path: '/admin/audit', page: 'console/audit-log-page' },
      { id: 'ConsoleJobs', path: '/admin/jobs', page: 'console/jobs-page' },
    ],
  },
] as const satisfies readonly RouteRow[];

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
