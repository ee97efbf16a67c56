/**
 * The mobile site and the rule that sends phones to it. The desktop server applies it to the
 * first request (no desktop page flashes on a phone) and the desktop router to every client
 * navigation, both through mobileLocationFor, so the two can never disagree.
 *
 * The rule: 29 desktop routes, named by the old site's route names, go to their own mobile
 * path (with the id the table names); routes flagged pch5 (the practice screens, which the
 * mobile site serves under the same path) keep their path; anything else goes to the mobile
 * home. Course detail and lists (Detail, List) go to the education pages through a hash route
 * plus the original query string, as the old site sent them to its education site; the mobile
 * site turns such a hash route into its own path.
 */

/** Where the mobile site is served on the same origin. */
export const MOBILE_BASE_PATH = '/m';

/** The staff console (/admin), inside the desktop app. */
export const CONSOLE_BASE_PATH = '/admin';

/**
 * Set (for a year) when someone chooses the desktop site on a phone: they are not sent to the
 * mobile site again until they choose it back.
 */
export const SITE_VIEW_COOKIE = 'site_view';
export const SITE_VIEW_DESKTOP = 'desktop';

/**
 * WeChat's own browser (also inside WeChat Work), judged from its user agent: it will not open
 * WeChat Pay's mobile page, but reads a QR code pressed on the screen.
 */
export function isWeChatBrowser(userAgent: string | undefined | null): boolean {
  return !!userAgent && /MicroMessenger/i.test(userAgent);
}

/**
 * A phone, judged from its user agent. Tablets get the desktop site: an iPad (whose Safari
 * even claims to be a Mac) or an Android tablet (no "Mobile" token) has the width for it, and
 * its browser's own request-desktop-site setting agrees. Phones are iPhones and iPods, Android
 * browsers that say "Mobile", HarmonyOS and the other phone systems, and in-app browsers
 * (WeChat, QQ, Weibo) on any of those.
 */
export function isPhoneUserAgent(userAgent: string | undefined | null): boolean {
  if (!userAgent) return false;
  const ua = userAgent;
  if (/iPad|Tablet|PlayBook|Silk\/|Kindle|Nexus (7|9|10)\b|SM-T\d|\bTab\b/i.test(ua)) return false;
  if (/iPhone|iPod/.test(ua)) return true;
  if (/Android/i.test(ua)) return /Mobile/i.test(ua);
  if (/HarmonyOS|OpenHarmony/i.test(ua)) return /Phone|Mobile/i.test(ua);
  return /Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|Mobile Safari|webOS|MeeGo/i.test(ua);
}

/** One row of the redirect table: a desktop route and the mobile path it goes to. */
export interface MobileRedirect {
  /** The old site's route name. */
  name: string;
  /** The desktop path pattern, as the desktop route table writes it. */
  desktopPath: string;
  /** The mobile path (under MOBILE_BASE_PATH) for one desktop URL. */
  mobilePath: (url: ParsedDesktopUrl) => string;
}

export interface ParsedDesktopUrl {
  /** The path's parameters, by the pattern's names. */
  params: Record<string, string | undefined>;
  query: QueryReader;
  /** The query string as it came, with its leading "?" (empty when there was none). */
  search: string;
}

/** The values of a query string, by name (the first of each). */
export interface QueryReader {
  get(name: string): string | null;
}

/**
 * Reads `?a=1&b=%E5%85%AC` as a form would encode it. This package runs in browsers and on the
 * server alike and takes no platform types, so it does not lean on URLSearchParams.
 */
function readQuery(search: string): QueryReader {
  const values = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const [rawName = '', rawValue = ''] = pair.split('=', 2);
    const name = decode(rawName.replace(/\+/g, ' ')) ?? rawName;
    if (!values.has(name)) values.set(name, decode(rawValue.replace(/\+/g, ' ')) ?? rawValue);
  }
  return { get: (name) => values.get(name) ?? null };
}

