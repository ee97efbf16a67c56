import type { RouteObject } from 'react-router';
import { LX_SPECIAL_TOPICS } from '../../features/lx-special';
import { pathTo, ROUTE_PATHS } from '../../lib/paths';
import { indexPage, page, redirectRoute } from './define-route';
import type { PageId } from './page-loaders';
import { SECTION_META } from './route-meta';

export const QUESTION_BANK_PAGES: PageId[] = [
  'Analysis',
  'ClassSubjectLibrary',
  'ExerciseReport',
  'Lecture',
  'LectureDetail',
  'LectureSubject',
  'MockExamExplain',
  'MockRecord',
  'MockTest',
  'OverYearTrueTopic',
  'OverYearTrueTopicDetail',
  'OverYearTrueTopicDetailTest',
  'PaperPreView',
  'PsychologyTest',
  'PsychologyTestReport',
  'PsychologyTestTraining',
  'RealSituationTest',
  'Record',
  'SpecialTraining',
  'SpecificTest',
  // Question-type components, reachable as routes like in the original site.
  'AiAnalysis',
  'AnalysisItem',
  'FillIn',
  'MultipleChoose',
  'ProgressBar',
  'RecordItem',
  'Sequencing',
  'ShortAnswer',
  'ShortAnswer2',
  'SingleChoose',
  'Synthesis',
  'Synthesis2',
];

export const PERSONAL_CENTER_PAGES = [
  'MyCollection',
  'MyCourse',
  'MyCourseDetail',
  'Study',
  'HomeworkList',
  'MyHomework',
  'MyMock',
  'MyVip',
  'Order',
  'AccountSettings',
  'Address',
  'Feedback',
  'Coupons',
  'MiniCourseDetail',
] as const satisfies readonly PageId[];

export const lxSpecialRoute: RouteObject = page('LxSpecial', {
  children: [indexPage('LxSpecialIndex'), ...LX_SPECIAL_TOPICS.map((topic) => page(topic.id))],
});

/** The bank's own pages have no footer: practice screens use the full height. */
export const questionBankRoute: RouteObject = {
  id: 'QuestionBankLayout',
  path: ROUTE_PATHS.QuestionBankLayout,
  handle: SECTION_META.questionBank,
  children: [indexPage('QuestionBank'), ...QUESTION_BANK_PAGES.map((id) => page(id))],
};

export const personalCenterRoute: RouteObject = page('PersonalCenter', {
  meta: SECTION_META.personalCenter,
  children: [
    redirectRoute('PersonalCenterIndex', undefined, pathTo('MyCollection')),
    ...PERSONAL_CENTER_PAGES.map((id) => page(id)),
  ],
});

export const sectionRoutes: RouteObject[] = [
  lxSpecialRoute,
  questionBankRoute,
  personalCenterRoute,
];
