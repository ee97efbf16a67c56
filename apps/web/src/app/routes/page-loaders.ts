/**
 * Every page's lazy import, keyed by route id. Each import() is its own chunk; keeping them
 * in one table lets folder-style duplicate routes reuse a page's chunk and lets the service
 * worker registration warm the most visited ones (see prefetch.ts).
 */
import type { RouteId } from '../../lib/paths';
import type { PageImport } from './define-route';

const errorPage: PageImport = () => import('../../features/errors/pages/error-page');

export const PAGE_LOADERS = {
  Home: () => import('../../features/home/pages/home-page'),
  siteMap: () => import('../../features/static-pages/pages/site-map-page'),
  Enterprise: () => import('../../features/static-pages/pages/enterprise-page'),
  Error: errorPage,
  ErrorPage: errorPage,
  Refresh: () => import('../../features/redirects/pages/refresh-page'),
  Refresh2: () => import('../../features/redirects/pages/refresh2-page'),
  LxSpecial: () => import('../../features/lx-special/pages/lx-special-layout'),
  LxSpecialIndex: () => import('../../features/lx-special/pages/lx-special-index-page'),
  PersonalCenter: () => import('../../features/personal-center/pages/personal-center-layout'),
  AboutUs: () => import('../../features/static-pages/pages/about-us-page'),
  Course: () => import('../../features/courses/pages/course-page'),
  courseDetail: () => import('../../features/courses/pages/course-detail-page'),
  download: () => import('../../features/static-pages/pages/download-page'),
  LivePlayer: () => import('../../features/courses/pages/live-player-page'),
  login: () => import('../../features/accounts/pages/login-page'),
  oldExam: () => import('../../features/exams/pages/old-exam-page'),
  publicClass: () => import('../../features/courses/pages/public-class-page'),
  register: () => import('../../features/accounts/pages/register-page'),
  Substation: () => import('../../features/home/pages/substation-page'),
  tagAggregation: () => import('../../features/news/pages/tag-aggregation-page'),
  Theater: () => import('../../features/courses/pages/theater-page'),
  VideoPlay: () => import('../../features/courses/pages/video-play-page'),
  Recommend: () => import('../../features/news/pages/recommend-page'),
  Forecast: () => import('../../features/news/pages/forecast-page'),
  ToCountry: () => import('../../features/news/pages/to-country-page'),
  Together: () => import('../../features/news/pages/together-page'),
  Victory: () => import('../../features/news/pages/victory-page'),
  VictoryDetail: () => import('../../features/news/pages/victory-detail-page'),
  Videos: () => import('../../features/courses/pages/videos-page'),
  Playback: () => import('../../features/courses/pages/playback-page'),
  VideoAd: () => import('../../features/courses/pages/video-ad-page'),
  Book: () => import('../../features/shop/pages/book-page'),
  ColumnList: () => import('../../features/news/pages/column-list-page'),
  CourseList: () => import('../../features/courses/pages/course-list-page'),
  Examination: () => import('../../features/exams/pages/examination-page'),
  Mock: () => import('../../features/exams/pages/mock-page'),
  SpecialTopics: () => import('../../features/news/pages/special-topics-page'),
  TopicClassification: () => import('../../features/news/pages/topic-classification-page'),
  TopicDetail: () => import('../../features/news/pages/topic-detail-page'),
  VipRights: () => import('../../features/vip/pages/vip-rights-page'),
  Feature: () => import('../../features/static-pages/pages/feature-page'),
  System: () => import('../../features/static-pages/pages/system-page'),
  JoinUs: () => import('../../features/static-pages/pages/join-us-page'),
  Statement: () => import('../../features/static-pages/pages/statement-page'),
  ContactUs: () => import('../../features/static-pages/pages/contact-us-page'),
  Live: () => import('../../features/courses/pages/live-page'),
  Detail: () => import('../../features/courses/pages/detail-page'),
  Play: () => import('../../features/courses/pages/play-page'),
  ConfirmOrder: () => import('../../features/shop/pages/confirm-order-page'),
  OrderDetail: () => import('../../features/shop/pages/order-detail-page'),
  DepositOrder: () => import('../../features/shop/pages/deposit-order-page'),
  Search: () => import('../../features/search/pages/search-page'),
  Ydybs: () => import('../../features/enrollment/pages/ydybs-page'),
  Ydyms: () => import('../../features/enrollment/pages/ydyms-page'),
  Yddbs: () => import('../../features/enrollment/pages/yddbs-page'),
  Yddms: () => import('../../features/enrollment/pages/yddms-page'),
  Baoming: () => import('../../features/enrollment/pages/baoming-page'),
  CreateBmOrder: () => import('../../features/enrollment/pages/create-bm-order-page'),
  HomeworkDetail: () => import('../../features/homework/pages/homework-detail-page'),
  MyhomeworkDetail: () => import('../../features/homework/pages/myhomework-detail-page'),
  HomeworkSubmit: () => import('../../features/homework/pages/homework-submit-page'),
  HomeworkCorrect: () => import('../../features/homework/pages/homework-correct-page'),
  PreviewHomework: () => import('../../features/homework/pages/preview-homework-page'),
  DoHomework: () => import('../../features/homework/pages/do-homework-page'),
  AnswerSheet: () => import('../../features/homework/pages/answer-sheet-page'),
  PayLocal: () => import('../../features/shop/pages/pay-local-page'),
  List: () => import('../../features/courses/pages/list-page'),
  TheColumnList: () => import('../../features/news/pages/the-column-list-page'),
  ColumnGov: () => import('../../features/news/pages/column-gov-page'),
  ArticleDetail: () => import('../../features/news/pages/article-detail-page'),
  ArticlePdf: () => import('../../features/news/pages/article-pdf-page'),
  QuestionBank: () => import('../../features/question-bank/pages/question-bank-page'),
  Analysis: () => import('../../features/question-bank/pages/analysis-page'),
  ClassSubjectLibrary: () =>
    import('../../features/question-bank/pages/class-subject-library-page'),
  ExerciseReport: () => import('../../features/question-bank/pages/exercise-report-page'),
  Lecture: () => import('../../features/question-bank/pages/lecture-page'),
  LectureDetail: () => import('../../features/question-bank/pages/lecture-detail-page'),
  LectureSubject: () => import('../../features/question-bank/pages/lecture-subject-page'),
  MockExamExplain: () => import('../../features/question-bank/pages/mock-exam-explain-page'),
  MockRecord: () => import('../../features/question-bank/pages/mock-record-page'),
  MockTest: () => import('../../features/question-bank/pages/mock-test-page'),
  OverYearTrueTopic: () => import('../../features/question-bank/pages/over-year-true-topic-page'),
  OverYearTrueTopicDetail: () =>
    import('../../features/question-bank/pages/over-year-true-topic-detail-page'),
  OverYearTrueTopicDetailTest: () =>
    import('../../features/question-bank/pages/over-year-true-topic-detail-test-page'),
  PaperPreView: () => import('../../features/question-bank/pages/paper-pre-view-page'),
  PsychologyTest: () => import('../../features/question-bank/pages/psychology-test-page'),
  PsychologyTestReport: () =>
    import('../../features/question-bank/pages/psychology-test-report-page'),
  PsychologyTestTraining: () =>
    import('../../features/question-bank/pages/psychology-test-training-page'),
  RealSituationTest: () => import('../../features/question-bank/pages/real-situation-test-page'),
  Record: () => import('../../features/question-bank/pages/record-page'),
  SpecialTraining: () => import('../../features/question-bank/pages/special-training-page'),
  SpecificTest: () => import('../../features/question-bank/pages/specific-test-page'),
  AiAnalysis: () => import('../../features/question-bank/pages/ai-analysis-page'),
  AnalysisItem: () => import('../../features/question-bank/pages/analysis-item-page'),
  FillIn: () => import('../../features/question-bank/pages/fill-in-page'),
  MultipleChoose: () => import('../../features/question-bank/pages/multiple-choose-page'),
  ProgressBar: () => import('../../features/question-bank/pages/progress-bar-page'),
  RecordItem: () => import('../../features/question-bank/pages/record-item-page'),
  Sequencing: () => import('../../features/question-bank/pages/sequencing-page'),
  ShortAnswer: () => import('../../features/question-bank/pages/short-answer-page'),
  ShortAnswer2: () => import('../../features/question-bank/pages/short-answer2-page'),
  Grading: () => import('../../features/grading/pages/grading-page'),
  GradingDetail: () => import('../../features/grading/pages/grading-detail-page'),
  SingleChoose: () => import('../../features/question-bank/pages/single-choose-page'),
  Synthesis: () => import('../../features/question-bank/pages/synthesis-page'),
  Synthesis2: () => import('../../features/question-bank/pages/synthesis2-page'),
  MyCollection: () => import('../../features/question-bank/pages/my-collection-page'),
  MyCourse: () => import('../../features/personal-center/pages/my-course-page'),
  MyCourseDetail: () => import('../../features/personal-center/pages/my-course-detail-page'),
  Study: () => import('../../features/personal-center/pages/study-page'),
  HomeworkList: () => import('../../features/personal-center/pages/homework-list-page'),
  MyHomework: () => import('../../features/personal-center/pages/my-homework-page'),
  MyMock: () => import('../../features/personal-center/pages/my-mock-page'),
  MyVip: () => import('../../features/vip/pages/my-vip-page'),
  Order: () => import('../../features/personal-center/pages/order-page'),
  AccountSettings: () => import('../../features/accounts/pages/account-settings-page'),
  Address: () => import('../../features/personal-center/pages/address-page'),
  Feedback: () => import('../../features/personal-center/pages/feedback-page'),
  Coupons: () => import('../../features/personal-center/pages/coupons-page'),
  MiniCourseDetail: () => import('../../features/personal-center/pages/mini-course-detail-page'),
  LxSpecial5: () => import('../../features/lx-special/pages/lx-special5-page'),
  LxSpecialAdmissionTicketPrint: () =>
    import('../../features/lx-special/pages/lx-special-admission-ticket-print-page'),
  LxSpecialAnsweringQuestionsOnRegistration: () =>
    import('../../features/lx-special/pages/lx-special-answering-questions-on-registration-page'),
  LxSpecialApplicationConditions: () =>
    import('../../features/lx-special/pages/lx-special-application-conditions-page'),
  LxSpecialEnrollment: () => import('../../features/lx-special/pages/lx-special-enrollment-page'),
  LxSpecialExaminationProcess: () =>
    import('../../features/lx-special/pages/lx-special-examination-process-page'),
  LxSpecialExaminationQuestions: () =>
    import('../../features/lx-special/pages/lx-special-examination-questions-page'),
  LxSpecialExaminationSubjects: () =>
    import('../../features/lx-special/pages/lx-special-examination-subjects-page'),
  LxSpecialInterviewEtiquette: () =>
    import('../../features/lx-special/pages/lx-special-interview-etiquette-page'),
  LxSpecialInterviewInformationSummary: () =>
    import('../../features/lx-special/pages/lx-special-interview-information-summary-page'),
  LxSpecialInterviewProcess: () =>
    import('../../features/lx-special/pages/lx-special-interview-process-page'),
  LxSpecialLearnerExperience: () =>
    import('../../features/lx-special/pages/lx-special-learner-experience-page'),
  LxSpecialNotice: () => import('../../features/lx-special/pages/lx-special-notice-page'),
  LxSpecialNoticeUnscramble: () =>
    import('../../features/lx-special/pages/lx-special-notice-unscramble-page'),
  LxSpecialOpenClassGuidance: () =>
    import('../../features/lx-special/pages/lx-special-open-class-guidance-page'),
  LxSpecialPhotoAdjustment: () =>
    import('../../features/lx-special/pages/lx-special-photo-adjustment-page'),
  LxSpecialPrepareForExaminationBookandcourse: () =>
    import('../../features/lx-special/pages/lx-special-prepare-for-examination-bookandcourse-page'),
  LxSpecialPrepareForExaminationData: () =>
    import('../../features/lx-special/pages/lx-special-prepare-for-examination-data-page'),
  LxSpecialProfessionalCatalog: () =>
    import('../../features/lx-special/pages/lx-special-professional-catalog-page'),
  LxSpecialRecruitmentPublicity: () =>
    import('../../features/lx-special/pages/lx-special-recruitment-publicity-page'),
  LxSpecialRegistrationProcess: () =>
    import('../../features/lx-special/pages/lx-special-registration-process-page'),
  LxSpecialSchedule: () => import('../../features/lx-special/pages/lx-special-schedule-page'),
  LxSpecialScoreCalculation: () =>
    import('../../features/lx-special/pages/lx-special-score-calculation-page'),
  LxSpecialScoreLine: () => import('../../features/lx-special/pages/lx-special-score-line-page'),
  LxSpecialScoreQuery: () => import('../../features/lx-special/pages/lx-special-score-query-page'),
  LxSpecialSignUp: () => import('../../features/lx-special/pages/lx-special-sign-up-page'),
  LxSpecialWrittenExaminationCourse: () =>
    import('../../features/lx-special/pages/lx-special-written-examination-course-page'),
  LxSpecialWrittenTestDispensingAnnouncement: () =>
    import('../../features/lx-special/pages/lx-special-written-test-dispensing-announcement-page'),
  LxSpecialZgfs: () => import('../../features/lx-special/pages/lx-special-zgfs-page'),
} satisfies Partial<Record<RouteId, PageImport>>;

export type PageId = keyof typeof PAGE_LOADERS;
