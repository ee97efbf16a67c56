import { Type, type Static } from 'typebox';
import { endpoint } from '../contract.ts';
import { PageOf, PageQuery, Yuan } from '../common.ts';
import { Picture } from '../commerce/goods.ts';
import { CreatedShopOrder } from '../commerce/orders.ts';

/**
 * The online school's catalogue on the main API (/api/v1, docs/areas/courses.md): courses of
 * four kinds (系统课, 微课, 公开课, 课程套餐) with chapters → lessons, teachers, reviews, and
 * what the viewer may do with each (buy, enrol for free, study). Rights and prices are decided by
 * the server; money travels as yuan strings, times as ISO-8601 UTC. The calls accept the session
 * token as `Authorization: Bearer …` and, like the learning API, in a `token` header.
 */
export const TAG = '网校课程';

/** 系统课 (a full programme), 微课 (short single-topic), 公开课 (free open class), 套餐 (package). */
export const CourseKind = Type.Enum(['system', 'micro', 'public', 'package'], {
  errorMessage: '课程类型不正确',
});
export type CourseKind = Static<typeof CourseKind>;

export const CourseSubject = Type.Enum(['行测', '申论', '面试', '公基', '选调'], {
  errorMessage: '科目不正确',
});
export type CourseSubject = Static<typeof CourseSubject>;

export const CourseExam = Type.Enum(['国考', '省考', '选调生', '事业单位'], {
  errorMessage: '考试类型不正确',
});
export type CourseExam = Static<typeof CourseExam>;

/** 视频, 讲义 (a document), 直播, 练习 (a question-bank section). */
export const LessonKind = Type.Enum(['video', 'document', 'live', 'exercise']);
export type LessonKind = Static<typeof LessonKind>;

/** What the viewer may do with a lesson: all of it, its first trialSeconds, or nothing. */
export const LessonAccess = Type.Enum(['full', 'trial', 'none']);
export type LessonAccess = Static<typeof LessonAccess>;

/** How a person came to hold a course. */
export const EnrolmentSource = Type.Enum(['order', 'free', 'vip', 'grant']);
export type EnrolmentSource = Static<typeof EnrolmentSource>;

export const TeacherBrief = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  avatar: Picture,
});
export type TeacherBrief = Static<typeof TeacherBrief>;

export const Teacher = Type.Object({
  ...TeacherBrief.properties,
  /** e.g. 行测资深讲师 */
  title: Type.String(),
  /** Plain text, a few sentences. */
  intro: Type.String(),
  /** Years of teaching. */
  years: Type.Integer(),
});
export type Teacher = Static<typeof Teacher>;

/** A course as the catalogue's cards show it. */
export const CourseCard = Type.Object({
  id: Type.Integer(),
  kind: CourseKind,
  /** 系统课 / 微课 / 公开课 / 课程套餐 */
  kindText: Type.String(),
  title: Type.String(),
  /** One line under the title. */
  subtitle: Type.String(),
  cover: Picture,
  subject: CourseSubject,
  exam: CourseExam,
  teachers: Type.Array(TeacherBrief),
  /** Lessons of every kind (a package: of its member courses). */
  lessonCount: Type.Integer(),
  /** Length of its video lessons together, in minutes (rounded up). */
  totalMinutes: Type.Integer(),
  /** What the course costs; "0.00" for a free one. */
  price: Yuan,
  /** The struck-through price, null when none. */
  originalPrice: Type.Union([Yuan, Type.Null()]),
  isFree: Type.Boolean(),
  /** Free for a current VIP member (still sold to others at price). */
  isVipFree: Type.Boolean(),
  /** 免费 / VIP免费 / ¥199.00 — what the card's price corner shows. */
  priceText: Type.String(),
  /** People who bought or enrolled (报名人数). */
  sales: Type.Integer(),
  tags: Type.Array(Type.String()),
  /** Days of study after buying; 0 = no limit (永久有效). */
  validityDays: Type.Integer(),
  /** Average rating 1–5 with one decimal, null before the first review. */
  rating: Type.Union([Type.Number(), Type.Null()]),
  /** When it went on sale (newest first sorts by it). */
  publishedAt: Type.String(),
});
export type CourseCard = Static<typeof CourseCard>;

