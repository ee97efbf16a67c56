/** The console's course editing: limits and messages shared by the server and the console. */
export const COURSE_TITLE_MAX = 60;
export const COURSE_SUBTITLE_MAX = 120;
export const CHAPTER_TITLE_MAX = 60;
export const LESSON_TITLE_MAX = 80;
export const COURSE_INTRO_MAX = 5000;
/** A package (课程套餐) sells at least two courses at once, and at most this many. */
export const PACKAGE_MEMBERS_MIN = 2;
export const PACKAGE_MEMBERS_MAX = 20;
/** The largest lesson video accepted: 4 GiB, a long class in high quality. */
export const LESSON_VIDEO_MAX_BYTES = 4 * 1024 ** 3;
/** Where the console uploads lesson videos (tus, resumable), under the main API's prefix. */
export const LESSON_VIDEO_UPLOAD_PATH = '/console/courses/lesson-video';

/** A lesson's video as the console shows it. */
export const LESSON_VIDEO_STATES = ['none', 'waiting', 'processing', 'ready', 'failed'] as const;
export type LessonVideoState = (typeof LESSON_VIDEO_STATES)[number];

export const ConsoleCourseMsg = {
  saved: '已保存',
  removed: '已删除',
  moved: '已调整顺序',
  courseMissing: '课程不存在',
  chapterMissing: '章节不存在',
  lessonMissing: '课时不存在',
  titleRequired: '请填写标题',
  titleTooLong: (max: number) => `标题不能超过${max}个字`,
  subtitleTooLong: `副标题不能超过${COURSE_SUBTITLE_MAX}个字`,
  introTooLong: `课程介绍不能超过${COURSE_INTRO_MAX}个字`,
  priceInvalid: '价格应为 0 或大于 0 的金额，最多两位小数',
  originalPriceInvalid: '原价应大于售价',
  validityInvalid: '有效天数应为 0-3650 的整数（0 为不限）',
  trialInvalid: '试看秒数应为 0-3600 的整数',
  teacherMissing: '所选老师不存在',
  coverInvalid: '封面地址应以 https:// 或 / 开头',
  packageKindLocked: '课程与套餐不能互相转换',
  packageMembersTooFew: `套餐至少包含 ${PACKAGE_MEMBERS_MIN} 门课程`,
  packageMemberInvalid: '所选课程不存在，或本身就是套餐',
  packageMemberHeld: (holders: number) =>
    `已有 ${holders} 位学员持有该套餐，不能移出课程（他们会失去课程）；可以加入新课程`,
  packageHasNoOutline: '套餐没有章节课时，请在它包含的课程中编排',
  kindChangeRefused: '已有学员的课程不能改为其他类型',
  chapterNotEmpty: '请先删除或移走本章的课时',
  lessonKept: '讲义、直播、练习课时和布置了作业的课时不能在这里删除，以免删掉学员的作业和记录',
  edgeReached: '已经在最前或最后',
  onlyVideoUpload: '只有视频课时可以上传视频',
  uploadTooLarge: '视频不能超过 4GB',
  uploadNotVideo: '请选择视频文件（mp4、mov、mkv、webm 等）',
  uploadLessonMissing: '上传的课时不存在，请刷新后重试',
  videoUnreadable: '文件不是可播放的视频，请检查后重新上传',
  videoTranscodeFailed: '视频转码失败',
  videoLessonGone: '课时已删除，视频不再处理',
} as const;
