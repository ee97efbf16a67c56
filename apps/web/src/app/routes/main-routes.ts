import type { RouteObject } from 'react-router';
import { ErrorPageFallback } from '../../features/errors';
import { ROUTE_PATHS } from '../../lib/paths';
import { page, redirectRoute } from './define-route';
import type { PageId } from './page-loaders';

/** Spec part 1 §2.5 "Top level". */
const TOP_LEVEL: PageId[] = [
  'Home',
  'AboutUs',
  'Course',
  'courseDetail',
  'download',
  'LivePlayer',
  'login',
  'oldExam',
  'publicClass',
  'register',
  'siteMap',
  'Substation',
  'tagAggregation',
  'Theater',
  'VideoPlay',
];

/** Spec part 1 §2.5 "Further pages". */
const FURTHER: PageId[] = [
  'Recommend',
  'Forecast',
  'ToCountry',
  'Together',
  'Victory',
  'VictoryDetail',
  'Videos',
  'Playback',
  'VideoAd',
  'Book',
  'ColumnList',
  'CourseList',
  'Examination',
  'Mock',
  'SpecialTopics',
  'TopicClassification',
  'TopicDetail',
  'VipRights',
  'Enterprise',
  'Feature',
  'System',
  'JoinUs',
  'Statement',
  'ContactUs',
  'Live',
  'Detail',
  'Play',
  'ConfirmOrder',
  'OrderDetail',
  'DepositOrder',
  'Search',
  'Ydybs',
  'Ydyms',
  'Yddbs',
  'Yddms',
  'Baoming',
  'CreateBmOrder',
  'Refresh',
  'Refresh2',
  'HomeworkDetail',
  'MyhomeworkDetail',
  'HomeworkSubmit',
  'HomeworkCorrect',
  'PreviewHomework',
  'DoHomework',
  'AnswerSheet',
  'PayLocal',
  'Grading',
  'GradingDetail',
];

/** Parameterised pages: column lists, articles. */
const PARAMETERISED: PageId[] = ['TheColumnList', 'ColumnGov', 'ArticleDetail', 'ArticlePdf'];

export const mainRoutes: RouteObject[] = [
  ...TOP_LEVEL.map((id) => page(id)),
  ...FURTHER.map((id) => page(id)),
  ...PARAMETERISED.map((id) => page(id)),
  page('List'),
  redirectRoute('ListRedirect', ROUTE_PATHS.ListRedirect, ROUTE_PATHS.List),
  // The error page must still say something when its own chunk or render fails (§2.7).
  page('Error', { ErrorBoundary: ErrorPageFallback }),
  page('ErrorPage', { ErrorBoundary: ErrorPageFallback }),
];
