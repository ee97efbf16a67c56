import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { ErrorPageFallback } from '../../features/errors';
import { LX_SPECIAL_TOPICS } from '../../features/lx-special';
import { ROUTE_PATHS } from '../../lib/paths';
import { PAGE_FILES, pageFilePath, ROUTE_ROWS } from './build-routes';
import { pageRoutes } from './page-routes';
import { shellFlagsFor } from './route-meta';

function allRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

/** 'id url' of every route: an index route answers at its parent's path. */
function routeUrls(routes: RouteObject[], parentPath?: string): string[] {
  return routes.flatMap((route) => [
    `${route.id} ${route.index ? parentPath : route.path}`,
    ...routeUrls(route.children ?? [], route.path),
  ]);
}

function match(path: string) {
  const matches = matchRoutes(pageRoutes, path) ?? [];
  const leaf = matches.at(-1);
  return {
    id: leaf?.route.id,
    params: leaf?.params ?? {},
    flags: shellFlagsFor(matches.map((m) => ({ id: m.route.id ?? '', handle: m.route.handle }))),
  };
}

describe('route table', () => {
  it('gives every route a unique id and covers every id of paths.ts', () => {
    const ids = allRoutes(pageRoutes).map((route) => route.id);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of Object.keys(ROUTE_PATHS)) expect(ids).toContain(id);
  });

  it('keeps every URL of the site, each answered by the same route', () => {
    const urls = routeUrls(pageRoutes);
    expect(SITE_URLS.filter((url) => !urls.includes(url))).toEqual([]);
  });

  it('gives each 遴选 topic a route and each topic route a title', () => {
    const topicRows = ROUTE_ROWS.get('LxSpecial')?.children?.filter((row) => !row.index) ?? [];
    expect(topicRows.map((row) => row.id)).toEqual(LX_SPECIAL_TOPICS.map((topic) => topic.id));
  });

  it('routes every page file of the features, so none is built as an unreachable chunk', () => {
    const routed = new Set(
      [...ROUTE_ROWS.values()].flatMap((row) => (row.page ? [pageFilePath(row.page)] : [])),
    );
    expect(Object.keys(PAGE_FILES).filter((file) => !routed.has(file))).toEqual([]);
  });

  it.each([
    ['/', 'Home'],
    ['/aboutUs', 'AboutUs'],
    ['/list.html', 'List'],
    ['/list', 'ListRedirect'],
    ['/column/list/gwy.html', 'TheColumnList'],
    ['/column/beijing/list/gwy.html/notice', 'TheColumnList'],
    ['/columnGov/list/sydw.html', 'ColumnGov'],
    ['/articleDetail/12', 'ArticleDetail'],
    ['/articlePdf/12/3', 'ArticlePdf'],
    ['/lxSpecial', 'LxSpecialIndex'],
    ['/lxSpecial/5', 'LxSpecial5'],
    ['/lxSpecial/answering-questions-on-registration', 'LxSpecialAnsweringQuestionsOnRegistration'],
    ['/questionBank', 'QuestionBank'],
    ['/questionBank/overYearTrueTopicDetailTest', 'OverYearTrueTopicDetailTest'],
    ['/questionBank/shortAnswer2', 'ShortAnswer2'],
    ['/questionBank/recordItem', 'RecordItem'],
    ['/personalCenter', 'PersonalCenterIndex'],
    ['/personalCenter/order/5/9', 'Order'],
    ['/pay/local/P2025', 'PayLocal'],
    ['/refresh2', 'Refresh2'],
    ['/error', 'Error'],
    ['/no/such/page', 'NotFound'],
  ])('%s → %s', (path, id) => {
    expect(match(path).id).toBe(id);
  });

  it('keeps the params of parameterised routes', () => {
    expect(match('/column/beijing/list/gwy.html/notice').params).toMatchObject({
      cityColumnName: 'beijing',
      firstColumnName: 'gwy.html',
      secondColumnName: 'notice',
    });
    expect(match('/articleDetail/12/7').params).toMatchObject({ id: '12', topicId: '7' });
  });

  it.each([
    ['/aboutUs/feature', 'Feature@/aboutUs/feature'],
    ['/aboutUs/system', 'System@/aboutUs/system'],
    ['/home/Home', 'Home@/home/Home'],
    ['/my/myVip', 'MyVip@/my/myVip'],
    ['/my/MyCollection', 'MyCollection@/my/myCollection'],
    ['/my/order/5', 'Order@/my/order/:enlistId?/:courseId?'],
    ['/my', 'PersonalCenterIndex@/my'],
    ['/order/confirmOrder', 'ConfirmOrder@/order/confirmOrder'],
    ['/homework/doHomework', 'DoHomework@/homework/doHomework'],
    ['/list/anything', 'List@/list/*'],
    ['/search/result', 'Search@/search/*'],
    ['/specialTopic/topicDetail', 'TopicDetail@/specialTopic/topicDetail'],
    ['/victory/victoryDetail', 'VictoryDetail@/victory/victoryDetail'],
    ['/videos/playback', 'Playback@/videos/playback'],
    ['/vip/VipRights', 'VipRights@/vip/VipRights'],
    ['/ydd/yddms', 'Yddms@/ydd/yddms'],
    ['/ydy/ydybs', 'Ydybs@/ydy/ydybs'],
    ['/layouts/default', 'Home@/layouts/*'],
    ['/my/unknown', 'NotFound'],
  ])('duplicate path %s → %s', (path, id) => {
    expect(match(path).id).toBe(id);
  });

  it('renders the error page fallback when the error page fails', () => {
    const errorRoute = allRoutes(pageRoutes).find((route) => route.id === 'Error');
    expect(errorRoute?.ErrorBoundary).toBe(ErrorPageFallback);
  });
});

