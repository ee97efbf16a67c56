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
} as const;