/** Progress of the viewer on a video lesson (null when never played or not signed in). */
export const LessonProgress = Type.Object({
  positionSeconds: Type.Integer(),
  watchedSeconds: Type.Integer(),
  /** 0–100 of the lesson watched. */
  percent: Type.Integer(),
  /** Watched to at least 90 %. */
  completed: Type.Boolean(),
  updatedAt: Type.String(),
});
export type LessonProgress = Static<typeof LessonProgress>;

export const Lesson = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: LessonKind,
  /** 视频 / 讲义 / 直播 / 练习 */
  kindText: Type.String(),
  /** A video's length (0 for other kinds). */
  durationSeconds: Type.Integer(),
  /** 试看: open to everybody, visitors included. */
  isTrial: Type.Boolean(),
  /** What the viewer may do with it now, decided by the server. */
  access: LessonAccess,
  /** With access 'trial': how many seconds from the start may be watched; otherwise 0. */
  trialSeconds: Type.Integer(),
  /** Why the viewer may not open it ('' when they may), e.g. 购买课程后即可观看. */
  lockedReason: Type.String(),
  /** A document lesson's file (only when access is 'full'; '' otherwise or for other kinds). */
  documentUrl: Type.String(),
  /** An exercise lesson's question-bank section (catalogue node id), null for other kinds. */
  questionSectionId: Type.Union([Type.Integer(), Type.Null()]),
  /** A live lesson's start, null for other kinds. */
  liveAt: Type.Union([Type.String(), Type.Null()]),
  progress: Type.Union([LessonProgress, Type.Null()]),
});
export type Lesson = Static<typeof Lesson>;

export const Chapter = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  lessons: Type.Array(Lesson),
});
export type Chapter = Static<typeof Chapter>;

export const Review = Type.Object({
  id: Type.Integer(),
  /** 1–5 stars. */
  rating: Type.Integer(),
  content: Type.String(),
  /** The reviewer's nickname, or a masked phone (138****0001). */
  userName: Type.String(),
  userAvatar: Type.String(),
  createdAt: Type.String(),
  /** Written by the viewer. */
  mine: Type.Boolean(),
});
export type Review = Static<typeof Review>;

export const ReviewSummary = Type.Object({
  /** One decimal, null before the first review. */
  average: Type.Union([Type.Number(), Type.Null()]),
  count: Type.Integer(),
  /** Reviews with 1, 2, 3, 4 and 5 stars (index 0 = 1 star). */
  stars: Type.Array(Type.Integer()),
});
export type ReviewSummary = Static<typeof ReviewSummary>;

/**
 * The viewer and the course. `action` is the detail page's main button: login (登录后学习),
 * buy (立即购买 / 续费), enrol (免费报名 — a free course, or VIP免费 for a current VIP), study
 * (开始学习).
 */
export const CourseViewer = Type.Object({
  signedIn: Type.Boolean(),
  isVip: Type.Boolean(),
  /** May open every lesson now (bought within validity, a package holding it, free, VIP-free). */
  entitled: Type.Boolean(),
  /** Holds a live enrolment of the course itself or of a package containing it. */
  enrolled: Type.Boolean(),
  /** How that enrolment came (null when none). */
  source: Type.Union([EnrolmentSource, Type.Null()]),
  /** When the enrolment ends; null when it never does or there is none. */
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  /** Had bought it, and the validity has passed. */
  expired: Type.Boolean(),
  /** Bought (a paid order of it or of a package containing it), whether expired or not. */
  bought: Type.Boolean(),
  /** The course is VIP-free and the viewer is a current VIP. */
  vipFree: Type.Boolean(),
  canEnrol: Type.Boolean(),
  canBuy: Type.Boolean(),
  /** Bought it and has not reviewed it yet. */
  canReview: Type.Boolean(),
  action: Type.Enum(['login', 'buy', 'enrol', 'study']),
  /** 登录后学习 / 立即购买 / 续费购买 / 免费报名 / VIP免费学 / 开始学习 / 继续学习 */
  actionText: Type.String(),
});
export type CourseViewer = Static<typeof CourseViewer>;