/** A mobile segment followed by a value from the URL, or the bare segment when it is missing. */
function withId(segment: string, id: string | null | undefined): string {
  const clean = id?.trim();
  return clean ? `/${segment}/${encodeURIComponent(clean)}` : `/${segment}`;
}

const fixed = (segment: string) => (): string => `/${segment}`;

/** The same segment, keeping the query (a search keyword, a course or column id). */
const keepingQuery =
  (segment: string) =>
  ({ search }: ParsedDesktopUrl): string =>
    `/${segment}${search}`;

/** The education pages, reached by hash route plus the original query string. */
const educationHashRoute =
  (segment: string) =>
  ({ search }: ParsedDesktopUrl): string =>
    `/#/${segment}${search}`;

export const MOBILE_REDIRECTS: readonly MobileRedirect[] = [
  { name: 'Book', desktopPath: '/book', mobilePath: fixed('books') },
  {
    name: 'TheColumnList',
    desktopPath:
      '/column/:cityColumnName?/:attributeName?/list/:firstColumnName?/:secondColumnName?',
    mobilePath: fixed('article'),
  },
  { name: 'ColumnList', desktopPath: '/columnList', mobilePath: keepingQuery('article') },
  {
    name: 'ArticleDetail',
    desktopPath: '/articleDetail/:id/:topicId?',
    mobilePath: ({ params }) => withId('article', params.id),
  },
  { name: 'Detail', desktopPath: '/detail', mobilePath: educationHashRoute('detail') },
  { name: 'List', desktopPath: '/list.html', mobilePath: educationHashRoute('list') },
  {
    name: 'Playback',
    desktopPath: '/playback',
    mobilePath: ({ query }) => withId('video', query.get('id')),
  },
  { name: 'Enterprise', desktopPath: '/enterprise', mobilePath: fixed('corporateNews') },
  { name: 'siteMap', desktopPath: '/siteMap', mobilePath: fixed('navigation') },
  { name: 'Search', desktopPath: '/search', mobilePath: keepingQuery('search') },
  { name: 'login', desktopPath: '/login', mobilePath: fixed('login') },
  {
    name: 'MyCollection',
    desktopPath: '/personalCenter/myCollection',
    mobilePath: fixed('profile'),
  },
  { name: 'register', desktopPath: '/register', mobilePath: fixed('register') },
  // The learning centre is the learner's own courses: the course tab's 我的课程.
  { name: 'Study', desktopPath: '/personalCenter/study', mobilePath: () => '/course?tab=mine' },
  {
    name: 'Order',
    desktopPath: '/personalCenter/order/:enlistId?/:courseId?',
    mobilePath: fixed('order'),
  },
  {
    name: 'AccountSettings',
    desktopPath: '/personalCenter/accountSettings',
    mobilePath: fixed('userInfo'),
  },
  { name: 'MyVip', desktopPath: '/personalCenter/myVip', mobilePath: fixed('vipCenter') },
  { name: 'Feedback', desktopPath: '/personalCenter/feedback', mobilePath: fixed('feedback') },
  {
    name: 'Recommend',
    desktopPath: '/recommend',
    mobilePath: ({ query }) => withId('recommend', query.get('recommendId')),
  },
  { name: 'oldExam', desktopPath: '/oldExam', mobilePath: fixed('trueQuestion') },
  { name: 'Examination', desktopPath: '/examination', mobilePath: fixed('formalExam') },
  {
    name: 'tagAggregation',
    desktopPath: '/tagAggregation',
    mobilePath: ({ query }) => withId('tags', query.get('tagId')),
  },
  { name: 'Videos', desktopPath: '/videos', mobilePath: fixed('video') },
  { name: 'Mock', desktopPath: '/mock', mobilePath: fixed('mockExam') },
  { name: 'SpecialTopics', desktopPath: '/specialTopics', mobilePath: fixed('special') },
  {
    name: 'TopicDetail',
    desktopPath: '/topicDetail',
    mobilePath: ({ query }) => withId('special', query.get('id')),
  },
  {
    name: 'Forecast',
    desktopPath: '/forecast',
    mobilePath: ({ query }) => withId('forecast', query.get('type')),
  },
  { name: 'download', desktopPath: '/download', mobilePath: fixed('download') },
  { name: 'courseDetail', desktopPath: '/courseDetail', mobilePath: keepingQuery('courseDetail') },
  { name: 'publicClass', desktopPath: '/publicClass', mobilePath: fixed('publicClass') },
  // Beyond the old site's table: a contest shared from the desktop opens the contest itself.
  {
    name: 'MockExamExplain',
    desktopPath: '/questionBank/mockExamExplain',
    mobilePath: ({ query }) => withId('mockExam', query.get('mockExamId')),
  },
];

