/**
 * Every URL of the site is built here, and nowhere else (docs/architecture.md).
 *
 * ROUTE_PATHS maps each route id of the site to its path pattern; the router reads its
 * paths from this table, so a link built with `pathTo` can never drift from the route it targets.
 * Ids are the old site's route names (Home, TheColumnList, MyVip, login …) and PascalCase of
 * the path for the rest. Folder-style duplicate paths (/my/*, /vip/VipRights …) are not listed:
 * nothing links to them, see app/routes/route-table.ts.
 */
export const ROUTE_PATHS = {
  // Top-level pages.
  Home: '/',
  AboutUs: '/aboutUs',
  Course: '/course',
  courseDetail: '/courseDetail',
  download: '/download',
  ErrorPage: '/errorPage',
  LivePlayer: '/livePlayer',
  login: '/login',
  oldExam: '/oldExam',
  publicClass: '/publicClass',
  register: '/register',
  siteMap: '/siteMap',
  Substation: '/substation',
  tagAggregation: '/tagAggregation',
  Theater: '/theater',
  VideoPlay: '/videoPlay',

  // Further pages.
  Recommend: '/recommend',
  Forecast: '/forecast',
  ToCountry: '/toCountry',
  Together: '/together',
  Victory: '/victory',
  VictoryDetail: '/victoryDetail',
  Videos: '/videos',
  Playback: '/playback',
  VideoAd: '/videoAd',
  Book: '/book',
  ColumnList: '/columnList',
  CourseList: '/courseList',
  Examination: '/examination',
  Mock: '/mock',
  SpecialTopics: '/specialTopics',
  TopicClassification: '/topicClassification',
  TopicDetail: '/topicDetail',
  VipRights: '/vipRights',
  Enterprise: '/enterprise',
  Feature: '/feature',
  System: '/system',
  JoinUs: '/joinUs',
  Statement: '/statement',
  ContactUs: '/contactUs',
  Live: '/live',
  Detail: '/detail',
  Play: '/play',
  ConfirmOrder: '/confirmOrder',
  OrderDetail: '/orderDetail',
  DepositOrder: '/depositOrder',
  Search: '/search',
  Ydybs: '/ydybs',
  Ydyms: '/ydyms',
  Yddbs: '/yddbs',
  Yddms: '/yddms',
  Baoming: '/baoming',
  CreateBmOrder: '/createBmOrder',
  Refresh: '/refresh',
  Refresh2: '/refresh2',
  HomeworkDetail: '/homeworkDetail',
  MyhomeworkDetail: '/myhomeworkDetail',
  HomeworkSubmit: '/homeworkSubmit',
  HomeworkCorrect: '/homeworkCorrect',
  PreviewHomework: '/previewHomework',
  DoHomework: '/doHomework',
  AnswerSheet: '/answerSheet',
  PayLocal: '/pay/local/:orderNum',
  // 批改中心: graders' queue of submitted short answers and one answer to grade.
  Grading: '/grading',
  GradingDetail: '/grading/:answerId',
  Error: '/error',

  // The online-school list lives at /list.html; /list only redirects there.
  List: '/list.html',
  ListRedirect: '/list',

  // Parameterised pages.
  TheColumnList:
    '/column/:cityColumnName?/:attributeName?/list/:firstColumnName?/:secondColumnName?',
  ColumnGov:
    '/columnGov/:cityColumnName?/:attributeName?/list/:firstColumnName?/:secondColumnName?',
  ArticleDetail: '/articleDetail/:id/:topicId?',
  ArticlePdf: '/articlePdf/:id/:topicId?',

  // /lxSpecial: the 遴选 special-topic section and its 29 child pages.
  LxSpecial: '/lxSpecial',
  LxSpecialIndex: '/lxSpecial',
  LxSpecial5: '/lxSpecial/5',
  LxSpecialAdmissionTicketPrint: '/lxSpecial/admissionTicketPrint',
  LxSpecialAnsweringQuestionsOnRegistration: '/lxSpecial/answering-questions-on-registration',
  LxSpecialApplicationConditions: '/lxSpecial/application-conditions',
  LxSpecialEnrollment: '/lxSpecial/enrollment',
  LxSpecialExaminationProcess: '/lxSpecial/examinationProcess',
  LxSpecialExaminationQuestions: '/lxSpecial/examinationQuestions',
  LxSpecialExaminationSubjects: '/lxSpecial/examinationSubjects',
  LxSpecialInterviewEtiquette: '/lxSpecial/interviewEtiquette',
  LxSpecialInterviewInformationSummary: '/lxSpecial/interviewInformationSummary',
  LxSpecialInterviewProcess: '/lxSpecial/interviewProcess',
  LxSpecialLearnerExperience: '/lxSpecial/learnerExperience',
  LxSpecialNotice: '/lxSpecial/notice',
  LxSpecialNoticeUnscramble: '/lxSpecial/noticeUnscramble',
  LxSpecialOpenClassGuidance: '/lxSpecial/openClassGuidance',
  LxSpecialPhotoAdjustment: '/lxSpecial/photoAdjustment',
  LxSpecialPrepareForExaminationBookandcourse: '/lxSpecial/prepare-for-examination-bookandcourse',
  LxSpecialPrepareForExaminationData: '/lxSpecial/prepare-for-examinationData',
  LxSpecialProfessionalCatalog: '/lxSpecial/professional-catalog',
  LxSpecialRecruitmentPublicity: '/lxSpecial/recruitmentPublicity',
  LxSpecialRegistrationProcess: '/lxSpecial/registrationProcess',
  LxSpecialSchedule: '/lxSpecial/schedule',
  LxSpecialScoreCalculation: '/lxSpecial/scoreCalculation',
  LxSpecialScoreLine: '/lxSpecial/scoreLine',
  LxSpecialScoreQuery: '/lxSpecial/scoreQuery',
  LxSpecialSignUp: '/lxSpecial/signUp',
  LxSpecialWrittenExaminationCourse: '/lxSpecial/writtenExaminationCourse',
  LxSpecialWrittenTestDispensingAnnouncement: '/lxSpecial/writtenTestDispensingAnnouncement',
  LxSpecialZgfs: '/lxSpecial/zgfs',

  // /questionBank: the bank home (index) and its child pages.
  QuestionBankLayout: '/questionBank',
  QuestionBank: '/questionBank',
  Analysis: '/questionBank/analysis',
  ClassSubjectLibrary: '/questionBank/classSubjectLibrary',
  ExerciseReport: '/questionBank/exerciseReport',
  Lecture: '/questionBank/lecture',
  LectureDetail: '/questionBank/lectureDetail',
  LectureSubject: '/questionBank/lectureSubject',
  MockExamExplain: '/questionBank/mockExamExplain',
  MockRecord: '/questionBank/mockRecord',
  MockTest: '/questionBank/mockTest',
  OverYearTrueTopic: '/questionBank/overYearTrueTopic',
  OverYearTrueTopicDetail: '/questionBank/overYearTrueTopicDetail',
  OverYearTrueTopicDetailTest: '/questionBank/overYearTrueTopicDetailTest',
  PaperPreView: '/questionBank/paperPreView',
  PsychologyTest: '/questionBank/psychologyTest',
  PsychologyTestReport: '/questionBank/psychologyTestReport',
  PsychologyTestTraining: '/questionBank/psychologyTestTraining',
  RealSituationTest: '/questionBank/realSituationTest',
  Record: '/questionBank/record',
  SpecialTraining: '/questionBank/specialTraining',
  SpecificTest: '/questionBank/specificTest',
  // The question-type components are reachable as routes too.
  AiAnalysis: '/questionBank/AiAnalysis',
  AnalysisItem: '/questionBank/AnalysisItem',
  FillIn: '/questionBank/FillIn',
  MultipleChoose: '/questionBank/MultipleChoose',
  ProgressBar: '/questionBank/ProgressBar',
  RecordItem: '/questionBank/recordItem',
  Sequencing: '/questionBank/Sequencing',
  ShortAnswer: '/questionBank/shortAnswer',
  ShortAnswer2: '/questionBank/shortAnswer2',
  SingleChoose: '/questionBank/SingleChoose',
  Synthesis: '/questionBank/Synthesis',
  Synthesis2: '/questionBank/Synthesis2',

  // /personalCenter: its index redirects to myCollection.
  PersonalCenter: '/personalCenter',
  PersonalCenterIndex: '/personalCenter',
  MyCollection: '/personalCenter/myCollection',
  MyCourse: '/personalCenter/myCourse',
  MyCourseDetail: '/personalCenter/myCourseDetail',
  Study: '/personalCenter/study',
  HomeworkList: '/personalCenter/homeworkList',
  MyHomework: '/personalCenter/myHomework',
  MyMock: '/personalCenter/myMock',
  MyVip: '/personalCenter/myVip',
  Order: '/personalCenter/order/:enlistId?/:courseId?',
  AccountSettings: '/personalCenter/accountSettings',
  Address: '/personalCenter/address',
  Feedback: '/personalCenter/feedback',
  Coupons: '/personalCenter/coupons',
  MiniCourseDetail: '/personalCenter/miniCourseDetail',
} as const satisfies Record<string, `/${string}`>;