export const CourseDetail = Type.Object({
  ...CourseCard.properties,
  /** Plain text; paragraphs separated by a blank line. */
  intro: Type.String(),
  /** 课程亮点, one line each. */
  highlights: Type.Array(Type.String()),
  /** 适合人群, one line each. */
  suits: Type.Array(Type.String()),
  teachers: Type.Array(Teacher),
  /** Chapters in order, each with its lessons in order (a package: empty, see packageCourses). */
  chapters: Type.Array(Chapter),
  /** A package's member courses; empty for other kinds. */
  packageCourses: Type.Array(CourseCard),
  /** Packages on sale that contain this course. */
  includedIn: Type.Array(CourseCard),
  /** With `trialSeconds` > 0 every video lesson not marked 试看 may be previewed that long. */
  trialSeconds: Type.Integer(),
  reviewSummary: ReviewSummary,
  /** The newest reviews (up to 5); the rest through ListCourseReviews. */
  reviews: Type.Array(Review),
  viewer: CourseViewer,
});
export type CourseDetail = Static<typeof CourseDetail>;

export const CourseSort = Type.Enum(['default', 'sales', 'newest', 'price_asc', 'price_desc'], {
  errorMessage: '排序方式不正确',
});
export type CourseSort = Static<typeof CourseSort>;

/** free: 免费课; vip_free: VIP免费课; paid: 付费课. */
export const CoursePriceFilter = Type.Enum(['free', 'vip_free', 'paid'], {
  errorMessage: '价格筛选不正确',
});
export type CoursePriceFilter = Static<typeof CoursePriceFilter>;

/** The catalogue's filters (shared by the main API list and the learning API's course/list). */
export const CourseListQuery = Type.Object({
  ...PageQuery.properties,
  kind: Type.Optional(CourseKind),
  exam: Type.Optional(CourseExam),
  subject: Type.Optional(CourseSubject),
  price: Type.Optional(CoursePriceFilter),
  /** Matched against the title, subtitle, tags and teacher names. */
  keyword: Type.Optional(Type.String({ maxLength: 50, errorMessage: '搜索关键词不能超过50个字' })),
  sort: Type.Optional(CourseSort),
});
export type CourseListQuery = Static<typeof CourseListQuery>;

const FilterOption = Type.Object({
  value: Type.String(),
  label: Type.String(),
  count: Type.Integer(),
});

export const CourseFilters = Type.Object({
  kinds: Type.Array(FilterOption),
  exams: Type.Array(FilterOption),
  subjects: Type.Array(FilterOption),
  prices: Type.Array(FilterOption),
  sorts: Type.Array(Type.Object({ value: CourseSort, label: Type.String() })),
});
export type CourseFilters = Static<typeof CourseFilters>;

const CourseId = Type.Integer({
  minimum: 1,
  maximum: 2_147_483_647,
  errorMessage: { required: '缺少课程编号', default: '课程编号不正确' },
});

export const ListCourses = endpoint({
  method: 'GET',
  path: '/pc/courses',
  tag: TAG,
  summary:
    '网校课程列表（类型、考试、科目、免费/VIP免费/付费、关键词筛选；按销量/最新/价格排序；分页）',
  querystring: CourseListQuery,
  data: PageOf(CourseCard),
});

export const GetCourseFilters = endpoint({
  method: 'GET',
  path: '/pc/courses/filters',
  tag: TAG,
  summary: '网校筛选项（类型、考试、科目、价格，含在售课程数；排序方式）',
  data: CourseFilters,
});

export const GetCourse = endpoint({
  method: 'GET',
  path: '/pc/courses/:id',
  tag: TAG,
  summary: '课程详情（介绍、老师、目录与试看标记、评价、当前用户的购买与学习状态）',
  params: Type.Object({ id: CourseId }),
  data: CourseDetail,
});