/**
 * Desktop routes flagged pch5: the mobile site serves them under the same path (the practice
 * screens of the question bank, whose links and result pages carry their ids in the query, and
 * the local pay page a phone opens from a desktop payment's QR code).
 */
export const PCH5_PATHS: readonly string[] = [
  '/questionBank',
  '/questionBank/specificTest',
  '/questionBank/overYearTrueTopicDetailTest',
  '/questionBank/exerciseReport',
  '/questionBank/analysis',
  '/questionBank/AiAnalysis',
  '/questionBank/shortAnswer',
  '/pay/local/:orderNum',
];

interface CompiledPattern {
  regex: RegExp;
  names: string[];
}

/** `/a/:id/:b?` → a regex over the whole path; optional segments may be left off. */
function compile(pattern: string): CompiledPattern {
  const names: string[] = [];
  let source = '';
  for (const segment of pattern.split('/').filter(Boolean)) {
    const param = /^:(\w+)(\?)?$/.exec(segment);
    if (!param) {
      source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      continue;
    }
    names.push(param[1]!);
    source += param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
  }
  return { regex: new RegExp(`^${source || '/'}/?$`), names };
}

const COMPILED = MOBILE_REDIRECTS.map((row) => ({ row, pattern: compile(row.desktopPath) }));
const PCH5_PATTERNS = PCH5_PATHS.map(compile);

function decode(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The table row a desktop path belongs to, if any. */
function mobileRedirectOf(pathname: string): {
  row: MobileRedirect;
  params: Record<string, string | undefined>;
} | null {
  for (const { row, pattern } of COMPILED) {
    const match = pattern.regex.exec(pathname);
    if (!match) continue;
    const params: Record<string, string | undefined> = {};
    pattern.names.forEach((name, index) => (params[name] = decode(match[index + 1])));
    return { row, params };
  }
  return null;
}

/**
 * Where a phone asking for a desktop URL should go: a path under MOBILE_BASE_PATH (with its
 * query), or null for what is not a desktop page (already mobile).
 */
export function mobileLocationFor(pathname: string, search = ''): string | null {
  if (pathname === MOBILE_BASE_PATH || pathname.startsWith(`${MOBILE_BASE_PATH}/`)) return null;
  // The staff console has no phone version: on a phone it is the desktop console, not /m/.
  if (pathname === CONSOLE_BASE_PATH || pathname.startsWith(`${CONSOLE_BASE_PATH}/`)) return null;
  const normalizedSearch =
    search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const found = mobileRedirectOf(pathname);
  if (found) {
    const target = found.row.mobilePath({
      params: found.params,
      query: readQuery(normalizedSearch),
      search: normalizedSearch,
    });
    return `${MOBILE_BASE_PATH}${target}`;
  }
  const trimmed = pathname.replace(/\/+$/, '');
  if (PCH5_PATTERNS.some((pattern) => pattern.regex.test(trimmed))) {
    return `${MOBILE_BASE_PATH}${trimmed}${normalizedSearch}`;
  }
  return `${MOBILE_BASE_PATH}/`;
}

/** Whether the site_view cookie in a Cookie header (or document.cookie) asks for the desktop site. */
export function prefersDesktop(cookieHeader: string | undefined | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader
    .split(';')
    .some((part) => part.trim() === `${SITE_VIEW_COOKIE}=${SITE_VIEW_DESKTOP}`);
}