export type RouteId = keyof typeof ROUTE_PATHS;
export type RoutePattern = (typeof ROUTE_PATHS)[RouteId];

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? Head | Segments<Rest>
  : P;
type RequiredParamName<S> = S extends `:${string}?` ? never : S extends `:${infer N}` ? N : never;
type OptionalParamName<S> = S extends `:${infer N}?` ? N : never;
type ParamValue = string | number;

type RequiredParams<Id extends RouteId> = RequiredParamName<Segments<(typeof ROUTE_PATHS)[Id]>>;
type OptionalParams<Id extends RouteId> = OptionalParamName<Segments<(typeof ROUTE_PATHS)[Id]>>;

export type RouteParams<Id extends RouteId> = { [K in RequiredParams<Id>]: ParamValue } & {
  [K in OptionalParams<Id>]?: ParamValue | null;
};

export type QueryValue = string | number | boolean | null | undefined;
export type QueryInit = Record<string, QueryValue>;

/** Params may be left out only for routes whose params are all optional. */
type PathToArgs<Id extends RouteId> = [RequiredParams<Id>] extends [never]
  ? [params?: RouteParams<Id>, query?: QueryInit]
  : [params: RouteParams<Id>, query?: QueryInit];

/** `?a=1&b=2`, or '' when nothing is left after dropping empty values. */
export function toQueryString(query: QueryInit | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Fills a React Router pattern; optional params that are empty drop their segment. */
export function fillPattern(
  pattern: string,
  params: Record<string, ParamValue | null | undefined> = {},
): string {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === null || value === '') {
        if (optional) return [];
        throw new Error(`Missing route param "${name}" for ${pattern}`);
      }
      return [encodeURIComponent(String(value))];
    });
  return `/${segments.join('/')}`;
}

