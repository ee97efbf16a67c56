/**
 * The console's coaching timetable (辅导档期): the times each coaching product is taught, by which
 * of its coaches and for how many learners. Learners book a seat of a time on the product's
 * page; the shop sells them up to the horizon it shows.
 */
export const COACHING_SLOT_MIN_MINUTES = 30;
export const COACHING_SLOT_MAX_MINUTES = 8 * 60;
export const COACHING_GROUP_MAX = 100;
/** How far ahead a time may be set. */
export const COACHING_SLOT_MAX_DAYS = 90;

export const COACH_NAME_MAX = 20;
export const COACH_TITLE_MAX = 40;
export const COACH_SPECIALITY_MAX = 80;
export const COACH_INTRO_MAX = 1000;
export const COACHING_TITLE_MAX = 60;
export const COACHING_SUBTITLE_MAX = 120;
export const COACHING_INTRO_MAX = 3000;
export const COACHING_LINES_MAX = 10;
export const COACHING_LINE_MAX = 60;
export const COACHING_SESSIONS_MAX = 30;
export const COACHING_COACHES_MAX = 6;

export const ConsoleCoachingMsg = {
  saved: '时段已保存',
  removed: '时段已删除',
  productNotFound: '辅导产品不存在',
  slotNotFound: '时段不存在',
  coachNotOfProduct: '请选择该产品的辅导老师',
  timeInvalid: '请填写正确的时间',
  startInPast: '开始时间须晚于现在',
  tooFar: `只能安排 ${COACHING_SLOT_MAX_DAYS} 天之内的时段`,
  lengthInvalid: `每个时段应为 ${COACHING_SLOT_MIN_MINUTES}-${COACHING_SLOT_MAX_MINUTES} 分钟`,
  capacityOne: '一对一辅导每个时段只有 1 个名额',
  capacityGroup: `一对多辅导每个时段应有 2-${COACHING_GROUP_MAX} 个名额`,
  capacityBelowTaken: (taken: number) => `已有 ${taken} 人预约，名额不能少于 ${taken}`,
  coachBusy: (at: string) => `这位老师在 ${at} 已有时段，时间不能重叠`,
  bookedFixed: '已有学员预约的时段只能调整名额，不能改时间或老师',
  booked: '已有学员预约过这个时段（含未付款的订单），不能删除；可以把名额调到已约人数',
  coachSaved: '老师已保存',
  productSaved: '辅导产品已保存',
  coachNotFound: '老师不存在',
  coachNameRequired: '请填写老师姓名',
  coachNameTooLong: `姓名不能超过${COACH_NAME_MAX}个字`,
  coachTitleTooLong: `头衔不能超过${COACH_TITLE_MAX}个字`,
  coachSpecialityTooLong: `擅长方向不能超过${COACH_SPECIALITY_MAX}个字`,
  coachIntroTooLong: `介绍不能超过${COACH_INTRO_MAX}个字`,
  coachYearsInvalid: '教龄应为 0-60 年',
  avatarInvalid: '头像应为本站图片或 https 地址',
  titleRequired: '请填写产品名称',
  titleTooLong: `产品名称不能超过${COACHING_TITLE_MAX}个字`,
  subtitleTooLong: `副标题不能超过${COACHING_SUBTITLE_MAX}个字`,
  introTooLong: `介绍不能超过${COACHING_INTRO_MAX}个字`,
  priceInvalid: '价格应大于 0，最多两位小数',
  originalPriceInvalid: '原价应高于售价',
  linesInvalid: `亮点与适合人群各最多 ${COACHING_LINES_MAX} 条，每条不超过 ${COACHING_LINE_MAX} 个字`,
  programmeInvalid: `课程安排最多 ${COACHING_SESSIONS_MAX} 节，每节需要名称和 10-480 分钟的时长`,
  coachesRequired: '请至少选择一位辅导老师',
  coachesTooMany: `每个产品最多 ${COACHING_COACHES_MAX} 位老师`,
  coachHasSlots: (name: string) => `${name}老师还有未上的时段，请先删除或改派这些时段再移出`,
  depositInvalid: '定金应大于 0，且不超过它抵扣的金额；抵扣应少于产品价格',
} as const;
