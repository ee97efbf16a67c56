import { Type, type Static, type TSchema } from 'typebox';
import { endpoint } from '../contract.ts';
import { TAG } from './catalogue.ts';

/**
 * The previous site's course calls, kept with its own paths and field names so its clients
 * (the apps and mini-programs still in people's hands) work against this server. They live on
 * the learning API (/gxw-web-student) and accept the session token both as
 * `Authorization: Bearer …` and in a `token` header. docs/areas/courses.md lists them.
 *
 * The ids mean: courseSkuId = classRoomId = classId = the course's id; studentGoodsId = the
 * learner's enrolment; coursePeriodId = timeArrangeId = the lesson's id (periodId in the video
 * calls of course-video); coursewareId = the lesson's id as well (its one courseware).
 * Pages answer `{ records, total, current, size }` and take `current` and `size`.
 */

const PageOfRecords = <T extends TSchema>(row: T) =>
  Type.Object({
    records: Type.Array(row),
    total: Type.Integer(),
    current: Type.Integer(),
    size: Type.Integer(),
  });

const RecordsQuery = {
  current: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, errorMessage: '页码不正确' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, errorMessage: '每页条数应为1-50' })),
};

const CourseSkuId = Type.Integer({
  minimum: 1,
  maximum: 2_147_483_647,
  errorMessage: { required: '缺少课程编号', default: '课程编号不正确' },
});

/** A course the learner holds, as the micro-lesson list shows it. */
export const MicroLessonCourse = Type.Object({
  courseSkuId: Type.Integer(),
  courseSkuName: Type.String(),
  classRoomId: Type.Integer(),
  /** The learner's enrolment (their 学员商品). */
  studentGoodsId: Type.Integer(),
  coverUrl: Type.String(),
  /** Null: no time limit. */
  expireTime: Type.Union([Type.String(), Type.Null()]),
  isExpired: Type.Boolean(),
});
export type MicroLessonCourse = Static<typeof MicroLessonCourse>;

/** A lesson's one courseware: its video, document, live session or exercise. */
export const WebCourseWareVO = Type.Object({
  coursewareId: Type.Integer(),
  coursewareName: Type.String(),
  /** A document's file while the learner may open it; '' for a video (played by vid) and others. */
  coursewareUrl: Type.String(),
  /** m3u8 (video), the document's file type (svg, pdf), live, exercise. */
  fileType: Type.String(),
  /** 1 video, 2 document, 3 live, 4 exercise. */
  type: Type.Integer(),
});
export type WebCourseWareVO = Static<typeof WebCourseWareVO>;

export const WebCoursePeriodVO = Type.Object({
  coursePeriodId: Type.Integer(),
  coursePeriodName: Type.String(),
  timeArrangeId: Type.Integer(),
  /** Seconds of video, 0 for other kinds. */
  duration: Type.Integer(),
  /** 试看 */
  isAudition: Type.Boolean(),
  /** The learner may play it in full now. */
  playbackAuthority: Type.Boolean(),
  webCourseWareVO: WebCourseWareVO,
});
export type WebCoursePeriodVO = Static<typeof WebCoursePeriodVO>;

export const WebCourseSectionVO = Type.Object({
  courseSectionId: Type.Integer(),
  courseSectionName: Type.String(),
  webCoursePeriodVOS: Type.Array(WebCoursePeriodVO),
});
export type WebCourseSectionVO = Static<typeof WebCourseSectionVO>;

export const MicroLessonCourseDetail = Type.Object({
  courseSkuId: Type.Integer(),
  courseSkuName: Type.String(),
  coverUrl: Type.String(),
  webCourseSectionVOS: Type.Array(WebCourseSectionVO),
});
export type MicroLessonCourseDetail = Static<typeof MicroLessonCourseDetail>;

/** A course of the catalogue with the viewer's purchase flags. */
export const SkuCourse = Type.Object({
  courseSkuId: Type.Integer(),
  courseSkuName: Type.String(),
  coverUrl: Type.String(),
  /** system, micro, public, package */
  courseType: Type.String(),
  subject: Type.String(),
  exam: Type.String(),
  /** Yuan, two decimals. */
  price: Type.String(),
  originalPrice: Type.Union([Type.String(), Type.Null()]),
  isFree: Type.Boolean(),
  isVipFree: Type.Boolean(),
  /** The viewer bought it (itself or in a package) and it has not expired. */
  isBuy: Type.Boolean(),
  /** The viewer may play every lesson now (bought, free, or VIP-free for a VIP). */
  playbackAuthority: Type.Boolean(),
  teacherNames: Type.String(),
  lessonCount: Type.Integer(),
  sales: Type.Integer(),
});
export type SkuCourse = Static<typeof SkuCourse>;

export const SkuCourseInfo = Type.Object({
  ...SkuCourse.properties,
  intro: Type.String(),
  validityDays: Type.Integer(),
  /** The viewer's enrolment end, null when none or unlimited. */
  expireTime: Type.Union([Type.String(), Type.Null()]),
});
export type SkuCourseInfo = Static<typeof SkuCourseInfo>;

export const PageMicroLessonCourse = endpoint({
  method: 'GET',
  path: '/webTimeArrange/pageMicroLessonCourse',
  tag: TAG,
  summary: '我的课程（旧站接口：courseSkuId、courseSkuName、classRoomId、studentGoodsId）',
  querystring: Type.Object(RecordsQuery),
  data: PageOfRecords(MicroLessonCourse),
});

export const GetMicroLessonCourseDetail = endpoint({
  method: 'GET',
  path: '/webTimeArrange/microLessonCourseDetail',
  tag: TAG,
  summary: '课程章节与课时（旧站接口：webCourseSectionVOS → webCoursePeriodVOS → webCourseWareVO）',
  querystring: Type.Object({ courseSkuId: CourseSkuId }),
  data: MicroLessonCourseDetail,
});

export const PageSkuCourse = endpoint({
  method: 'GET',
  path: '/sku/course/page',
  tag: TAG,
  summary: '课程列表（旧站接口，含 isBuy、playbackAuthority、isVipFree）',
  querystring: Type.Object({
    ...RecordsQuery,
    subject: Type.Optional(Type.String({ maxLength: 10, errorMessage: '科目不正确' })),
    keyword: Type.Optional(
      Type.String({ maxLength: 50, errorMessage: '搜索关键词不能超过50个字' }),
    ),
  }),
  data: PageOfRecords(SkuCourse),
});

export const GetSkuCourseInfo = endpoint({
  method: 'GET',
  path: '/sku/course/info',
  tag: TAG,
  summary: '课程信息（旧站接口，含 isBuy、playbackAuthority、isVipFree）',
  querystring: Type.Object({ courseSkuId: CourseSkuId }),
  data: SkuCourseInfo,
});