/** The URL of a route by id: `pathTo('ArticleDetail', { id: 12 })` → '/articleDetail/12'. */
export function pathTo<Id extends RouteId>(id: Id, ...args: PathToArgs<Id>): string {
  const [params, query] = args;
  return fillPattern(ROUTE_PATHS[id], params) + toQueryString(query);
}

/** Header home link: inside a city sub-site it leads to that substation. */
export function homeUrl(cityId?: string | null): string {
  return cityId ? pathTo('Substation', {}, { cityId }) : pathTo('Home');
}

export function searchUrl(keyword: string): string {
  return pathTo('Search', {}, { keyword });
}

/** Footer's corporate pages: type 2 is corporate culture, type 3 the company history. */
export const ENTERPRISE_PORTAL_ID = 81;
export function enterpriseUrl(type: 2 | 3): string {
  return pathTo('Enterprise', {}, { id: ENTERPRISE_PORTAL_ID, type });
}

/** Where `/refresh2?path=…` bounces to after payment. */
export function refresh2Url(path: string): string {
  return pathTo('Refresh2', {}, { path });
}

/**
 * Only same-site paths may be used as a redirect target: `//evil.example` and `https://…`
 * would turn the login redirect or /refresh2 into an open redirect.
 */
export function isSafeInternalPath(path: string | null | undefined): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * Legal documents are standalone HTML files in public/agreement/, outside the SPA, so that the
 * app stores and the mobile site can link to the same addresses.
 */
export const LEGAL_URLS = {
  privacyPolicy: '/agreement/privacy.html',
  userAgreement: '/agreement/user.html',
} as const;

/** An article's page; PDF articles open the in-page PDF reader. */
export function articleUrl(
  article: { id: number; isPdf?: boolean },
  topicId?: number | null,
): string {
  return pathTo(article.isPdf ? 'ArticlePdf' : 'ArticleDetail', { id: article.id, topicId });
}

/**
 * A column page, the named route TheColumnList: firstColumnName is the
 * column directory plus '.html', secondColumnName the sub-column's directory, cityColumnName
 * the sub-site's; the query holds id (column), columnId (the one shown) and cityId.
 */
export function columnUrl(
  column: { id: number; columnDir: string },
  child?: { id: number; columnDir: string } | null,
  city?: { cityId: number; dir: string } | null,
): string {
  return pathTo(
    'TheColumnList',
    {
      cityColumnName: city?.dir,
      firstColumnName: `${column.columnDir}.html`,
      secondColumnName: child?.columnDir,
    },
    { id: column.id, columnId: (child ?? column).id, cityId: city?.cityId },
  );
}

export function tagUrl(tagId: number): string {
  return pathTo('tagAggregation', {}, { tagId });
}

export function topicUrl(topicId: number): string {
  return pathTo('TopicDetail', {}, { id: topicId });
}