describe('shell flags', () => {
  it('greys only the route named Home', () => {
    expect(match('/').flags.greyMode).toBe(true);
    expect(match('/home/Home').flags.greyMode).toBe(false);
    expect(match('/aboutUs').flags.greyMode).toBe(false);
  });

  it.each([
    '/login',
    '/register',
    '/articlePdf/1',
    '/questionBank',
    '/questionBank/record',
    '/course',
    '/courseDetail',
    '/personalCenter/myVip',
    '/my/myVip',
  ])('hides the footer on %s', (path) => {
    expect(match(path).flags.showFooter).toBe(false);
  });

  it('hides the toolbar only on login, register and the PDF article', () => {
    for (const path of ['/login', '/register', '/articlePdf/1']) {
      expect(match(path).flags.showToolbar).toBe(false);
    }
    for (const path of ['/', '/articleDetail/1', '/questionBank', '/download']) {
      expect(match(path).flags.showToolbar).toBe(true);
    }
  });

  it('drops the footer divider on feature and player pages and spaces the VIP page', () => {
    for (const path of ['/feature', '/aboutUs/feature', '/videoPlay', '/livePlayer']) {
      expect(match(path).flags.showFooterDivider).toBe(false);
    }
    expect(match('/download').flags.showFooterDivider).toBe(true);
    expect(match('/vipRights').flags.footerSpacing).toBe(true);
    expect(match('/vip/VipRights').flags.footerSpacing).toBe(true);
  });
});

/**
 * Every URL of the site and the route answering it ('id url'), as the site had them when the
 * route table became the source of its paths. A new page need not be added here; none of these
 * may change.
 */