export const ListCourseReviews = endpoint({
  method: 'GET',
  path: '/pc/courses/:id/reviews',
  tag: TAG,
  summary: '课程评价（最新在前，分页；含平均分与星级分布）',
  params: Type.Object({ id: CourseId }),
  querystring: PageQuery,
  data: Type.Object({
    list: Type.Array(Review),
    total: Type.Integer(),
    summary: ReviewSummary,
  }),
});

/** A public class as /publicClass lists it. */
export const PublicClass = Type.Object({
  ...CourseCard.properties,
  /** The class's next live lesson's start, else its last one's; null when it has none. */
  startsAt: Type.Union([Type.String(), Type.Null()]),
  /** The viewer holds it (报名 done); false for visitors. */
  enrolled: Type.Boolean(),
});
export type PublicClass = Static<typeof PublicClass>;

export const ListPublicClasses = endpoint({
  method: 'GET',
  path: '/pc/publicClasses',
  tag: TAG,
  summary: '公开课列表（可按考试、科目筛选，最新在前，分页）',
  querystring: Type.Object({
    ...PageQuery.properties,
    exam: Type.Optional(CourseExam),
    subject: Type.Optional(CourseSubject),
  }),
  data: PageOf(PublicClass),
});

/** 发表评价: only a buyer, once per course. */
export const SubmitCourseReview = endpoint({
  method: 'POST',
  path: '/pc/courses/review',
  tag: TAG,
  summary: '发表课程评价（仅购买学员，每门课一次；1-5星，5-300字）',
  body: Type.Object({
    courseId: CourseId,
    rating: Type.Integer({
      minimum: 1,
      maximum: 5,
      errorMessage: { required: '请选择评分', default: '评分应为1-5星' },
    }),
    /** Counted after trimming. */
    content: Type.String({
      minLength: 5,
      maxLength: 300,
      errorMessage: { required: '请填写评价内容', default: '评价内容应为5-300个字' },
    }),
  }),
  data: Review,
});

export const CourseEnrolment = Type.Object({
  courseId: Type.Integer(),
  source: EnrolmentSource,
  enrolledAt: Type.String(),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
});
export type CourseEnrolment = Static<typeof CourseEnrolment>;

/** 免费报名: a free course, or a VIP-free one for a current VIP, in one call. */
export const EnrolCourse = endpoint({
  method: 'POST',
  path: '/pc/courses/enrol',
  tag: TAG,
  summary: '免费报名（免费课程，或VIP免费课程的VIP会员；已报名则原样返回）',
  body: Type.Object({ courseId: CourseId }),
  data: CourseEnrolment,
});

/**
 * 立即购买: the course's shop order, priced by the server. An unpaid order placed before is
 * offered again (same amount and deadline); a course already held is refused (已购买).
 */
export const OrderCourse = endpoint({
  method: 'POST',
  path: '/pc/courses/order',
  tag: TAG,
  summary: '购买课程（生成商城订单，金额由服务端决定；已购买则拒绝；返回二维码内容 url）',
  body: Type.Object({ courseId: CourseId }),
  data: CreatedShopOrder,
});

/** The course's customer service (课程顾问 and how to reach the school). */
export const CourseCustomerService = Type.Object({
  courseId: Type.Integer(),
  courseTitle: Type.String(),
  /** The viewer's own adviser when they have one, otherwise the course's. */
  adviser: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  /** 客服电话 and hours, null when the site has none configured. */
  phone: Type.Union([Type.String(), Type.Null()]),
  serviceHours: Type.Union([Type.String(), Type.Null()]),
  /** The online chat for the course topic, null when none is configured (then: 留言). */
  chatUrl: Type.Union([Type.String(), Type.Null()]),
  /** One sentence for the dialog, e.g. 添加课程顾问王敏老师，咨询课程安排与优惠. */
  text: Type.String(),
});
export type CourseCustomerService = Static<typeof CourseCustomerService>;

export const GetCourseCustomerService = endpoint({
  method: 'GET',
  path: '/app/customerService/courseId/:id',
  tag: TAG,
  summary: '课程客服（课程顾问、客服电话与时间、在线咨询地址）',
  params: Type.Object({ id: CourseId }),
  data: CourseCustomerService,
});