const SITE_URLS = [
  'Home /',
  'AboutUs /aboutUs',
  'Course /course',
  'courseDetail /courseDetail',
  'download /download',
  'LivePlayer /livePlayer',
  'login /login',
  'oldExam /oldExam',
  'publicClass /publicClass',
  'register /register',
  'siteMap /siteMap',
  'Substation /substation',
  'tagAggregation /tagAggregation',
  'Theater /theater',
  'VideoPlay /videoPlay',
  'Recommend /recommend',
  'Forecast /forecast',
  'ToCountry /toCountry',
  'Together /together',
  'Victory /victory',
  'VictoryDetail /victoryDetail',
  'Videos /videos',
  'Playback /playback',
  'VideoAd /videoAd',
  'Book /book',
  'ColumnList /columnList',
  'CourseList /courseList',
  'Examination /examination',
  'Mock /mock',
  'SpecialTopics /specialTopics',
  'TopicClassification /topicClassification',
  'TopicDetail /topicDetail',
  'VipRights /vipRights',
  'Enterprise /enterprise',
  'Feature /feature',
  'System /system',
  'JoinUs /joinUs',
  'Statement /statement',
  'ContactUs /contactUs',
  'Live /live',
  'Detail /detail',
  'Play /play',
  'ConfirmOrder /confirmOrder',
  'OrderDetail /orderDetail',
  'DepositOrder /depositOrder',
  'Search /search',
  'Ydybs /ydybs',
  'Ydyms /ydyms',
  'Yddbs /yddbs',
  'Yddms /yddms',
  'Baoming /baoming',
  'CreateBmOrder /createBmOrder',
  'Refresh /refresh',
  'Refresh2 /refresh2',
  'HomeworkDetail /homeworkDetail',
  'MyhomeworkDetail /myhomeworkDetail',
  'HomeworkSubmit /homeworkSubmit',
  'HomeworkCorrect /homeworkCorrect',
  'PreviewHomework /previewHomework',
  'DoHomework /doHomework',
  'AnswerSheet /answerSheet',
  'PayLocal /pay/local/:orderNum',
  'Grading /grading',
  'GradingDetail /grading/:answerId',
  'TheColumnList /column/:cityColumnName?/:attributeName?/list/:firstColumnName?/:secondColumnName?',
  'ColumnGov /columnGov/:cityColumnName?/:attributeName?/list/:firstColumnName?/:secondColumnName?',
  'ArticleDetail /articleDetail/:id/:topicId?',
  'ArticlePdf /articlePdf/:id/:topicId?',
  'List /list.html',
  'ListRedirect /list',
  'Error /error',
  'ErrorPage /errorPage',
  'LxSpecial /lxSpecial',
  'LxSpecialIndex /lxSpecial',
  'LxSpecialNotice /lxSpecial/notice',
  'LxSpecialNoticeUnscramble /lxSpecial/noticeUnscramble',
  'LxSpecialSchedule /lxSpecial/schedule',
  'LxSpecialApplicationConditions /lxSpecial/application-conditions',
  'LxSpecialProfessionalCatalog /lxSpecial/professional-catalog',
  'LxSpecialEnrollment /lxSpecial/enrollment',
  'LxSpecialRegistrationProcess /lxSpecial/registrationProcess',
  'LxSpecialSignUp /lxSpecial/signUp',
  'LxSpecialAnsweringQuestionsOnRegistration /lxSpecial/answering-questions-on-registration',
  'LxSpecialPhotoAdjustment /lxSpecial/photoAdjustment',
  'LxSpecialAdmissionTicketPrint /lxSpecial/admissionTicketPrint',
  'LxSpecialExaminationProcess /lxSpecial/examinationProcess',
  'LxSpecialExaminationSubjects /lxSpecial/examinationSubjects',
  'LxSpecialExaminationQuestions /lxSpecial/examinationQuestions',
  'LxSpecialPrepareForExaminationData /lxSpecial/prepare-for-examinationData',
  'LxSpecialPrepareForExaminationBookandcourse /lxSpecial/prepare-for-examination-bookandcourse',
  'LxSpecialWrittenExaminationCourse /lxSpecial/writtenExaminationCourse',
  'LxSpecialOpenClassGuidance /lxSpecial/openClassGuidance',
  'LxSpecialScoreQuery /lxSpecial/scoreQuery',
  'LxSpecialScoreCalculation /lxSpecial/scoreCalculation',
  'LxSpecialScoreLine /lxSpecial/scoreLine',
  'LxSpecialWrittenTestDispensingAnnouncement /lxSpecial/writtenTestDispensingAnnouncement',
  'LxSpecialZgfs /lxSpecial/zgfs',
  'LxSpecialInterviewInformationSummary /lxSpecial/interviewInformationSummary',
  'LxSpecialInterviewProcess /lxSpecial/interviewProcess',
  'LxSpecialInterviewEtiquette /lxSpecial/interviewEtiquette',
  'LxSpecialRecruitmentPublicity /lxSpecial/recruitmentPublicity',
  'LxSpecialLearnerExperience /lxSpecial/learnerExperience',
  'LxSpecial5 /lxSpecial/5',
  'QuestionBankLayout /questionBank',
  'QuestionBank /questionBank',
  'Analysis /questionBank/analysis',
  'ClassSubjectLibrary /questionBank/classSubjectLibrary',
  'ExerciseReport /questionBank/exerciseReport',
  'Lecture /questionBank/lecture',
  'LectureDetail /questionBank/lectureDetail',
  'LectureSubject /questionBank/lectureSubject',
  'MockExamExplain /questionBank/mockExamExplain',
  'MockRecord /questionBank/mockRecord',
  'MockTest /questionBank/mockTest',
  'OverYearTrueTopic /questionBank/overYearTrueTopic',
  'OverYearTrueTopicDetail /questionBank/overYearTrueTopicDetail',
  'OverYearTrueTopicDetailTest /questionBank/overYearTrueTopicDetailTest',
  'PaperPreView /questionBank/paperPreView',
  'PsychologyTest /questionBank/psychologyTest',
  'PsychologyTestReport /questionBank/psychologyTestReport',
  'PsychologyTestTraining /questionBank/psychologyTestTraining',
  'RealSituationTest /questionBank/realSituationTest',
  'Record /questionBank/record',
  'SpecialTraining /questionBank/specialTraining',
  'SpecificTest /questionBank/specificTest',
  'AiAnalysis /questionBank/AiAnalysis',
  'AnalysisItem /questionBank/AnalysisItem',
  'FillIn /questionBank/FillIn',
  'MultipleChoose /questionBank/MultipleChoose',
  'ProgressBar /questionBank/ProgressBar',
  'RecordItem /questionBank/recordItem',
  'Sequencing /questionBank/Sequencing',
  'ShortAnswer /questionBank/shortAnswer',
  'ShortAnswer2 /questionBank/shortAnswer2',
  'SingleChoose /questionBank/SingleChoose',
  'Synthesis /questionBank/Synthesis',
  'Synthesis2 /questionBank/Synthesis2',
  'PersonalCenter /personalCenter',
  'PersonalCenterIndex /personalCenter',
  'MyCollection /personalCenter/myCollection',
  'MyCourse /personalCenter/myCourse',
  'MyCourseDetail /personalCenter/myCourseDetail',
  'Study /personalCenter/study',
  'HomeworkList /personalCenter/homeworkList',
  'MyHomework /personalCenter/myHomework',
  'MyMock /personalCenter/myMock',
  'MyVip /personalCenter/myVip',
  'Order /personalCenter/order/:enlistId?/:courseId?',
  'AccountSettings /personalCenter/accountSettings',
  'Address /personalCenter/address',
  'Feedback /personalCenter/feedback',
  'Coupons /personalCenter/coupons',
  'MiniCourseDetail /personalCenter/miniCourseDetail',
  'Feature@/aboutUs/feature /aboutUs/feature',
  'System@/aboutUs/system /aboutUs/system',
  'Home@/home/Home /home/Home',
  'VipRights@/vip/VipRights /vip/VipRights',
  'List@/list/* /list/*',
  'Search@/search/* /search/*',
  'Home@/layouts/* /layouts/*',
  'ConfirmOrder@/order/confirmOrder /order/confirmOrder',
  'OrderDetail@/order/orderDetail /order/orderDetail',
  'DepositOrder@/order/depositOrder /order/depositOrder',
  'CreateBmOrder@/order/createBmOrder /order/createBmOrder',
  'HomeworkDetail@/homework/homeworkDetail /homework/homeworkDetail',
  'MyhomeworkDetail@/homework/myhomeworkDetail /homework/myhomeworkDetail',
  'HomeworkSubmit@/homework/homeworkSubmit /homework/homeworkSubmit',
  'HomeworkCorrect@/homework/homeworkCorrect /homework/homeworkCorrect',
  'PreviewHomework@/homework/previewHomework /homework/previewHomework',
  'DoHomework@/homework/doHomework /homework/doHomework',
  'AnswerSheet@/homework/answerSheet /homework/answerSheet',
  'SpecialTopics@/specialTopic/specialTopics /specialTopic/specialTopics',
  'TopicClassification@/specialTopic/topicClassification /specialTopic/topicClassification',
  'TopicDetail@/specialTopic/topicDetail /specialTopic/topicDetail',
  'Victory@/victory/victory /victory/victory',
  'VictoryDetail@/victory/victoryDetail /victory/victoryDetail',
  'Videos@/videos/videos /videos/videos',
  'Playback@/videos/playback /videos/playback',
  'VideoAd@/videos/videoAd /videos/videoAd',
  'Yddbs@/ydd/yddbs /ydd/yddbs',
  'Yddms@/ydd/yddms /ydd/yddms',
  'Ydybs@/ydy/ydybs /ydy/ydybs',
  'Ydyms@/ydy/ydyms /ydy/ydyms',
  'PersonalCenter@/my /my',
  'PersonalCenterIndex@/my /my',
  'MyCollection@/my/myCollection /my/myCollection',
  'MyCourse@/my/myCourse /my/myCourse',
  'MyCourseDetail@/my/myCourseDetail /my/myCourseDetail',
  'Study@/my/study /my/study',
  'HomeworkList@/my/homeworkList /my/homeworkList',
  'MyHomework@/my/myHomework /my/myHomework',
  'MyMock@/my/myMock /my/myMock',
  'MyVip@/my/myVip /my/myVip',
  'Order@/my/order/:enlistId?/:courseId? /my/order/:enlistId?/:courseId?',
  'AccountSettings@/my/accountSettings /my/accountSettings',
  'Address@/my/address /my/address',
  'Feedback@/my/feedback /my/feedback',
  'Coupons@/my/coupons /my/coupons',
  'MiniCourseDetail@/my/miniCourseDetail /my/miniCourseDetail',
  'NotFound *',
];
